import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';
import { notLoggedIn } from './require-user-hooks';
import { mayChangeState } from '../http/request-changes';
import { isApiRequest } from '../http/request-path';
import { isStaticAssetPath } from '../http/static-asset-path';
import { PRESESSION_COOKIE_NAME, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './cookie-names';
import { keptXsrfTokens, xsrfTokenMatches } from './xsrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes state although its method is safe (a GET the spec prescribes, such as the
     * reset mail): it needs the XSRF header too, so an `<img>` or a link on another page cannot fire it.
     */
    changesState?: boolean;
    /**
     * The route ends the session (the logout): once its session has ended (a retry whose first answer
     * was lost, a second tab) nothing is left to guard, and the route answers as it does signed out.
     */
    endsSession?: boolean;
  }
}

/**
 * Angular-style XSRF protection bound to the session: the token is an HMAC of the session cookie
 * (or, logged out, of an anonymous pre-session nonce), so a token never outlives its session and
 * login itself is protected too. Registered after the session plugin, whose result it reads.
 */
export const xsrfPlugin = fp(
  async (app: FastifyInstance) => {
    const tokenFor = keptXsrfTokens(app.config.sessionSecret);
    const secure = app.config.cookieSecure;
    const headerName = XSRF_HEADER_NAME.toLowerCase();

    const expectedToken = (request: FastifyRequest): string =>
      tokenFor(request.sessionToken ?? `presession:${request.presessionNonce ?? ''}`);

    /** Sets the cookie when the browser's copy is not the current token; answers the current token. */
    const issue = (request: FastifyRequest, reply: FastifyReply): string => {
      const expected = expectedToken(request);
      if (request.cookies[XSRF_COOKIE_NAME] !== expected) {
        // Readable by the SPA's script (it echoes it in the header); Strict, so no other site sends it.
        reply.setCookie(XSRF_COOKIE_NAME, expected, { path: '/', httpOnly: false, sameSite: 'strict', secure });
      }
      return expected;
    };

    app.decorateRequest('presessionNonce', null);
    app.decorate('xsrf', { issue });

    app.addHook('onRequest', async (request, reply) => {
      const unsafe = mayChangeState(request);
      if (!unsafe && isStaticAssetPath(request.url)) return;
      let nonce = request.cookies[PRESESSION_COOKIE_NAME];
      if (!nonce) {
        nonce = randomBytes(16).toString('base64url');
        reply.setCookie(PRESESSION_COOKIE_NAME, nonce, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      }
      request.presessionNonce = nonce;
      const expected = issue(request, reply);
      // Every unsafe request that reaches a route is checked, whatever its path looks like: the
      // router decodes '/%61pi/...' to an API route, so a test of the raw URL would be bypassed.
      // Only a request no route matches (and not for the API) goes unchecked: the 404 changes nothing.
      // A safe method counts as unsafe on a route marked `config: { changesState: true }`, HEAD
      // included (fastify answers it with the GET's handler).
      if (unsafe && (request.routeOptions.url !== undefined || isApiRequest(request))) {
        const header = request.headers[headerName];
        const nothingToGuard = request.sessionEnded && request.routeOptions.config.endsSession;
        if (!nothingToGuard && !xsrfTokenMatches(expected, typeof header === 'string' ? header : undefined)) {
          // The token was bound to a session that has since timed out or ended, or the browser no longer
          // sends a session at all (its cookie cleared, by the browser or by another tab's answer) to a
          // route that needs one: the truth is that the user is signed out, and only a 401 lets the page
          // keep its form's values and send the user to sign in again. It says no more than the route's
          // own `requireUser` would.
          if (request.sessionEnded || (!request.user && request.routeOptions.config.signedIn))
            throw notLoggedIn(request);
          throw new HttpError(403, 'Invalid or missing XSRF token.');
        }
      }
    });
  },
  { name: 'xsrf', dependencies: ['config', 'session'] },
);

export interface XsrfIssuer {
  /** Sets the XSRF-TOKEN cookie when the browser's copy does not match the request's current binding. */
  issue(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply): string;
}
