import { apiPaths } from '@shared/api-paths';
import { configWarnings, loadConfig } from '@server/config';
import { buildTestApp, type TestApp } from '../api/helper';

// A secret given, so loading the config writes nothing into a data folder.
const env = (vars: Record<string, string>) => ({
  SESSION_SECRET: 'a-test-secret-that-is-long-enough',
  REVISION: 'test',
  ...vars,
});

describe('PUBLIC_URL', () => {
  it('defaults to the configured host and port, 0.0.0.0 read as localhost', () => {
    expect(loadConfig(env({})).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig(env({ PORT: '9123' })).publicUrl).toBe('http://localhost:9123');
    expect(loadConfig(env({ HOST: '127.0.0.1', PORT: '8443' })).publicUrl).toBe('http://127.0.0.1:8443');
    expect(loadConfig(env({ HOST: '::1', PORT: '8081' })).publicUrl).toBe('http://[::1]:8081');
  });

  it('is taken as given when set, without a trailing slash', () => {
    expect(loadConfig(env({ PUBLIC_URL: 'https://ept.example/', PORT: '9123' })).publicUrl).toBe('https://ept.example');
  });

  it('is warned about at start only when unset in production', () => {
    expect(configWarnings({ NODE_ENV: 'production', PORT: '9123' })).toEqual([
      expect.stringContaining('PUBLIC_URL is not set: reset links point to http://localhost:9123'),
    ]);
    expect(configWarnings({ NODE_ENV: 'production', PUBLIC_URL: 'https://ept.example' })).toEqual([]);
    expect(configWarnings({ NODE_ENV: 'development' })).toEqual([]);
  });
});

describe('Secure cookies and HSTS', () => {
  it('are on by default when PUBLIC_URL is https, off when it is http', () => {
    expect(loadConfig(env({ PUBLIC_URL: 'https://ept.example' })).cookieSecure).toBe(true);
    expect(loadConfig(env({ PUBLIC_URL: 'HTTPS://EPT.example' })).cookieSecure).toBe(true);
    expect(loadConfig(env({ PUBLIC_URL: 'http://ept.example' })).cookieSecure).toBe(false);
    expect(loadConfig(env({})).cookieSecure).toBe(false);
  });

  it('follow COOKIE_SECURE when it is set explicitly', () => {
    expect(loadConfig(env({ PUBLIC_URL: 'https://ept.example', COOKIE_SECURE: 'false' })).cookieSecure).toBe(false);
    expect(loadConfig(env({ PUBLIC_URL: 'https://ept.example', COOKIE_SECURE: '0' })).cookieSecure).toBe(false);
    expect(loadConfig(env({ PUBLIC_URL: 'http://ept.example', COOKIE_SECURE: 'true' })).cookieSecure).toBe(true);
  });

  describe('on the wire, with an https PUBLIC_URL', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      const { publicUrl, cookieSecure } = loadConfig(env({ PUBLIC_URL: 'https://ept.example' }));
      testApp = await buildTestApp({ config: { publicUrl, cookieSecure } });
    });
    afterAll(() => testApp.close());

    it('marks every cookie Secure and sends HSTS', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: apiPaths.systemInformation });
      expect(response.cookies.length).toBeGreaterThan(0);
      for (const cookie of response.cookies) expect(cookie).toMatchObject({ secure: true });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
  });
});

describe('Permissions-Policy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['an API answer', apiPaths.systemInformation],
    ['a page of the SPA', '/help/welcome'],
    ['a missing API path', '/api/nothing-here'],
  ])('denies the features the app never uses on %s', async (_, url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'display-capture',
    ]) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('is sent with a refused request too', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: apiPaths.login, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });
});
