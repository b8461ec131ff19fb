// A test fails on an unexpected console.error or console.warn, so React warnings get fixed
// rather than scrolled past. A test that expects one mocks console itself.
const failWith =
  (kind: string) =>
  (...args: unknown[]): never => {
    throw new Error(`Unexpected console.${kind}: ${args.map(String).join(' ')}`);
  };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(failWith('error'));
  jest.spyOn(console, 'warn').mockImplementation(failWith('warn'));
});

afterEach(() => {
  jest.restoreAllMocks();
});
