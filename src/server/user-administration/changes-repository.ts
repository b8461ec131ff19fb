import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { UserAdministrationAction, UserDetails, UserValues } from '@shared/contract/admin-user-changes';
import type { Database } from '../db/database';
import {
  loginThrottle,
  organisations,
  sessions,
  twoFactorStates,
  userAdministrationEvents,
  userOrganisations,
  users,
} from '../db/schema';

/** The history's sentence for a user created (`before` undefined) or changed; null when nothing changed. */
export type DescribeChange = (
  before: UserValues | undefined,
  after: UserValues,
  organisationNames: ReadonlyMap<number, string>,
) => string | null;

/** The administrator making a change, as the user's history names them. */
export interface Actor {
  id: number;
  name: string;
}

type UserRow = typeof users.$inferSelect;

/** A command as its repeat is recognised: who sends it, what it records, what it leaves the user as. */
interface Repeat {
  actor: Actor;
  action: UserAdministrationAction;
  holds: (user: UserRow) => boolean | Promise<boolean>;
}

/** Why a change was not made: the user is unknown, the form was stale, or the rules forbid it. */
export type Refusal =
  | { refused: 'not-found' }
  | { refused: 'stale'; version: number; by: string | null; at: Date | null }
  | { refused: 'last-admin' }
  | { refused: 'unknown-organisation' }
  | { refused: 'username-taken' };

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** Who can still sign in as an administrator, besides `exceptId`; the rows stay locked until commit. */
async function otherActiveAdmins(tx: Database, exceptId: number): Promise<number> {
  // FOR UPDATE: of two admins taking their own rights away at once, the second waits and then sees the first gone.
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.lockedAt)))
    .for('update');
  return rows.filter((row) => row.id !== exceptId).length;
}

/**
 * Writes a set-password link and its mail with the transaction's handle, so both exist if and only if
 * the change that mails it commits; the function it answers hands the mail on once it has.
 */
export type MailLink = (tx: Database, user: { id: number; email: string; firstName: string }) => Promise<() => void>;

