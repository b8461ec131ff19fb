import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses API answers and index.html per request, where it pays. The SPA's assets come compressed
 * from the build (static-spa.ts sends their .br and .gz copies) and pass through untouched: a response
 * that already has a Content-Encoding is left as it is.
 *
 * An API answer is a page of a grid, a few kilobytes of JSON: at any level it fits in a packet or
 * two, so the level decides CPU, not transfer time. gzip at level 1 costs about a third of brotli at
 * quality 5 here and is preferred whenever the browser takes both (every browser does); brotli, at a
 * cheap quality too, only for a client that takes nothing else. Below 1 KB nothing is compressed.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      encodings: ['gzip', 'br'],
      threshold: 1024,
      zlibOptions: { level: 1 },
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    });
  },
  { name: 'compression' },
);
