import zlib from 'node:zlib';
import { apiPaths } from '@shared/api-paths';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/server/plugins/compression';
import { buildBareApp, type BareApp } from './bare-app';

/** Compression only where it pays: not below 14 KB (TCP's first round trip), and the cheap gzip when the browser takes it. */
let testApp: BareApp;
beforeAll(async () => {
  testApp = await buildBareApp();
}, 120_000);
afterAll(() => testApp.app.close());

const get = (url: string, acceptEncoding: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('compression of API answers', () => {
  it('sends a large answer gzipped when the browser takes gzip and brotli', async () => {
    const plain = await get(`${apiPaths.docs}/json`, 'identity');
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await get(`${apiPaths.docs}/json`, 'br, gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('sends brotli to a client that takes nothing else', async () => {
    const response = await get(`${apiPaths.docs}/json`, 'br');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leaves an answer under 14 KB as it is', async () => {
    const response = await get(apiPaths.systemInformation, 'br, gzip');
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
