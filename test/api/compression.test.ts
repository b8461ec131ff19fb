import zlib from 'node:zlib';
import { apiPaths } from '@shared/api-paths';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/server/plugins/compression';
import { buildBareApp, type BareApp } from './bare-app';

/** Compression only where it pays: not below 14 KB (TCP's first round trip), and the cheap brotli when the browser takes it. */
let testApp: BareApp;
beforeAll(async () => {
  testApp = await buildBareApp();
}, 120_000);
afterAll(() => testApp.app.close());

const get = (url: string, acceptEncoding: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('compression of API answers', () => {
  it('sends a large answer in brotli when the browser takes gzip and brotli', async () => {
    const plain = await get(`${apiPaths.docs}/json`, 'identity');
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await get(`${apiPaths.docs}/json`, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('sends gzip to a client that takes no brotli', async () => {
    const plain = await get(`${apiPaths.docs}/json`, 'identity');
    const response = await get(`${apiPaths.docs}/json`, 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves an answer under 14 KB as it is', async () => {
    const response = await get(apiPaths.systemInformation, 'br, gzip');
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
