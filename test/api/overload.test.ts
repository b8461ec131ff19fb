import { apiPaths } from '@shared/api-paths';
import { OVERLOADED_MESSAGE } from '@server/operations/overload-plugin';
import { buildBareApp, type BareApp } from './bare-app';

/**
 * A heap limit of 1 MB is exceeded by any process, so once the first sample is taken (every 10 ms
 * here) the server is overloaded for good: the same answer an event loop slower than
 * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS gets, without having to stall one.
 */
let testApp: BareApp;
beforeAll(async () => {
  testApp = await buildBareApp({
    overloadMaxHeapUsedMb: 1,
    overloadSampleIntervalMs: 10,
    overloadRetryAfterSeconds: 7,
    metricsToken: 'scrape',
  });
  // Wait for the first sample; any answer but 503 before it is the ordinary one.
  for (let attempt = 0; attempt < 500; attempt++) {
    const response = await testApp.app.inject({ method: 'GET', url: apiPaths.systemInformation });
    if (response.statusCode === 503) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The server never reported overload.');
}, 120_000);
afterAll(() => testApp.app.close());

describe('under overload', () => {
  it('answers 503 with Retry-After and a message at once, for public and signed-in routes alike', async () => {
    for (const url of [apiPaths.systemInformation, apiPaths.userInformation, apiPaths.navigation]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ errorMessage: OVERLOADED_MESSAGE });
    }
  });

  it('sheds logins before they cost a password check', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'admin', password: 'whatever' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
  });

  it('is not ready, saying why, so a load balancer sends the traffic elsewhere', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: apiPaths.healthReady });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^overloaded: heap used \d+ MB$/),
    });
  });

  it('is still live and can still be scraped: neither should make things worse', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: apiPaths.healthLive })).statusCode).toBe(200);
    const scrape = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape' },
    });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/system\/information",status_code="503"\}/,
    );
  });
});
