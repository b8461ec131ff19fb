import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, userOrganisations, users } from '../db/schema';
import type { UserRow } from './users-repository';

export type SessionRow = typeof sessions.$inferSelect;

/** The user's facts a signed-in request needs: no password hash, no TOTP secret. */
export type SessionUserFacts = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'isAdmin'
  | 'canEditHelp'
  | 'organisationId'
  | 'changePasswordImmediately'
  | 'passwordExpiresAt'
  | 'setupTwoFactor'
>;

export interface SessionForRequest {
  session: Pick<SessionRow, 'expiresAt' | 'lastSeenAt'>;
  user: SessionUserFacts;
  /** Every organisation the user is a member of. */
  organisationIds: number[];
}

export function createSessionsRepository(db: Database) {
  /**
   * What every request under a session needs, in one round trip: the session's deadlines, the
   * user's facts and memberships. It runs on every signed-in request, so it reads no more than that,
   * and is prepared once: neither drizzle nor the database plans it again per request.
   */
  const sessionForRequest = db
    .select({
      session: { expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt },
      user: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        isAdmin: users.isAdmin,
        canEditHelp: users.canEditHelp,
        organisationId: users.organisationId,
        changePasswordImmediately: users.changePasswordImmediately,
        passwordExpiresAt: users.passwordExpiresAt,
        setupTwoFactor: users.setupTwoFactor,
      },
      organisationIds: sql<
        number[]
      >`ARRAY(SELECT ${userOrganisations.organisationId} FROM ${userOrganisations} WHERE ${userOrganisations.userId} = ${users.id} ORDER BY 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_for_request');

  return {
    async create(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The session's deadlines, the user's facts and memberships (see the statement above). */
    async findForRequest(id: string): Promise<SessionForRequest | null> {
      const [row] = await sessionForRequest.execute({ id });
      return row ?? null;
    },

    async touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends every session of the user, except `keepId` when given (a password change keeps the changer's). */
    async deleteForUser(userId: number, keepId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepId === undefined ? undefined : ne(sessions.id, keepId)));
    },

    /** The user's sessions still running at `now`, most recently seen first. */
    async listForUser(
      userId: number,
      now: Date,
    ): Promise<Pick<SessionRow, 'id' | 'userAgent' | 'address' | 'createdAt' | 'lastSeenAt'>[]> {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          address: sessions.address,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), sessions.id);
    },

    /** Ends every session of the user but `keepId`; how many ended. */
    async endOthers(userId: number, keepId: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Housekeeping: sessions nobody came back to would otherwise stay forever. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
