import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { createRepositories } from '../repositories';
import { table1State, tradeStateXml } from '../remit/trade-state';
import { batches } from './batches';
import { generateMessageWorld } from './generate-message-world';
import { generateRemitWorld } from './generate-remit-world';
import { planTable1Trade, table1Version, type TradeParty } from './generate-remit-trades';
import { generateSettlementWorld } from './generate-settlement-world';
import { ReportingWorldBuilder, type ReportingWorldRows } from './reporting-world-builder';
import { pinnedReportingRecords, reportingParties } from './reporting-world-parties';
import { seedMifidPositions } from './seed-mifid-positions';
import { seededRandom } from './seeded-random';

// Any fixed number: changing it changes every generated record, and the tests that count them.
const REPORTING_SEED = 20261001;

/**
 * How many records of each family every organisation with the matching role gets. `demo` is what
 * `npm start` seeds; `small` keeps each API test file's seed short while still holding every family
 * and the reference records; `none` skips the reporting world.
 */
export const reportingScales = {
  none: null,
  small: {
    table1Trades: 8,
    table2Contracts: 3,
    electricityRights: 2,
    gasCapacity: 2,
    fundamentals: 2,
    rrmMessages: 2,
    cpmlMessages: 2,
    etmFilesIn: 2,
    mifidFiles: 4,
    confirmations: 3,
    invoices: 2,
    nettingStatements: 1,
  },
  demo: {
    table1Trades: 120,
    table2Contracts: 40,
    electricityRights: 25,
    gasCapacity: 25,
    fundamentals: 30,
    rrmMessages: 30,
    cpmlMessages: 30,
    etmFilesIn: 30,
    mifidFiles: 8,
    confirmations: 40,
    invoices: 15,
    nettingStatements: 6,
  },
} as const;
export type ReportingScale = keyof typeof reportingScales;

export interface ReportingOrganisation extends TradeParty {
  id: number;
  ecmProcessRole: string | null;
  errProcessRole: string | null;
}

/**
 * Builds the rows of the reporting world for the demo organisations that have an eRR or eCM role.
 * Pure apart from CPU: ids and dates are fixed, so the same organisations give the same rows.
 */
export async function generateReportingWorld(
  organisations: readonly ReportingOrganisation[],
  scale: Exclude<ReportingScale, 'none'>,
): Promise<ReportingWorldRows> {
  const size = reportingScales[scale];
  const builder = new ReportingWorldBuilder();
  const byEic = new Map(organisations.map((organisation) => [organisation.eicCode, organisation]));
  const pinnedIds = new Set(pinnedReportingRecords.map((record) => record.id));
  for (const [index, party] of reportingParties.entries()) {
    const organisation = byEic.get(party.eicCode);
    if (!organisation || (!organisation.errProcessRole && !organisation.ecmProcessRole)) continue;
    const random = seededRandom(REPORTING_SEED + index);
    const counterparties = organisations.filter((candidate) => candidate.eicCode !== organisation.eicCode);
    let next = party.idBase;
    const nextRecordId = () => {
      do next += 1;
      while (pinnedIds.has(next));
      return next;
    };
    if (organisation.errProcessRole) {
      await generateRemitWorld({
        builder,
        random,
        party,
        organisation,
        counterparties,
        nextRecordId,
        table1Trades: size.table1Trades,
        table2Contracts: size.table2Contracts,
      });
      generateMessageWorld({ builder, random, party, organisation, nextRecordId, counts: size });
    }
    if (organisation.ecmProcessRole) {
      await generateSettlementWorld({ builder, random, party, organisation, counterparties, nextRecordId, ...size });
    }
  }
  return builder.build();
}

// The world is deterministic: a process that seeds several databases (the API tests, one per file)
// builds it once and inserts the same rows each time.
const generated = new Map<string, Promise<ReportingWorldRows>>();

function memoisedWorld(organisations: readonly ReportingOrganisation[], scale: Exclude<ReportingScale, 'none'>) {
  const key = JSON.stringify([
    scale,
    organisations.map((organisation) => [
      organisation.id,
      organisation.eicCode,
      organisation.errProcessRole,
      organisation.ecmProcessRole,
    ]),
  ]);
  let world = generated.get(key);
  if (!world) {
    world = generateReportingWorld(organisations, scale);
    generated.set(key, world);
    world.catch(() => generated.delete(key));
  }
  return world;
}

