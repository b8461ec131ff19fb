// Every page's form fields import `shown`; the segmenter it needs costs a page's first task some
// 30-45 ms in Chromium when made, so it is made at the first refused entry, not when the module loads.
describe('shown', () => {
  const RealSegmenter = Intl.Segmenter;
  let made = 0;

  beforeEach(() => {
    made = 0;
    jest.spyOn(Intl, 'Segmenter').mockImplementation((...args) => {
      made += 1;
      return new RealSegmenter(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('makes no segmenter when its module loads, and one for all the entries it shows', async () => {
    await jest.isolateModulesAsync(async () => {
      const { shown } = await import('@client/components/form/shown-entry');
      expect(made).toBe(0);
      expect(shown(' padded ')).toBe('" padded "');
      expect(shown(`${'🇩🇪'.repeat(41)}`)).toBe(`${'🇩🇪'.repeat(40)}…`);
      expect(made).toBe(1);
    });
  });
});
