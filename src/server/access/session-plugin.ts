import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseChanges } from '../db/database-changes';
import { mayChangeState } from '../http/request-changes';
import { isStaticAssetPath } from '../http/static-asset-path';
import { SIGNED_IN_AS_HEADER_NAME } from '@shared/api-paths';
import { SESSION_COOKIE_NAME } from './cookie-names';
import { SESSION_FACTS_CHANNEL, SessionCache } from './session-cache';
import type { SessionForRequest } from './sessions-repository';
import { newSessionToken, sessionIdOf } from './session-token';
import { toSessionUser } from './session-user';

// Sliding the idle deadline costs a write; once a minute is precise enough for a 30-minute timeout.
const TOUCH_INTERVAL_MS = 60_000;
// Expired sessions are kept this long before housekeeping deletes them, so a browser that comes back
// after its idle timeout hears 'Session has timed out.' rather than 'Not logged in.'.
const EXPIRED_SESSION_MEMORY_MS = 24 * 60 * 60_000;

/** The page names the user it was loaded for (SIGNED_IN_AS_HEADER_NAME), and the session is another's. */
function loadedForAnother(request: FastifyRequest, username: string): boolean {
  const named = request.headers[SIGNED_IN_AS_HEADER_NAME.toLowerCase()];
  if (typeof named !== 'string') return false;
  try {
    return decodeURIComponent(named) !== username;
  } catch {
    return true;
  }
}

/** What the session list keeps of a User-Agent: enough to recognise the browser. */
const USER_AGENT_MAX_LENGTH = 300;

export interface SessionPluginOptions {
  /** The database's announcements of committed changes; without them every request reads its session. */
  changes?: DatabaseChanges;
}

/**
 * Server-side sessions: the cookie holds 256 random bits, the database their SHA-256. Each request
 * under a valid session gets `request.user`; an idle or unknown session is dropped and its cookie cleared.
 * A session's facts are kept for a few seconds between the database's announcements of their changes
 * (session-cache.ts).
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app: FastifyInstance, { changes }) => {
    const { sessions, users } = app.repos;
    const idleMs = app.config.sessionIdleMinutes * 60_000;
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.cookieSecure } as const;

    const cache = new SessionCache(app.config.sessionCacheSeconds * 1000);
    if (changes && app.config.sessionCacheSeconds > 0) {
      app.addHook('onClose', await cache.hear(changes, SESSION_FACTS_CHANNEL));
    }
    /** The request may change something: what it is allowed to do is read afresh, and it forgets what was kept. */
    const changesSomething = (request: FastifyRequest) =>
      mayChangeState(request) && request.routeOptions.config.readsOnly !== true;
    /** Reads the session's facts and keeps them, unless a change was heard while they were read. */
    const readSession = async (id: string, now: number): Promise<SessionForRequest | null> => {
      const generation = cache.generation;
      const found = await sessions.findForRequest(id);
      if (found) cache.keep(id, found, generation, now);
      return found;
    };

    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('sessionTimedOut', false);
    app.decorateRequest('sessionEnded', false);
    app.decorateRequest('pageOfAnotherUser', false);

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE_NAME];
      if (!token || isStaticAssetPath(request.url)) return;
      const id = sessionIdOf(token);
      const now = new Date();
      // A change is decided on the facts as the database holds them now: on another server a colleague
      // may have just revoked them, and the announcement may still be on its way.
      const found =
        (changesSomething(request) ? undefined : cache.get(id, now.getTime())) ??
        (await readSession(id, now.getTime()));
      if (!found || found.session.expiresAt <= now) {
        if (found) {
          await sessions.delete(id);
          cache.forget(id);
          request.sessionTimedOut = true;
        }
        // Idle, or ended (signed out, everywhere else too, a password change, a lock): either way the
        // page's next change must hear 401, which keeps its form and asks to sign in, not the XSRF 403
        // its token, bound to the ended session, would otherwise earn (xsrf-plugin.ts).
        request.sessionEnded = true;
        reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions);
        return;
      }
      request.sessionToken = token;
      if (loadedForAnother(request, found.user.username)) {
        // Another user signed in, in this browser, since the page was loaded: the session it was loaded
        // under has ended for it, and its change must not go in the other's name. The other's session and
        // its XSRF cookie stay (the token is still issued for it, and still checked), so the other's tab goes on.
        request.pageOfAnotherUser = true;
        return;
      }
      request.user = toSessionUser(found.user, found.organisationIds, app.now());
      if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await sessions.touch(id, now, new Date(now.getTime() + idleMs));
        cache.forget(id);
      }
    });

    // A change this server made is forgotten before its answer leaves, not only when the database's
    // announcement arrives: the next request of the same browser must not meet the facts from before it.
    app.addHook('onSend', async (request) => {
      if (changesSomething(request)) cache.forgetAll();
    });

    const manager: SessionManager = {
      async start(request: FastifyRequest, reply: FastifyReply, userId: number) {
        // A new id at every login: a session id planted before login is worthless after it.
        if (request.sessionToken) {
          await sessions.delete(sessionIdOf(request.sessionToken));
          cache.forget(sessionIdOf(request.sessionToken));
        }
        const now = new Date();
        await sessions.deleteExpired(new Date(now.getTime() - EXPIRED_SESSION_MEMORY_MS));
        const token = newSessionToken();
        await sessions.create({
          id: sessionIdOf(token),
          userId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + idleMs),
          userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
          address: request.ip,
        });
        reply.setCookie(SESSION_COOKIE_NAME, token, cookieOptions);
        request.sessionToken = token;
        const user = await users.findById(userId);
        request.user = user ? toSessionUser(user, await users.membershipIds(userId), app.now()) : null;
        app.xsrf.issue(request, reply);
      },
      async end(request: FastifyRequest, reply: FastifyReply) {
        const token = request.sessionToken ?? request.cookies[SESSION_COOKIE_NAME];
        if (token) {
          await sessions.delete(sessionIdOf(token));
          cache.forget(sessionIdOf(token));
        }
        reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions);
        request.sessionToken = null;
        request.user = null;
        app.xsrf.issue(request, reply);
      },
    };
    app.decorate('sessions', manager);
  },
  { name: 'session', dependencies: ['config', 'clock', 'repositories'] },
);

export interface SessionManager {
  /** Starts a new session for the user (dropping any current one) and sets the cookie. */
  start(
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
    userId: number,
  ): Promise<void>;
  /** Ends the current session, if any, and clears the cookie. */
  end(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply): Promise<void>;
}
