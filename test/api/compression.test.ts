import zlib from 'node:zlib';
import Fastify from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { COMPRESSION_THRESHOLD_BYTES, compressionPlugin } from '../../src/server/plugins/compression';
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

  it('sends a large answer with names beyond ASCII whole, compressed or not, its length in bytes', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    const rows = Array.from({ length: 400 }, (_, index) => ({
      index,
      counterparty: 'Wisła Energia Obrót',
      city: 'Rhône',
    }));
    app.get('/rows', async () => rows);
    try {
      const plain = await app.inject({ method: 'GET', url: '/rows', headers: { 'accept-encoding': 'identity' } });
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(JSON.parse(plain.body)).toEqual(rows);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.body));
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const compressed = await app.inject({ method: 'GET', url: '/rows', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    } finally {
      await app.close();
    }
  });
});
