import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, createAgent, type TestApp } from './helper';

const INDEX_HTML = '<!doctype html><html><head><script defer src="/assets/main.3f2a9c.js"></script></head><body><div id="root"></div></body></html>';
const distDir = mkdtempSync(path.join(os.tmpdir(), 'ept-dist-'));
let testApp: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'assets', 'main.3f2a9c.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  testApp = await buildTestApp({ config: { distDir } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it('answers index.html for client routes (history fallback), never cached', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: '/help/contacts?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(INDEX_HTML);
    // The SPA's first API call needs the XSRF cookie already.
    expect(response.cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
  });

  it('serves the root and index.html itself uncached', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await createAgent(testApp.app).inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves hashed assets as immutable, compressed when asked', async () => {
    const response = await createAgent(testApp.app).inject({
      method: 'GET',
      url: '/assets/main.3f2a9c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not fall back for API paths, missing assets or other methods', async () => {
    const agent = createAgent(testApp.app);
    expect((await agent.inject({ method: 'GET', url: '/api/help/nothing' })).statusCode).toBe(404);
    expect((await agent.inject({ method: 'GET', url: '/assets/missing.123.js' })).statusCode).toBe(404);
    expect((await agent.inject({ method: 'DELETE', url: '/help/contacts' })).statusCode).toBe(404);
  });

  it('says how to build the app when index.html is missing', async () => {
    rmSync(path.join(distDir, 'index.html'));
    try {
      const response = await createAgent(testApp.app).inject({ method: 'GET', url: '/help/contacts' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('The web app has not been built: run npm run build.');
    } finally {
      writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    }
  });
});
