import { readReturnTo } from '@client/session/return-location';

describe('the page a page returns to', () => {
  it.each(['/help/support', '/err/remit_filesin?page=2&sort=createdAt', '/'])('is %s, a path of the app', (path) => {
    expect(readReturnTo({ returnTo: path })).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/help\n/x',
    'https://evil.example',
    'javascript:alert(1)',
    'help',
  ])('is none for %s, which leaves the app or is no path', (path) => {
    expect(readReturnTo({ returnTo: path })).toBeUndefined();
  });

  it('is none without a state naming one', () => {
    expect(readReturnTo(undefined)).toBeUndefined();
    expect(readReturnTo({ returnTo: 7 })).toBeUndefined();
  });
});
