import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { buildTestApp, createAgent, loginAsDemo, type TestApp } from './helper';

const SECRET = 'connection string postgres://admin:hunter2@db';
// Test-only routes: one that fails unexpectedly, one that echoes a JSON body.
const testRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/test/explode', async () => {
    throw new Error(SECRET);
  });
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ plugins: [testRoutes] });
});
afterAll(() => testApp.close());

describe('error answers', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ errorMessage: 'Not found.' });
  });

  it('answers an unexpected error with a reference code only', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorMessage: expect.stringMatching(/^ERR-[0-9A-F]{8}$/) });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('.ts:');
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: '{"username": "analyst", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorMessage: 'Malformed JSON body.' });
  });

  it('answers an oversized body with 413 JSON', async () => {
    const agent = createAgent(testApp.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errorMessage: 'Request body is too large.' });
  });

  it('answers a path the router cannot read with 400 JSON in the usual shape', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    for (const url of ['/api/err/mifid/files/%ED%A0%80', '/api/help/%E0%A4%A']) {
      const response = await agent.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ errorMessage: 'The address is not valid.' });
      expect(response.body).not.toContain('FST_ERR');
    }
  });

  it('returns a request id with every response', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: apiPaths.systemInformation });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, and no-store on the API', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: apiPaths.systemInformation });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the same headers with every answer, a refusal or a failure too', async () => {
    const agent = createAgent(testApp.app);
    const answers = [
      await agent.inject({ method: 'GET', url: apiPaths.systemInformation }),
      await agent.inject({ method: 'GET', url: '/api/no/such/thing' }),
      await agent.inject({ method: 'GET', url: apiPaths.userInformation }),
      await agent.inject({ method: 'POST', url: apiPaths.login, payload: { username: 7 } }),
      await agent.inject({ method: 'GET', url: '/api/test/explode' }),
    ];
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 404, 401, 400, 500]);
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        [
          'content-security-policy',
          'cross-origin-opener-policy',
          'cross-origin-resource-policy',
          'origin-agent-cluster',
          'referrer-policy',
          'x-content-type-options',
          'x-dns-prefetch-control',
          'x-download-options',
          'x-frame-options',
          'x-permitted-cross-domain-policies',
          'x-xss-protection',
          'permissions-policy',
        ].map((name) => [name, headers[name]]),
      );
    const first = security(answers[0]!.headers);
    expect(Object.values(first).every((value) => typeof value === 'string' && value !== '')).toBe(true);
    for (const answer of answers) expect(security(answer.headers)).toEqual(first);
  });
});

describe('OpenAPI', () => {
  it('documents the API from the shared schemas', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: `${apiPaths.docs}/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty([apiPaths.login, 'post']);
    expect(
      document.paths[apiPaths.login].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
  });

  it('serves Swagger UI without inline scripts, so the strict CSP lets it run', async () => {
    const agent = createAgent(testApp.app);
    const page = await agent.inject({ method: 'GET', url: `${apiPaths.docs}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src=/);
      expect(body?.trim()).toBe('');
    }
    const initializer = await agent.inject({ method: 'GET', url: `${apiPaths.docs}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
  });
});
