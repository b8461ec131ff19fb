import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import type { UserRow } from './users-repository';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository(db: Database) {
  return {
    async create(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },

    async findWithUser(id: string): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = await db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.id, id));
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
      await db.delete(sessions).where(and(eq(sessions.userId, userId), keepId === undefined ? undefined : ne(sessions.id, keepId)));
    },

    /** Housekeeping: sessions nobody came back to would otherwise stay forever. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
