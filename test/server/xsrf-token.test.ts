import { keptXsrfTokens, xsrfTokenFor } from '../../src/server/access/xsrf-token';

describe('keptXsrfTokens', () => {
  it("answers each binding's own token, the same as deriving it, before and after the kept ones start over", () => {
    const tokenFor = keptXsrfTokens('a secret of the server');
    const bindings = Array.from({ length: 10_050 }, (_, index) => `session-${index}`);
    for (const binding of bindings) expect(tokenFor(binding)).toBe(xsrfTokenFor('a secret of the server', binding));
    expect(tokenFor('session-1')).toBe(xsrfTokenFor('a secret of the server', 'session-1'));
    expect(tokenFor('session-1')).not.toBe(tokenFor('session-2'));
    expect(keptXsrfTokens('another secret')('session-1')).not.toBe(tokenFor('session-1'));
  });
});
