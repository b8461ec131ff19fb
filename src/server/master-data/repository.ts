import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  lacksRequiredName,
  type MasterData,
  type MasterDataKind,
  type NewMasterDataCode,
} from '@shared/contract/master-data';
import type { Database } from '../db/database';
import { masterDataCodes, masterDataEvents, reportingRecords, reportingRecordVersions } from '../db/schema';
import { OPEN_TRADE_ACTION_TYPES } from '@shared/contract/remit-lifecycle';

export interface Actor {
  id: number;
  name: string;
}

type Action = (typeof masterDataEvents.$inferInsert)['action'];
export type Refusal =
  | { refused: 'not-found' }
  | { refused: 'stale'; version: number; by: string | null; at: Date }
  | { refused: 'duplicate' }
  | { refused: 'name-required' }
  | { refused: 'in-use'; count: number };
type Row = typeof masterDataCodes.$inferSelect;

const isNotFound = (answer: Refusal | { version: number }): boolean =>
  'refused' in answer && answer.refused === 'not-found';

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** An organisation's master data and its history; every change writes its event in the same transaction. */
export function createMasterDataRepository(db: Database) {
  /** Writes the event of a change that left the entry (`row`) at `entryVersion`. */
  async function record(
    tx: Database,
    row: Pick<Row, 'id' | 'organisationId' | 'kind' | 'code'>,
    entryVersion: number,
    actor: Actor,
    at: Date,
    action: Action,
    detail: string,
  ) {
    await tx.insert(masterDataEvents).values({
      organisationId: row.organisationId,
      kind: row.kind,
      code: row.code,
      entryId: row.id,
      entryVersion,
      actorId: actor.id,
      actorName: actor.name,
      occurredAt: at,
      action,
      detail,
    });
  }

  /**
   * The entry locked for a change from `version`, or the answer without one (why not, mostly). The
   * same change sent again (a retry after a lost answer, a double click) finds the version it made, by
   * this user (the latest event's, by id), already holding what it asks (`holds`): that is no stale
   * view, and it answers as the first did.
   */
  async function lockedEntry(
    tx: Database,
    id: number,
    organisationId: number,
    change: { version: number; actor: Actor; holds: (row: Row) => boolean },
  ): Promise<{ row: Row; answer?: undefined } | { row?: undefined; answer: Refusal | { version: number } }> {
    const [row] = await tx
      .select()
      .from(masterDataCodes)
      .where(and(eq(masterDataCodes.id, id), eq(masterDataCodes.organisationId, organisationId)))
      .for('update');
    if (!row) return { answer: { refused: 'not-found' } };
    const sameChangeAgain =
      row.version === change.version + 1 && change.holds(row) && (await lastActorId(tx, row)) === change.actor.id;
    if (sameChangeAgain) return { answer: { version: row.version } };
    if (row.version !== change.version)
      return { answer: { refused: 'stale', version: row.version, by: row.updatedBy, at: row.updatedAt } };
    return { row };
  }

  /** The latest event of an entry by its id, whether the entry is still there or not. */
  async function latestEventOf(tx: Database, organisationId: number, entryId: number) {
    const [event] = await tx
      .select({
        actorId: masterDataEvents.actorId,
        action: masterDataEvents.action,
        entryVersion: masterDataEvents.entryVersion,
        occurredAt: masterDataEvents.occurredAt,
      })
      .from(masterDataEvents)
      .where(and(eq(masterDataEvents.organisationId, organisationId), eq(masterDataEvents.entryId, entryId)))
      .orderBy(desc(masterDataEvents.id))
      .limit(1);
    return event ?? null;
  }

  /**
   * The entry an add asks for, when it already stands as this user's add left it (a retry after a lost
   * answer, a double click): the same kind, code and name, unchanged since this user added it, since
   * `retriesSince` (later, the same add is a new intent, and the code is listed twice).
   */
  async function sameAddAgain(
    organisationId: number,
    entry: Omit<NewMasterDataCode, 'organisationId'>,
    actor: Actor,
    retriesSince: Date,
  ): Promise<{ id: number } | null> {
    const [row] = await db
      .select()
      .from(masterDataCodes)
      .where(
        and(
          eq(masterDataCodes.organisationId, organisationId),
          eq(masterDataCodes.kind, entry.kind),
          eq(masterDataCodes.code, entry.code),
        ),
      );
    if (!row || row.version !== 1 || row.name !== entry.name) return null;
    const added = await latestEventOf(db, organisationId, row.id);
    const same = added?.action === 'ADDED' && added.actorId === actor.id && added.occurredAt >= retriesSince;
    return same ? { id: row.id } : null;
  }

  /** Who made the entry's latest change, by id: two users may share a name. */
  async function lastActorId(tx: Database, row: Row): Promise<number | null> {
    const [event] = await tx
      .select({ actorId: masterDataEvents.actorId })
      .from(masterDataEvents)
      .where(
        and(
          eq(masterDataEvents.organisationId, row.organisationId),
          eq(masterDataEvents.kind, row.kind),
          eq(masterDataEvents.code, row.code),
        ),
      )
      .orderBy(desc(masterDataEvents.id))
      .limit(1);
    return event?.actorId ?? null;
  }

  const changed = (actor: Actor, now: Date) => ({
    version: sql`${masterDataCodes.version} + 1`,
    updatedAt: now,
    updatedBy: actor.name,
  });

  return {
    async read(organisationId: number): Promise<Omit<MasterData, 'mayChange'>> {
      const codes = await db
        .select()
        .from(masterDataCodes)
        .where(eq(masterDataCodes.organisationId, organisationId))
        .orderBy(asc(masterDataCodes.kind), sql`${masterDataCodes.code} COLLATE "C"`);
      const history = await db
        .select({
          occurredAt: masterDataEvents.occurredAt,
          actorName: masterDataEvents.actorName,
          action: masterDataEvents.action,
          kind: masterDataEvents.kind,
          code: masterDataEvents.code,
          detail: masterDataEvents.detail,
        })
        .from(masterDataEvents)
        .where(eq(masterDataEvents.organisationId, organisationId))
        .orderBy(desc(masterDataEvents.id))
        .limit(50);
      return {
        codes: codes.map(({ organisationId: _organisation, retiredAt, updatedAt, ...code }) => ({
          ...code,
          retiredAt: retiredAt?.toISOString() ?? null,
          updatedAt: updatedAt.toISOString(),
        })),
        history: history.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })),
      };
    },

    /**
     * The codes of a kind a value set offers: not retired, and of the retired ones those in `kept` (what the
     * report being changed names already).
     */
    async offered(
      organisationId: number,
      kind: MasterDataKind,
      kept: readonly string[] = [],
      /**
       * Only these codes, their rows locked against a delete or a retirement until the transaction
       * ends: a report about to name them is stored before either can count who names them.
       */
      lockedOnly?: readonly string[],
    ): Promise<{ code: string; name: string }[]> {
      if (lockedOnly?.length === 0) return [];
      const notRetired = isNull(masterDataCodes.retiredAt);
      const query = db
        .select({ code: masterDataCodes.code, name: masterDataCodes.name })
        .from(masterDataCodes)
        .where(
          and(
            eq(masterDataCodes.organisationId, organisationId),
            eq(masterDataCodes.kind, kind),
            kept.length > 0 ? or(notRetired, inArray(masterDataCodes.code, [...kept])) : notRetired,
            lockedOnly ? inArray(masterDataCodes.code, [...lockedOnly]) : undefined,
          ),
        )
        .orderBy(asc(masterDataCodes.name), asc(masterDataCodes.code));
      return lockedOnly ? query.for('share') : query;
    },

    async add(
      organisationId: number,
      entry: Omit<NewMasterDataCode, 'organisationId'>,
      actor: Actor,
      now: Date,
      retriesSince: Date,
    ): Promise<{ id: number } | Refusal> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(masterDataCodes)
            .values({
              organisationId,
              kind: entry.kind,
              code: entry.code,
              name: entry.name,
              updatedAt: now,
              updatedBy: actor.name,
            })
            .returning();
          if (!row) throw new Error('Adding a master data code returned no row.');
          await record(tx, row, row.version, actor, now, 'ADDED', entry.name ? `Added as '${entry.name}'.` : 'Added.');
          return { id: row.id };
        });
      } catch (error) {
        if (isUniqueViolation(error))
          return (await sameAddAgain(organisationId, entry, actor, retriesSince)) ?? { refused: 'duplicate' };
        throw error;
      }
    },

    async rename(
      id: number,
      organisationId: number,
      name: string,
      version: number,
      actor: Actor,
      now: Date,
    ): Promise<{ version: number } | Refusal> {
      return db.transaction(async (tx) => {
        const { row, answer } = await lockedEntry(tx, id, organisationId, {
          version,
          actor,
          holds: (entry) => entry.name === name,
        });
        if (!row) return answer;
        // The kind is the entry's, so only here can the contract's "a name where value sets show one" hold.
        if (lacksRequiredName(row.kind, name)) return { refused: 'name-required' };
        if (row.name === name) return { version: row.version };
        const [updated] = await tx
          .update(masterDataCodes)
          .set({ name, ...changed(actor, now) })
          .where(eq(masterDataCodes.id, id))
          .returning({ version: masterDataCodes.version });
        const after = updated?.version ?? version + 1;
        await record(tx, row, after, actor, now, 'RENAMED', `'${row.name}' → '${name}'.`);
        return { version: after };
      });
    },

    async setRetired(
      id: number,
      organisationId: number,
      retired: boolean,
      version: number,
      actor: Actor,
      now: Date,
    ): Promise<{ version: number } | Refusal> {
      return db.transaction(async (tx) => {
        const isAsAsked = (entry: Row) => (entry.retiredAt !== null) === retired;
        const { row, answer } = await lockedEntry(tx, id, organisationId, { version, actor, holds: isAsAsked });
        if (!row) return answer;
        if (isAsAsked(row)) return { version: row.version };
        const [updated] = await tx
          .update(masterDataCodes)
          .set({ retiredAt: retired ? now : null, ...changed(actor, now) })
          .where(eq(masterDataCodes.id, id))
          .returning({ version: masterDataCodes.version });
        const after = updated?.version ?? version + 1;
        await record(
          tx,
          row,
          after,
          actor,
          now,
          retired ? 'RETIRED' : 'REINSTATED',
          retired ? 'No value set offers it any more.' : 'Offered again.',
        );
        return { version: after };
      });
    },

    /**
     * Deletes an entry no open report names; one that is named is refused with how many do. The same
     * delete again (this user's, of the version they deleted, since `retriesSince`) answers as the
     * first did; any other request for an entry that is gone, not found.
     */
    async delete(
      id: number,
      organisationId: number,
      version: number,
      actor: Actor,
      now: Date,
      retriesSince: Date,
    ): Promise<{ version: number } | Refusal> {
      const deletedBefore = async (tx: Database): Promise<{ version: number } | Refusal> => {
        const event = await latestEventOf(tx, organisationId, id);
        const same =
          event?.action === 'DELETED' &&
          event.actorId === actor.id &&
          event.entryVersion === version &&
          event.occurredAt >= retriesSince;
        return same ? { version } : { refused: 'not-found' };
      };
      return db.transaction(async (tx) => {
        const { row, answer } = await lockedEntry(tx, id, organisationId, { version, actor, holds: () => false });
        if (!row) return isNotFound(answer) ? deletedBefore(tx) : answer;
        const count = await openReportsNaming(tx, organisationId, row.code);
        if (count > 0) return { refused: 'in-use', count };
        await tx.delete(masterDataCodes).where(eq(masterDataCodes.id, id));
        await record(tx, row, row.version, actor, now, 'DELETED', row.name ? `'${row.name}' deleted.` : 'Deleted.');
        return { version: row.version };
      });
    },
  };
}