type Column = readonly [property: string, column: string, type: string];
const recordColumns: Column[] = [
  ['id', 'id', 'integer'],
  ['organisationId', 'organisation_id', 'integer'],
  ['documentType', 'document_type', 'text'],
  ['externalId', 'external_id', 'text'],
  ['state', 'state', 'text'],
  ['attributes', 'attributes', 'jsonb'],
  ['createdAt', 'created_at', 'timestamptz'],
  ['updatedAt', 'updated_at', 'timestamptz'],
];
const documentColumns: Column[] = [
  ['id', 'id', 'integer'],
  ['organisationId', 'organisation_id', 'integer'],
  ['recordId', 'record_id', 'integer'],
  ['kind', 'kind', 'text'],
  ['mediaType', 'media_type', 'text'],
  ['fileName', 'file_name', 'text'],
  ['contentText', 'content_text', 'text'],
  ['contentBytes', 'content_bytes', 'bytea'],
  ['createdAt', 'created_at', 'timestamptz'],
];
const versionColumns: Column[] = [
  ['id', 'id', 'integer'],
  ['recordId', 'record_id', 'integer'],
  ['version', 'version', 'integer'],
  ['actionType', 'action_type', 'text'],
  ['documentId', 'document_id', 'integer'],
  ['reportedAt', 'reported_at', 'timestamptz'],
  ['trade', 'trade', 'jsonb'],
];
const eventColumns: Column[] = [
  ['recordId', 'record_id', 'integer'],
  ['occurredAt', 'occurred_at', 'timestamptz'],
  ['severity', 'severity', 'text'],
  ['source', 'source', 'text'],
  ['text', 'text', 'text'],
  ['messagingDetail', 'messaging_detail', 'boolean'],
  ['processingDetail', 'processing_detail', 'boolean'],
  ['positionAll', 'position_all', 'integer'],
  ['positionWithoutMessaging', 'position_without_messaging', 'integer'],
  ['positionWithoutProcessing', 'position_without_processing', 'integer'],
  ['positionWithoutDetails', 'position_without_details', 'integer'],
];
const countColumns: Column[] = [
  ['recordId', 'record_id', 'integer'],
  ['countAll', 'count_all', 'integer'],
  ['countWithoutMessaging', 'count_without_messaging', 'integer'],
  ['countWithoutProcessing', 'count_without_processing', 'integer'],
  ['countWithoutDetails', 'count_without_details', 'integer'],
  ['lastOccurredAt', 'last_occurred_at', 'timestamptz'],
];

/**
 * Bulk insert through one JSON parameter per batch (jsonb_to_recordset): tens of thousands of rows in
 * a few statements, far faster on PGlite than drizzle's one-parameter-per-value INSERTs, and the same
 * SQL on PostgreSQL. Bytes travel as base64.
 */