/** The administration's changes to users, each written with its history event in one transaction. */
export function createUserChangesRepository(db: Database, describe: DescribeChange) {
  async function record(
    tx: Database,
    userId: number,
    actor: Actor,
    at: Date,
    action: UserAdministrationAction,
    detail: string,
  ) {
    await tx
      .insert(userAdministrationEvents)
      .values({ userId, adminId: actor.id, adminName: actor.name, occurredAt: at, action, detail });
  }

  async function organisationNames(tx: Database, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: organisations.id, name: organisations.displayName })
      .from(organisations)
      .where(inArray(organisations.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function setMemberships(tx: Database, userId: number, organisationIds: readonly number[]) {
    await tx.delete(userOrganisations).where(eq(userOrganisations.userId, userId));
    if (organisationIds.length === 0) return;
    await tx.insert(userOrganisations).values(organisationIds.map((organisationId) => ({ userId, organisationId })));
  }

  /**
   * The latest change on record, for a stale form's message; a user never changed through the
   * administration (a seeded one) has none, and the message says no time rather than 1970.
   */
  async function staleRefusal(tx: Database, userId: number, version: number): Promise<Refusal> {
    const [latest] = await tx
      .select({ by: userAdministrationEvents.adminName, at: userAdministrationEvents.occurredAt })
      .from(userAdministrationEvents)
      .where(eq(userAdministrationEvents.userId, userId))
      .orderBy(desc(userAdministrationEvents.id))
      .limit(1);
    return { refused: 'stale', version, by: latest?.by ?? null, at: latest?.at ?? null };
  }

  /**
   * The user locked for the change, or the answer without one: why it cannot go on from `version`, or,
   * for the same command sent again (a retry after a lost answer, a double click), the version it made.
   * That is the version after the form's, this administrator's latest change of that kind (by id), with
   * the user already as the command asks (`repeat.holds`).
   */
  async function lockedUser(
    tx: Database,
    id: number,
    version: number,
    repeat: Repeat,
  ): Promise<{ user: UserRow; answer?: undefined } | { user?: undefined; answer: Refusal | { version: number } }> {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) return { answer: { refused: 'not-found' } };
    if (user.version === version) return { user };
    if (user.version === version + 1 && (await repeat.holds(user)) && (await isLatestChange(tx, id, repeat)))
      return { answer: { version: user.version } };
    return { answer: await staleRefusal(tx, id, user.version) };
  }

  /** Whether the user's latest recorded change is this administrator's, of this kind. */
  async function isLatestChange(tx: Database, userId: number, { actor, action }: Repeat): Promise<boolean> {
    const [latest] = await tx
      .select({ adminId: userAdministrationEvents.adminId, action: userAdministrationEvents.action })
      .from(userAdministrationEvents)
      .where(eq(userAdministrationEvents.userId, userId))
      .orderBy(desc(userAdministrationEvents.id))
      .limit(1);
    return latest?.adminId === actor.id && latest.action === action;
  }

  const bump = { version: sql`${users.version} + 1` };

  /**
   * The sign-in throttle's count of the user's name, as the login keys it (lower-cased): failed
   * passwords lock it for a while, apart from an administrator's lock.
   */
  const throttleOfName = (username: string) =>
    and(eq(loginThrottle.kind, 'name'), eq(loginThrottle.key, sql`lower(${username})`));

  /** Whether failed passwords keep the user out at `now`. */
  async function throttleLocked(tx: Database, username: string, now: Date): Promise<boolean> {
    const [row] = await tx
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(and(throttleOfName(username), gt(loginThrottle.lockedUntil, now)));
    return row !== undefined;
  }

  /** Whether the user is as a lock (`true`) or an unlock (`false`) leaves them: locked, or free to sign in. */
  const lockHolds = async (tx: Database, user: UserRow, locked: boolean, now: Date): Promise<boolean> =>
    locked ? user.lockedAt !== null : user.lockedAt === null && !(await throttleLocked(tx, user.username, now));

  /**
   * The user a create asks for, when this administrator created them with exactly these values since
   * `retriesSince` and nothing has changed them since (a double click, a retry after a lost answer).
   */
  async function sameCreateAgain(values: UserValues & { username: string }, actor: Actor, retriesSince: Date) {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, values.username.toLowerCase()));
    if (!user || user.version !== 1 || user.username !== values.username) return null;
    const sameValues =
      user.firstName === values.firstName &&
      user.lastName === values.lastName &&
      user.email === values.email &&
      user.isAdmin === values.isAdmin &&
      user.canEditHelp === values.canEditHelp;
    if (!sameValues) return null;
    const memberships = await db
      .select({ id: userOrganisations.organisationId })
      .from(userOrganisations)
      .where(eq(userOrganisations.userId, user.id));
    const asked = new Set(values.organisationIds);
    if (memberships.length !== asked.size || !memberships.every(({ id }) => asked.has(id))) return null;
    const [created] = await db
      .select()
      .from(userAdministrationEvents)
      .where(eq(userAdministrationEvents.userId, user.id))
      .orderBy(desc(userAdministrationEvents.id))
      .limit(1);
    const byThisAdmin = created?.action === 'CREATED' && created.adminId === actor.id;
    return byThisAdmin && created.occurredAt >= retriesSince ? { id: user.id, again: true as const } : null;
  }

  return {
    async details(id: number, now: Date): Promise<UserDetails | null> {
      const [user] = await db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          isAdmin: users.isAdmin,
          canEditHelp: users.canEditHelp,
          version: users.version,
          twoFactor: sql<boolean>`${users.totpSecret} IS NOT NULL`,
          lockedAt: users.lockedAt,
          lockedUntil: loginThrottle.lockedUntil,
          organisationIds: sql<number[]>`ARRAY(SELECT ${userOrganisations.organisationId} FROM ${userOrganisations}
            WHERE ${userOrganisations.userId} = ${users.id} ORDER BY 1)`,
          activeSessions: sql<number>`(SELECT count(*)::int FROM ${sessions} WHERE ${sessions.userId} = ${users.id} AND ${sessions.expiresAt} > ${now})`,
        })
        .from(users)
        .leftJoin(
          loginThrottle,
          and(
            eq(loginThrottle.kind, 'name'),
            eq(loginThrottle.key, sql`lower(${users.username})`),
            gt(loginThrottle.lockedUntil, now),
          ),
        )
        .where(eq(users.id, id));
      if (!user) return null;
      const history = await db
        .select({
          occurredAt: userAdministrationEvents.occurredAt,
          adminName: userAdministrationEvents.adminName,
          action: userAdministrationEvents.action,
          detail: userAdministrationEvents.detail,
        })
        .from(userAdministrationEvents)
        .where(eq(userAdministrationEvents.userId, id))
        .orderBy(desc(userAdministrationEvents.id))
        .limit(200);
      return {
        ...user,
        lockedAt: user.lockedAt?.toISOString() ?? null,
        lockedUntil: user.lockedUntil?.toISOString() ?? null,
        history: history.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })),
      };
    },

    async organisationChoices() {
      return db
        .select({ id: organisations.id, displayName: organisations.displayName })
        .from(organisations)
        .orderBy(sql`${organisations.displayName} COLLATE "und-x-icu"`, organisations.id);
    },

    /**
     * A new user who cannot sign in until they set a password through the mailed link. The same create
     * from the same administrator since `retriesSince` answers the user it made, marked `again`.
     */
    async create(
      values: UserValues & { username: string; passwordHash: string },
      actor: Actor,
      now: Date,
      retriesSince: Date,
      mailLink: MailLink,
    ): Promise<{ id: number; again?: true; handOn?: () => void } | Refusal> {
      try {
        return await db.transaction(async (tx) => {
          const names = await organisationNames(tx, values.organisationIds);
          if (names.size !== values.organisationIds.length) return { refused: 'unknown-organisation' } as const;
          const [row] = await tx
            .insert(users)
            .values({
              username: values.username,
              firstName: values.firstName,
              lastName: values.lastName,
              email: values.email,
              passwordHash: values.passwordHash,
              organisationId: values.organisationIds[0] ?? null,
              isAdmin: values.isAdmin,
              canEditHelp: values.canEditHelp,
              passwordChangedAt: now,
              createdAt: now,
            })
            .returning({ id: users.id });
          if (!row) throw new Error(`Creating user ${values.username} returned no row.`);
          await setMemberships(tx, row.id, values.organisationIds);
          await record(
            tx,
            row.id,
            actor,
            now,
            'CREATED',
            `${describe(undefined, values, names) ?? ''}; a set-password link mailed`,
          );
          return {
            id: row.id,
            handOn: await mailLink(tx, { id: row.id, email: values.email, firstName: values.firstName }),
          };
        });
      } catch (error) {
        if (isUniqueViolation(error))
          return (await sameCreateAgain(values, actor, retriesSince)) ?? { refused: 'username-taken' };
        throw error;
      }
    },

    /** Names, e-mail, memberships and roles, from the version the form was loaded at. */
    async change(
      id: number,
      values: UserValues,
      version: number,
      actor: Actor,
      now: Date,
    ): Promise<{ version: number } | Refusal> {
      return db.transaction(async (tx) => {
        // What the form asks, described against the user as stored: null when there is nothing to change.
        const changesOf = async (stored: UserRow) => {
          const before = {
            ...stored,
            organisationIds: (
              await tx
                .select({ id: userOrganisations.organisationId })
                .from(userOrganisations)
                .where(eq(userOrganisations.userId, id))
            ).map((row) => row.id),
          };
          const names = await organisationNames(tx, [
            ...new Set([...before.organisationIds, ...values.organisationIds]),
          ]);
          const known = values.organisationIds.every((organisationId) => names.has(organisationId));
          return { known, description: known ? describe(before, values, names) : null };
        };
        const { user, answer } = await lockedUser(tx, id, version, {
          actor,
          action: 'CHANGED',
          holds: async (stored) => {
            const { known, description } = await changesOf(stored);
            return known && description === null;
          },
        });
        if (!user) return answer;
        if (user.isAdmin && !values.isAdmin && (await otherActiveAdmins(tx, id)) === 0)
          return { refused: 'last-admin' } as const;
        const { known, description } = await changesOf(user);
        if (!known) return { refused: 'unknown-organisation' } as const;
        // Saving an unchanged form is no change: no new version, nothing in the history.
        if (description === null) return { version: user.version };
        const organisationId =
          user.organisationId !== null && values.organisationIds.includes(user.organisationId)
            ? user.organisationId
            : (values.organisationIds[0] ?? null);
        const [row] = await tx
          .update(users)
          .set({
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            isAdmin: values.isAdmin,
            canEditHelp: values.canEditHelp,
            organisationId,
            ...bump,
          })
          .where(eq(users.id, id))
          .returning({ version: users.version });
        await setMemberships(tx, id, values.organisationIds);
        await record(tx, id, actor, now, 'CHANGED', description);
        return { version: row?.version ?? version + 1 };
      });
    },

    /**
     * Lock or unlock; locking ends every session of the user at once. Unlocking lifts the sign-in
     * throttle's lock of the user's name as well: "May sign in again" holds whichever lock kept them out.
     * A user already as asked is no change: no new version, nothing in the history.
     */
    async setLocked(
      id: number,
      locked: boolean,
      version: number,
      actor: Actor,
      now: Date,
    ): Promise<{ version: number } | Refusal> {
      return db.transaction(async (tx) => {
        const { user, answer } = await lockedUser(tx, id, version, {
          actor,
          action: locked ? 'LOCKED' : 'UNLOCKED',
          holds: (stored) => lockHolds(tx, stored, locked, now),
        });
        if (!user) return answer;
        if (await lockHolds(tx, user, locked, now)) return { version: user.version };
        if (locked && user.isAdmin && (await otherActiveAdmins(tx, id)) === 0)
          return { refused: 'last-admin' } as const;
        const [row] = await tx
          .update(users)
          .set({ lockedAt: locked ? now : null, ...bump })
          .where(eq(users.id, id))
          .returning({ version: users.version });
        if (locked) await tx.delete(sessions).where(eq(sessions.userId, id));
        // The name's failures are forgiven, as a reset password forgives them; a client address's stand.
        else await tx.delete(loginThrottle).where(throttleOfName(user.username));
        await record(
          tx,
          id,
          actor,
          now,
          locked ? 'LOCKED' : 'UNLOCKED',
          locked ? 'Cannot sign in; every session ended.' : 'May sign in again.',
        );
        return { version: row?.version ?? version + 1 };
      });
    },

    /** The second factor is gone: the user sets one up again at the next sign-in, and is signed out now. */
    async resetTwoFactor(id: number, version: number, actor: Actor, now: Date): Promise<{ version: number } | Refusal> {
      return db.transaction(async (tx) => {
        const { user, answer } = await lockedUser(tx, id, version, {
          actor,
          action: 'TWO_FACTOR_RESET',
          holds: (stored) => stored.totpSecret === null && stored.setupTwoFactor,
        });
        if (!user) return answer;
        const [row] = await tx
          .update(users)
          .set({ totpSecret: null, setupTwoFactor: true, ...bump })
          .where(eq(users.id, id))
          .returning({ version: users.version });
        await tx.delete(twoFactorStates).where(eq(twoFactorStates.userId, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await record(
          tx,
          id,
          actor,
          now,
          'TWO_FACTOR_RESET',
          'Sets up a second factor at the next sign-in; every session ended.',
        );
        return { version: row?.version ?? version + 1 };
      });
    },

    /** Every session of the user but the acting admin's own current one ends. */
    async endSessions(
      id: number,
      version: number,
      actor: Actor,
      now: Date,
      keepSessionId: string | undefined,
    ): Promise<{ version: number } | Refusal> {
      return db.transaction(async (tx) => {
        // Sent again, it ends nothing more: sessions begun since the first are not the ones it meant.
        const { user, answer } = await lockedUser(tx, id, version, {
          actor,
          action: 'SESSIONS_ENDED',
          holds: () => true,
        });
        if (!user) return answer;
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, id), keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId)))
          .returning({ id: sessions.id });
        const [row] = await tx.update(users).set(bump).where(eq(users.id, id)).returning({ version: users.version });
        await record(
          tx,
          id,
          actor,
          now,
          'SESSIONS_ENDED',
          `${ended.length} session${ended.length === 1 ? '' : 's'} ended.`,
        );
        return { version: row?.version ?? version + 1 };
      });
    },

    /** Records that a set-password link went out; the link itself is made by the caller. */
    async passwordMailSent(
      id: number,
      version: number,
      actor: Actor,
      now: Date,
      detail: string,
      mailLink: MailLink,
    ): Promise<{ version: number; handOn?: () => void } | Refusal> {
      return db.transaction(async (tx) => {
        // Sent again, it mails no second link: the answer has no user to mail.
        const { user, answer } = await lockedUser(tx, id, version, {
          actor,
          action: 'PASSWORD_MAIL_SENT',
          holds: () => true,
        });
        if (!user) return answer;
        const [row] = await tx.update(users).set(bump).where(eq(users.id, id)).returning({ version: users.version });
        await record(tx, id, actor, now, 'PASSWORD_MAIL_SENT', detail);
        return {
          version: row?.version ?? version + 1,
          handOn: await mailLink(tx, { id, email: user.email, firstName: user.firstName }),
        };
      });
    },
  };
}

export type UserChangesRepository = ReturnType<typeof createUserChangesRepository>;
