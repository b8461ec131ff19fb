import type { PendingStep } from '@shared/contract';
import type { OrganisationStanding } from './access/organisation-standing';
import type { SessionManager } from './access/session-plugin';
import type { XsrfIssuer } from './access/xsrf-plugin';
import type { SessionUser } from './access/session-user';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DatabaseChanges } from './db/database-changes';
import type { Mailer } from './mail/outgoing-mail';
import type { Repositories } from './repositories';

// What the plugins decorate, in one place so every file sees the same types.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The database's announcements of committed changes, or null where the app goes without. */
    changes: DatabaseChanges | null;
    repos: Repositories;
    sessions: SessionManager;
    xsrf: XsrfIssuer;
    /** The current time for expiry decisions (tokens, codes, lockouts); tests inject a clock. */
    now: () => Date;
    mail: Mailer;
  }
  interface FastifyRequest {
    /** The logged-in user, or null. Routes behind `requireUser` read it through `userOf`. */
    user: SessionUser | null;
    /** Raw cookie value of the valid session this request runs under; binds the XSRF token. */
    sessionToken: string | null;
    /** The anonymous pre-session nonce; binds the XSRF token while logged out. */
    presessionNonce: string | null;
    /** The request came with a session cookie whose session had expired: 401 says 'Session has timed out.' */
    sessionTimedOut: boolean;
    /** The request came with a session cookie whose session has expired or ended (signed out, ended elsewhere). */
    sessionEnded: boolean;
    /**
     * The page that sent it was loaded for another user than the session's (X-Signed-In-As): answered as
     * signed out, and the session, the other user's, is left as it is.
     */
    pageOfAnotherUser: boolean;
    /** The organisation a signed-in call works in and the user's standing there, resolved once by the signed-in parent. */
    organisation: OrganisationStanding | null;
  }
  interface FastifyContextConfig {
    /** Signed-in routes that still answer while the user must first change the password or set up 2FA. */
    allowedDuring?: readonly PendingStep[];
    /** A change that touches only the caller's own data (personal settings), which an observing admin may make too. */
    changesOnlyOwnData?: boolean;
    /**
     * A read sent as POST (a search body, a download of what the page shows): an observing admin may make
     * it, and the server keeps the caller's session facts past it (a change forgets them all).
     */
    readsOnly?: boolean;
  }
}
