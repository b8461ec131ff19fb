import { apiPaths } from '@shared/api-paths';
import { buildTestApp, createAgent, type TestApp } from '../api/helper';

let testApp: TestApp;

beforeAll(async () => {
  // No slowdown: this measures the work of a refusal, not the deliberate delay.
  testApp = await buildTestApp({ config: { loginSlowdownStepMs: 0 } });
});
afterAll(() => testApp.close());

async function timedLogin(username: string): Promise<number> {
  const agent = createAgent(testApp.app);
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
  const started = performance.now();
  const response = await agent.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { username, password: 'Wrong#pass1' },
  });
  const ms = performance.now() - started;
  expect(response.statusCode).toBe(401);
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

it('answers an unknown user about as slowly as a wrong password (a dummy scrypt runs)', async () => {
  const unknown: number[] = [];
  const wrongPassword: number[] = [];
  // Interleaved, so load on the machine affects both alike.
  for (let round = 0; round < 5; round += 1) {
    unknown.push(await timedLogin(`nobody-${round}`));
    wrongPassword.push(await timedLogin('analyst'));
  }
  const ratio = median(unknown) / median(wrongPassword);
  expect(ratio).toBeGreaterThan(0.2);
  expect(ratio).toBeLessThan(5);
});
