import { apiPaths } from '@shared/api-paths';
import { buildTestApp, createAgent, loginAsDemo, type TestApp } from '../api/helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

/** '/api/auth/logout' → '/%61pi/auth/logout': the router decodes it back to the API route. */
const encoded = (path: string) => path.replace('/api/', '/%61pi/');

describe('percent-encoded API paths', () => {
  it('refuses an unsafe request to an encoded API path without the XSRF token (403)', async () => {
    const agent = createAgent(testApp.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    const response = await testApp.app.inject({
      method: 'POST',
      url: encoded(apiPaths.logout),
      cookies: { 'XSRF-TOKEN': agent.cookie('XSRF-TOKEN') ?? '' },
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: 'POST', url: encoded(apiPaths.logout) });
    expect(anonymous.statusCode).toBe(403);
  });

  it('refuses an encoded-path login without the XSRF token, and accepts it with the token', async () => {
    const payload = { username: 'analyst', password: 'Analyst#2026' };
    expect((await testApp.app.inject({ method: 'POST', url: encoded(apiPaths.login), payload })).statusCode).toBe(403);
    const agent = createAgent(testApp.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    expect((await agent.inject({ method: 'POST', url: encoded(apiPaths.login), payload })).statusCode).toBe(200);
  });

  it('marks an API answer to an encoded path as not storable', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const response = await analyst.inject({ method: 'GET', url: encoded(apiPaths.userInformation) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown encoded API path with the JSON 404, not the SPA', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: '/%61pi/help/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorMessage: 'Not found.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
