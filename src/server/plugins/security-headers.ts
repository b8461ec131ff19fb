import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Powerful browser features the app never uses, denied to it and to anything it might embed: a
 * script injected despite the CSP still cannot reach the camera, the microphone or a payment sheet.
 * Only features Chromium knows: for each one it does not ('ambient-light-sensor' and 'bluetooth' were
 * two) it logs 'Error with Permissions-Policy header' on every page, in the console developers read
 * requests in. A browser that ships one of them later would want it added back.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Security headers on every response; the CSP allows no inline or foreign script. Helmet's middleware
 * is built once: @fastify/helmet built it again for every request (parsing the CSP directives each
 * time), 7 % of a signed-in request's time on a route that answers from memory.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Emotion (MUI's styling engine) inserts <style> tags at runtime; without 'unsafe-inline'
          // for styles the app renders unstyled. Scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Same answer as frame-ancestors 'none', for browsers that only know the old header.
      frameguard: { action: 'deny' },
      // HSTS only makes sense behind HTTPS: on with Secure cookies (by default when PUBLIC_URL is https).
      hsts: app.config.cookieSecure,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // Helmet calls back synchronously, with the error of a header it could not set: the request
      // fails then, rather than going out without the headers after it.
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
        if (error === undefined) done();
        else done(error instanceof Error ? error : new Error(String(error)));
      });
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
