import { browserWarning, isUnsupportedBrowser } from '@client/browser/browser-support';
import { detectBrowser } from '@client/browser/detect-browser';

const agents = {
  chrome: (v: number) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`,
  edge: (v: number) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36 Edg/${v}.0.2478.51`,
  opera: (v: number) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/${v}.0.0.0`,
  firefox: (v: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:${v}.0) Gecko/20100101 Firefox/${v}.0`,
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('detectBrowser', () => {
  it.each([
    [agents.chrome(131), 'Chrome', 131],
    [agents.edge(131), 'Edge', 131],
    [agents.opera(116), 'Opera', 116],
    [agents.firefox(134), 'Firefox', 134],
    [agents.ie11, 'Internet Explorer', 11],
    [agents.ie10, 'Internet Explorer', 10],
    [agents.safari, 'Safari', 17],
    ['curl/8.5.0', 'Unknown', 0],
  ])('reads %s as %s %d', (userAgent, name, version) => {
    expect(detectBrowser(userAgent)).toEqual({ name, version });
  });
});

describe('isUnsupportedBrowser', () => {
  it.each([
    ['Chrome', agents.chrome, 131],
    ['Edge', agents.edge, 131],
    ['Opera', agents.opera, 116],
    ['Firefox', agents.firefox, 134],
  ])('%s is unsupported up to and including %d, supported above', (_name, agent, minimum) => {
    expect(isUnsupportedBrowser(detectBrowser(agent(minimum - 1)))).toBe(true);
    expect(isUnsupportedBrowser(detectBrowser(agent(minimum)))).toBe(true);
    expect(isUnsupportedBrowser(detectBrowser(agent(minimum + 1)))).toBe(false);
  });

  it('always rejects Internet Explorer and leaves browsers without a minimum alone', () => {
    expect(isUnsupportedBrowser(detectBrowser(agents.ie11))).toBe(true);
    expect(isUnsupportedBrowser(detectBrowser(agents.safari))).toBe(false);
  });

  it('words the warning as the spec does', () => {
    expect(browserWarning({ name: 'Firefox', version: 120 })).toBe(
      'Support for this browser version (Firefox 120) will soon end. Please update your browser version.',
    );
  });
});
