import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses API answers and index.html per request. The SPA's assets come compressed from the build
 * (static-spa.ts sends their .br and .gz copies) and pass through untouched: a response that already
 * has a Content-Encoding is left as it is.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      // Small bodies are not worth the CPU or the extra header.
      threshold: 1024,
      // Brotli's default quality (11) costs tens of milliseconds per megabyte on every request; 5 is
      // close in size at a fraction of the time.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
