import { apiPaths } from '@shared/api-paths';
import { buildTestApp, loginAsDemo, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  // Zero idle minutes: every session is already idle by the next request.
  testApp = await buildTestApp({ config: { sessionIdleMinutes: 0 } });
});
afterAll(() => testApp.close());

it('ends a session that has been idle too long, and clears its cookie', async () => {
  const agent = await loginAsDemo(testApp.app, 'analyst');
  expect(agent.cookie('ept_session')).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 5));

  const response = await agent.inject({ method: 'GET', url: apiPaths.userInformation });

  expect(response.statusCode).toBe(401);
  expect(agent.cookie('ept_session')).toBeUndefined();
});