/**
 * The organisation's REMIT reports still open whose latest version names `code` as a value anywhere in
 * the trade: a party, trader or delivery point. Open as the trade's lifecycle says (its latest report
 * neither a cancellation nor a deletion), not by the record's state, which moves on to SENT and
 * ACKNOWLEDGED once a cancellation is transmitted.
 */
async function openReportsNaming(tx: Database, organisationId: number, code: string): Promise<number> {
  const quoted = JSON.stringify(code);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(reportingRecords)
    .innerJoin(reportingRecordVersions, eq(reportingRecordVersions.recordId, reportingRecords.id))
    .where(
      and(
        eq(reportingRecords.organisationId, organisationId),
        sql`${reportingRecords.documentType} IN ('REMIT_TABLE_1', 'REMIT_TABLE_2')`,
        sql`${reportingRecordVersions.version} = (SELECT max(latest.version) FROM ${reportingRecordVersions} AS latest WHERE latest.record_id = ${reportingRecords.id})`,
        inArray(reportingRecordVersions.actionType, OPEN_TRADE_ACTION_TYPES),
        sql`position(${quoted} in ${reportingRecordVersions.trade}::text) > 0`,
      ),
    );
  return row?.count ?? 0;
}

export type MasterDataRepository = ReturnType<typeof createMasterDataRepository>;
