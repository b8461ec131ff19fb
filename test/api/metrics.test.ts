import { apiPaths, fillPath } from '@shared/api-paths';
import { buildBareApp, type BareApp } from './bare-app';

const TOKEN = 'scrape-token-for-the-test';
const scrape = ({ app }: BareApp, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics with METRICS_TOKEN set', () => {
  let testApp: BareApp;
  beforeAll(async () => {
    testApp = await buildBareApp({ metricsToken: TOKEN });
  }, 120_000);
  afterAll(() => testApp.app.close());

  it('answers 401 without the bearer token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(testApp, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_request');
    }
  });

  it('counts requests per route pattern, never the raw URL with its secrets or ids', async () => {
    const { app } = testApp;
    for (const hash of ['secret-reset-hash-one', 'secret-reset-hash-two']) {
      expect(
        (await app.inject({ method: 'GET', url: fillPath(apiPaths.passwordResetAllowed, { hash }) })).statusCode,
      ).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: apiPaths.systemInformation })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);

    const response = await scrape(testApp, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    const count = (route: string, status: number) =>
      `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`;
    expect(text).toContain(`${count('/api/user/password/reset/allowed/:hash', 200)} 2`);
    expect(text).toContain(`${count(apiPaths.systemInformation, 200)} 1`);
    expect(text).toContain(`${count(apiPaths.userInformation, 401)} 1`);
    expect(text).toContain(
      `http_request_duration_seconds_bucket{le="0.005",method="GET",route="${apiPaths.systemInformation}",status_code="200"}`,
    );
    expect(text).not.toContain('secret-reset-hash');
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it("reports Node's event-loop delay and, on PostgreSQL, the connection pool", async () => {
    const text = (await scrape(testApp, `Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    if (process.env.TEST_DATABASE_URL) {
      expect(text).toMatch(/^db_pool_connections_total [1-9]/m);
      expect(text).toMatch(/^db_pool_connections_idle \d/m);
      expect(text).toMatch(/^db_pool_requests_waiting 0$/m);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there: nothing is collected or exposed', async () => {
    const testApp = await buildBareApp();
    try {
      const response = await scrape(testApp, 'Bearer ');
      expect(response.body).not.toContain('http_request_duration_seconds');
      expect(testApp.app.hasDecorator('metrics')).toBe(false);
    } finally {
      await testApp.app.close();
    }
  });
});