async function insertRows(
  db: Database,
  table: string,
  columns: readonly Column[],
  rows: readonly object[],
  batchSize: number,
): Promise<void> {
  const names = sql.raw(columns.map(([, column]) => `"${column}"`).join(', '));
  const values = sql.raw(
    columns.map(([, column, type]) => (type === 'bytea' ? `decode("${column}", 'base64')` : `"${column}"`)).join(', '),
  );
  const recordType = sql.raw(
    columns.map(([, column, type]) => `"${column}" ${type === 'bytea' ? 'text' : type}`).join(', '),
  );
  for (const batch of batches(rows, batchSize)) {
    const json = JSON.stringify(
      batch.map((row) =>
        Object.fromEntries(
          columns.map(([property, column]) => {
            const value = (row as Record<string, unknown>)[property];
            return [column, Buffer.isBuffer(value) ? value.toString('base64') : (value ?? null)];
          }),
        ),
      ),
    );
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${names}) SELECT ${values} FROM jsonb_to_recordset(${json}::jsonb) AS row_values(${recordType})`,
    );
  }
}

/** Seeds the reporting world into a database that has the demo organisations but no records yet. */
export async function seedReportingWorld(
  db: Database,
  organisations: readonly ReportingOrganisation[],
  scale: ReportingScale,
): Promise<{ records: number; events: number; documents: number }> {
  if (scale === 'none') return { records: 0, events: 0, documents: 0 };
  const world = await memoisedWorld(organisations, scale);
  await insertRows(db, 'reporting_records', recordColumns, world.records, 2000);
  await insertRows(db, 'reporting_documents', documentColumns, world.documents, 400);
  await insertRows(db, 'reporting_record_versions', versionColumns, world.versions, 5000);
  await insertRows(db, 'reporting_audit_events', eventColumns, world.events, 5000);
  await insertRows(db, 'reporting_audit_counts', countColumns, world.counts, 5000);
  await createRepositories(db).reporting.resetIdSequences();
  await seedMifidPositions(db, scale);
  await db.execute(
    sql`ANALYZE reporting_records, reporting_documents, reporting_record_versions, reporting_audit_events, reporting_audit_counts`,
  );
  return { records: world.records.length, events: world.events.length, documents: world.documents.length };
}

/** The benchmark's long trail: a Table 1 trade of the first reporting party (Nordwind). */
export const largeTrailExternalId = 'NWEH-2026-BENCH-1M';

/**
 * Adds one REMIT Table 1 trade with an audit trail of `events` events (default 1,000,000), written by
 * the database itself (generate_series) in one statement, with the positions every filter needs.
 * Returns the record id. Idempotent: a second call finds the trade and leaves it alone.
 */
export async function seedLargeAuditTrail(
  db: Database,
  events = 1_000_000,
): Promise<{ recordId: number; organisationId: number; events: number }> {
  const repos = createRepositories(db);
  const party = reportingParties[0]!;
  const [organisation] = (await repos.organisations.listAll()).filter(
    (candidate) => candidate.eicCode === party.eicCode,
  );
  if (!organisation) throw new Error('The large audit trail needs the demo organisations: seed the demo world first.');
  const existing = await repos.reporting.findRecordByExternalId(organisation.id, 'REMIT_TABLE_1', largeTrailExternalId);
  if (existing)
    return {
      recordId: existing.id,
      organisationId: organisation.id,
      events: await repos.reporting.countEvents(existing.id, {
        showMessagingDetails: true,
        showProcessingDetails: true,
      }),
    };

  const start = new Date(Date.UTC(2025, 0, 1));
  const record = await repos.reporting.insertRecord({
    organisationId: organisation.id,
    documentType: 'REMIT_TABLE_1',
    externalId: largeTrailExternalId,
    state: 'ACKNOWLEDGED',
    attributes: { uti: largeTrailExternalId, note: 'benchmark trail' },
    createdAt: start,
    updatedAt: new Date(start.getTime() + events * 1000),
  });
  const counterparty = { eicCode: reportingParties[1]!.eicCode, displayName: 'Alpenstrom Versorgung' };
  const trade = planTable1Trade(
    seededRandom(REPORTING_SEED),
    party,
    { eicCode: organisation.eicCode, displayName: organisation.displayName },
    counterparty,
    record.id,
    largeTrailExternalId,
    0,
    true,
  );
  const document = await repos.reporting.insertDocument({
    organisationId: organisation.id,
    recordId: record.id,
    kind: 'xml',
    mediaType: 'application/xml',
    fileName: `${largeTrailExternalId}_v1_N.xml`,
    contentText: tradeStateXml(table1State(organisation.eicCode, table1Version(trade, 0))),
    createdAt: start,
  });
  await repos.reporting.insertVersion({
    recordId: record.id,
    version: 1,
    actionType: 'N',
    documentId: document.id,
    reportedAt: start,
    trade: table1State(organisation.eicCode, table1Version(trade, 0)),
  });

  // Every tenth event of ten is a messaging detail (1-3) or a processing detail (4-5); every fiftieth an
  // error, every tenth a warning; every hundredth links the trade's XML. Positions per filter are
  // running counts over the events the filter shows.
  await db.execute(sql`
    INSERT INTO reporting_audit_events (record_id, occurred_at, severity, source, text, messaging_detail, processing_detail,
      position_all, position_without_messaging, position_without_processing, position_without_details)
    SELECT ${record.id}, ${start.toISOString()}::timestamptz + i * interval '1 second',
      CASE WHEN i % 50 = 0 THEN 'ERROR' WHEN i % 10 = 7 THEN 'WARN' ELSE 'INFO' END,
      CASE WHEN m THEN 'RRM' WHEN p THEN 'Processing' ELSE 'Reporting' END,
      CASE WHEN i % 100 = 0 THEN 'Report ' || i || ' re-sent, link:dataStoreId=' || ${document.id}
           WHEN i % 50 = 0 THEN 'Rejected by ACER: event ' || i || ' failed the price range check'
           WHEN m THEN 'Message ' || i || ' exchanged with the reporting mechanism'
           WHEN p THEN 'Processing step ' || i || ' completed'
           ELSE 'Status check ' || i || ' recorded' END,
      m, p, i,
      CASE WHEN m THEN NULL ELSE count(*) FILTER (WHERE NOT m) OVER w END,
      CASE WHEN p THEN NULL ELSE count(*) FILTER (WHERE NOT p) OVER w END,
      CASE WHEN m OR p THEN NULL ELSE count(*) FILTER (WHERE NOT m AND NOT p) OVER w END
    FROM (SELECT i, i % 10 IN (1, 2, 3) AS m, i % 10 IN (4, 5) AS p FROM generate_series(1, ${events}::int) AS i) AS series
    WINDOW w AS (ORDER BY i)
  `);
  await db.execute(sql`
    INSERT INTO reporting_audit_counts (record_id, count_all, count_without_messaging, count_without_processing, count_without_details, last_occurred_at)
    SELECT record_id, count(*), count(position_without_messaging), count(position_without_processing), count(position_without_details), max(occurred_at)
    FROM reporting_audit_events WHERE record_id = ${record.id} GROUP BY record_id
  `);
  await db.execute(sql`ANALYZE reporting_audit_events, reporting_audit_counts`);
  return { recordId: record.id, organisationId: organisation.id, events };
}
