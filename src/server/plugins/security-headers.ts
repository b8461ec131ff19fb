import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * The headers a helmet middleware sets, worked out once. With the options below each of its parts sets
 * the same value whatever the request (no nonce, no directive given as a function), so it runs once,
 * at start, against a response that records them. It calls back synchronously, with the error of a
 * header it could not set: the server then does not start, rather than answer without it.
 */
function fixedHeadersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  let outcome: unknown = new Error('Helmet did not call back.');
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    outcome = error;
  });
  if (outcome !== undefined) throw outcome instanceof Error ? outcome : new Error(String(outcome));
  return headers;
}

/**
 * Security headers on every response; the CSP allows no inline or foreign script. Helmet's headers
 * are worked out once (`fixedHeadersOf`) and set on the reply with the others: run per request, its
 * middleware set each on the raw response, and a header set there made Node set every header of the
 * reply again, one checked call each, on every answer.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const helmetHeaders = fixedHeadersOf(
      helmet({
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
      }),
    );
    const headers = { ...helmetHeaders, 'permissions-policy': PERMISSIONS_POLICY };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
