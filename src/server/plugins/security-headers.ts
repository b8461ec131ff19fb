import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers on every response; the CSP allows no inline or foreign script. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
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
      // HSTS only makes sense behind HTTPS, which COOKIE_SECURE signals.
      hsts: app.config.cookieSecure,
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
