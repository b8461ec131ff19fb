import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses API answers and index.html per request, where it pays. The SPA's assets come compressed
 * from the build (static-spa.ts sends their .br and .gz copies) and pass through untouched: a response
 * that already has a Content-Encoding is left as it is.
 *
 * An API answer is mostly a page of a grid, a few kilobytes of JSON. Below 14 KB (TCP's initial window
 * of ten segments) it reaches the browser in the first round trip whether compressed or not, so
 * compressing it costs CPU on every request and saves no round trip: under load, gzip of a 5 KB page
 * took a sixth of the server's time. Above that, brotli at quality 1 is preferred whenever the browser
 * takes it (every browser does over HTTPS): a 17 KB finder page in 48 µs against 100 µs for gzip at
 * level 1, to the same size (2.9 KB); gzip at level 1, with zlib's largest hash memory (71 µs), for a
 * client that takes nothing else.
 */
/** Answers smaller than this go uncompressed (see above). */
export const COMPRESSION_THRESHOLD_BYTES = 14 * 1024;

/**
 * Answers up to this size are compressed in one call rather than through a zlib stream. On two cores
 * the plugin streams from 8 KB; a stream's zlib context and pipeline cost a 17 KB finder page 1.7 ms,
 * against about 0.2 ms for the one call (level 1), which holds the event loop no longer than that.
 */
export const COMPRESSION_SYNC_UP_TO_BYTES = 64 * 1024;

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      syncThreshold: COMPRESSION_SYNC_UP_TO_BYTES,
      zlibOptions: { level: 1, memLevel: 9 },
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    });
    // An answer that will be compressed is encoded as UTF-8 once: given a string, the plugin counts its
    // bytes and then encodes it, two passes over a 17 KB finder page that V8 keeps as UTF-16 when a
    // name in it is (Wisła). Registered here, it runs before the plugin's hook, which is the route's own.
    app.addHook('onSend', (_request, _reply, payload, done) => {
      done(
        null,
        typeof payload === 'string' && payload.length >= COMPRESSION_THRESHOLD_BYTES ? Buffer.from(payload) : payload,
      );
    });
  },
  { name: 'compression' },
);
