import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedOnce } from '../db/prepared-query';
import { organisations, userOrganisations, users } from '../db/schema';
import { organisationSummaryColumns, type OrganisationSummaryRow } from './organisations-repository';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * What the user information answer shows besides the session's facts: the user's own organisation,
 * the password's deadlines, the previous login and the second factor's flags. Whether a TOTP secret is
 * set, never the secret; no password hash.
 */
export interface UserInformationFacts {
  organisation: OrganisationSummaryRow | null;
  passwordExpiresAt: Date | null;
  previousLoginAt: Date | null;
  changePasswordImmediately: boolean;
  setupTwoFactor: boolean;
  fhaUser: boolean;
  hasTotpSecret: boolean;
}

export function createUsersRepository(db: Database) {
  return {
    /** Every page load of the app asks for it: one round trip, prepared once. */
    async informationOf(id: number): Promise<UserInformationFacts | null> {
      const informationOfUser = preparedOnce(db, 'user_information', (name) =>
        db
          .select({
            organisation: organisationSummaryColumns,
            passwordExpiresAt: users.passwordExpiresAt,
            previousLoginAt: users.previousLoginAt,
            changePasswordImmediately: users.changePasswordImmediately,
            setupTwoFactor: users.setupTwoFactor,
            fhaUser: users.fhaUser,
            hasTotpSecret: sql<boolean>`(${users.totpSecret} IS NOT NULL)`,
          })
          .from(users)
          .leftJoin(organisations, eq(organisations.id, users.organisationId))
          .where(eq(users.id, sql.placeholder('id')))
          .prepare(name),
      );
      const [row] = await informationOfUser.execute({ id });
      return row ?? null;
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    async insert(user: NewUser, organisationIds: number[]): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).returning();
        if (!row) throw new Error(`Inserting user ${user.username} returned no row.`);
        if (organisationIds.length > 0) {
          await tx
            .insert(userOrganisations)
            .values(organisationIds.map((organisationId) => ({ userId: row.id, organisationId })));
        }
        return row;
      });
    },

    /** Shifts the current login into previousLoginAt: the welcome page shows the one before this. */
    async recordLogin(userId: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: at })
        .where(eq(users.id, userId));
    },

    /**
     * A new password: the user is no longer asked to change it, and it expires again in time. With
     * `replacing`, only while that is still the stored hash: false when another change came first.
     */
    async setPassword(
      userId: number,
      passwordHash: string,
      changedAt: Date,
      expiresAt: Date,
      replacing?: string,
    ): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: changedAt,
          passwordExpiresAt: expiresAt,
          changePasswordImmediately: false,
        })
        .where(
          replacing === undefined ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.passwordHash, replacing)),
        )
        .returning({ id: users.id });
      return changed.length > 0;
    },

    async membershipIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ organisationId: userOrganisations.organisationId })
        .from(userOrganisations)
        .where(eq(userOrganisations.userId, userId));
      return rows.map((row) => row.organisationId);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
