import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '@server/db/database';
import type { Repositories } from '@server/repositories';
import { demoReferenceLinks } from '@server/seed/demo-reference-links';
import { loadServerModule } from './node-loader';
import { openTestDatabase } from './test-database';

// The reporting world as the test apps seed it (the small scale), read through the repository.
let database: OpenDatabase;
let repos: Repositories;
let seedLargeAuditTrail: typeof import('@server/seed/seed-reporting-world').seedLargeAuditTrail;
let validateAgainstAcerSchema: typeof import('@server/reporting/acer-schemas').validateAgainstAcerSchema;
const idByEic = new Map<string, number>();

beforeAll(async () => {
  const { createRepositories } = loadServerModule<typeof import('@server/repositories')>('src/server/repositories.ts');
  ({ seedLargeAuditTrail } = loadServerModule<typeof import('@server/seed/seed-reporting-world')>(
    'src/server/seed/seed-reporting-world.ts',
  ));
  ({ validateAgainstAcerSchema } = loadServerModule<typeof import('@server/reporting/acer-schemas')>(
    'src/server/reporting/acer-schemas.ts',
  ));
  database = await openTestDatabase('seeded');
  repos = createRepositories(database.db);
  for (const organisation of await repos.organisations.listAll()) idByEic.set(organisation.eicCode, organisation.id);
}, 120_000);
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

const allFilters = [
  { showMessagingDetails: true, showProcessingDetails: true },
  { showMessagingDetails: false, showProcessingDetails: true },
  { showMessagingDetails: true, showProcessingDetails: false },
  { showMessagingDetails: false, showProcessingDetails: false },
] as const;

describe('the seeded reporting world', () => {
  it('holds the records the reference links name, in the organisations they name', async () => {
    const audited = demoReferenceLinks.filter((link) => link.targetUrl === 'err/remit_audittrail');
    expect(audited.map((link) => link.requestParameters.historyId)).toEqual(['240117', '310552', '500031']);
    for (const link of demoReferenceLinks) {
      const organisationId = idByEic.get(link.organisationEic)!;
      const record = await repos.reporting.findRecord(organisationId, Number(link.requestParameters.historyId));
      expect(record).toMatchObject({ organisationId, documentType: link.requestParameters.documentType });
      if (link.requestParameters.displayValue) expect(record!.externalId).toBe(link.requestParameters.displayValue);
      expect(await repos.reporting.countEvents(record!.id, allFilters[0])).toBeGreaterThan(5);
    }
  });

  it('has every family, and each REMIT trade has its versions, the first of them N', async () => {
    const families = await rows<{ document_type: string }>(
      sql`SELECT DISTINCT document_type FROM reporting_records ORDER BY 1`,
    );
    expect(families.map((row) => row.document_type)).toEqual(
      [
        'CPML_MESSAGE',
        'ECM',
        'ELECTRICITY_RIGHTS',
        'ESM_INVOICE',
        'ESM_NETTING',
        'ETM_FILE_IN',
        'FUNDAMENTALS',
        'GAS_CAPACITY',
        'MIFID_POSITION_FILE',
        'REMIT_FILE_IN',
        'REMIT_FILE_OUT',
        'REMIT_TABLE_1',
        'REMIT_TABLE_2',
        'RRM_MESSAGE',
      ].sort(),
    );
    const withoutN = await rows(sql`
      SELECT r.id FROM reporting_records r
      LEFT JOIN reporting_record_versions v ON v.record_id = r.id AND v.version = 1 AND v.action_type = 'N'
      WHERE r.document_type IN ('REMIT_TABLE_1', 'REMIT_TABLE_2') AND v.id IS NULL`);
    expect(withoutN).toEqual([]);
    const versions = await repos.reporting.listVersions(240117);
    // N rejected by ACER, its correction, then an amendment.
    expect(versions.map((version) => version.actionType)).toEqual(['N', 'M', 'M']);
    // After C only E, after E nothing: no version follows an E, and only E follows a C.
    const broken = await rows(sql`
      SELECT later.record_id FROM reporting_record_versions earlier
      JOIN reporting_record_versions later ON later.record_id = earlier.record_id AND later.version > earlier.version
      WHERE earlier.action_type = 'E' OR (earlier.action_type = 'C' AND later.action_type <> 'E')`);
    expect(broken).toEqual([]);
  });

  it('stores REMIT XML that validates against the ACER schemas', async () => {
    const documents = await rows<{ file_name: string; content_text: string }>(
      // The MiFID files' outgoing position reports are XML too, but not ACER's.
      sql`SELECT file_name, content_text FROM reporting_documents WHERE kind = 'xml' AND record_id NOT IN (SELECT id FROM reporting_records WHERE document_type = 'MIFID_POSITION_FILE') ORDER BY id`,
    );
    expect(documents.length).toBeGreaterThan(50);
    const table = (name: string) => documents.filter((document) => document.content_text.includes(`<${name} `));
    expect(table('REMITTable1').length + table('REMITTable2').length).toBe(documents.length);
    const toValidate = (name: string) =>
      table(name).map((document) => ({ name: document.file_name, xml: document.content_text }));
    expect((await validateAgainstAcerSchema('REMIT_TABLE_1', toValidate('REMITTable1'))).failures).toEqual([]);
    expect((await validateAgainstAcerSchema('REMIT_TABLE_2', toValidate('REMITTable2'))).failures).toEqual([]);
  }, 60_000);

  it('links only documents of the same organisation, of the kind each link form names', async () => {
    const links = await rows<{ form: string; kind: string | null; same_organisation: boolean | null }>(sql`
      SELECT link[1] AS form, d.kind, d.organisation_id = r.organisation_id AS same_organisation
      FROM reporting_audit_events e
      JOIN reporting_records r ON r.id = e.record_id
      CROSS JOIN LATERAL regexp_matches(e.text, '(link:dataStoreId|link:pdfDataStoreId|storeId)=([0-9]+)', 'g') AS link
      LEFT JOIN reporting_documents d ON d.id = link[2]::int`);
    expect(new Set(links.map((link) => link.form))).toEqual(
      new Set(['link:dataStoreId', 'link:pdfDataStoreId', 'storeId']),
    );
    expect(links.filter((link) => !link.same_organisation)).toEqual([]);
    expect(links.filter((link) => link.form === 'link:pdfDataStoreId' && link.kind !== 'pdf')).toEqual([]);
    expect(links.filter((link) => link.form === 'link:dataStoreId' && link.kind !== 'xml')).toEqual([]);
  });

  it("nets in each statement only invoices with the statement's counterparty, issued before it and on no other statement", async () => {
    const statements = await rows<{ statement: string; counterparty: string; html: string; issued: string }>(sql`
      SELECT r.external_id AS statement, r.attributes->>'counterparty' AS counterparty, d.content_text AS html,
        to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS issued
      FROM reporting_records r JOIN reporting_documents d ON d.record_id = r.id AND d.kind = 'html'
      WHERE r.document_type = 'ESM_NETTING'`);
    const invoices = await rows<{ number: string; counterparty: string; issued: string }>(sql`
      SELECT external_id AS number, attributes->>'counterparty' AS counterparty,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS issued
      FROM reporting_records WHERE document_type = 'ESM_INVOICE'`);
    const invoiceOf = new Map(invoices.map((invoice) => [invoice.number, invoice]));
    expect(statements.length).toBeGreaterThan(0);
    const nettedBefore = new Map<string, string>();
    for (const { statement, counterparty, html, issued } of statements) {
      const netted = [...new Set([...html.matchAll(/[A-Z]+-INV-2026-\d{5}/g)].map((match) => match[0]))];
      expect({ statement, netted: netted.length > 0 }).toEqual({ statement, netted: true });
      expect({
        statement,
        counterparties: [...new Set(netted.map((number) => invoiceOf.get(number)?.counterparty))],
      }).toEqual({
        statement,
        counterparties: [counterparty],
      });
      expect({ statement, issuedLater: netted.filter((number) => invoiceOf.get(number)!.issued > issued) }).toEqual({
        statement,
        issuedLater: [],
      });
      for (const number of netted) {
        expect({ number, alsoOn: nettedBefore.get(number) }).toEqual({ number, alsoOn: undefined });
        nettedBefore.set(number, statement);
      }
    }
  });

  it('stores PDFs as bytes and the document-frame pages as HTML', async () => {
    const documents = await rows<{ kind: string; document_type: string; starts: string }>(sql`
      SELECT d.kind, r.document_type, CASE WHEN d.kind = 'pdf' THEN convert_from(substring(d.content_bytes from 1 for 5), 'LATIN1') ELSE left(d.content_text, 15) END AS starts
      FROM reporting_documents d JOIN reporting_records r ON r.id = d.record_id
      WHERE d.kind IN ('pdf', 'html')`);
    expect(
      documents.filter((document) => document.kind === 'pdf').every((document) => document.starts === '%PDF-'),
    ).toBe(true);
    expect(
      documents
        .filter((document) => document.kind === 'html')
        .every((document) => document.starts === '<!DOCTYPE html>'),
    ).toBe(true);
    for (const family of ['ECM', 'ESM_INVOICE', 'ESM_NETTING']) {
      expect(documents).toContainEqual(expect.objectContaining({ kind: 'html', document_type: family }));
      expect(documents).toContainEqual(expect.objectContaining({ kind: 'pdf', document_type: family }));
    }
  });
});

describe('organisation scoping of the repository', () => {
  it("answers another organisation's record and document ids with not found", async () => {
    const nordwind = idByEic.get(demoReferenceLinks[0]!.organisationEic)!;
    const alpenstrom = idByEic.get(demoReferenceLinks[2]!.organisationEic)!;
    expect(await repos.reporting.findRecord(nordwind, 240117)).not.toBeNull();
    expect(await repos.reporting.findRecord(alpenstrom, 240117)).toBeNull();
    expect(await repos.reporting.findRecord(nordwind, 310552)).toBeNull();
    const [version] = await repos.reporting.listVersions(240117);
    expect(await repos.reporting.findDocument(nordwind, version!.documentId)).toMatchObject({
      kind: 'xml',
      organisationId: nordwind,
    });
    expect(await repos.reporting.findDocument(alpenstrom, version!.documentId)).toBeNull();
    expect(await repos.reporting.findDocumentInfo(alpenstrom, version!.documentId)).toBeNull();
    expect(await repos.reporting.findRecord(nordwind, 2_000_000_000)).toBeNull();
  });
});

describe('audit event pages', () => {
  it('page through every filter combination in time order, newest first or oldest first, to a partial last page', async () => {
    for (const filter of allFilters) {
      const expected = await expectedTrail(240117, filter);
      expect(await repos.reporting.countEvents(240117, filter)).toBe(expected.length);
      const pageSize = 3;
      const pages = Math.ceil(expected.length / pageSize);
      const collected: number[] = [];
      for (let page = 0; page < pages; page += 1) {
        const result = await repos.reporting.eventPage({
          recordId: 240117,
          ...filter,
          page,
          pageSize,
          order: 'DESCENDING',
        });
        expect(result.recordCount).toBe(expected.length);
        collected.push(...result.rows.map((row) => row.id));
      }
      expect(collected).toEqual(expected);
      const ascending = await repos.reporting.eventPage({
        recordId: 240117,
        ...filter,
        page: 0,
        pageSize: 100,
        order: 'ASCENDING',
      });
      expect(ascending.rows.map((row) => row.id)).toEqual([...expected].reverse());
      const pastTheEnd = await repos.reporting.eventPage({
        recordId: 240117,
        ...filter,
        page: pages,
        pageSize,
        order: 'DESCENDING',
      });
      expect(pastTheEnd).toEqual({ rows: [], recordCount: expected.length });
    }
  });

  it('keep the order and the counts when events are appended, even one stamped earlier than the last', async () => {
    const before = await repos.reporting.countEvents(500031, allFilters[3]);
    const [newest] = (
      await repos.reporting.eventPage({ recordId: 500031, ...allFilters[0], page: 0, pageSize: 1, order: 'DESCENDING' })
    ).rows;
    await Promise.all([
      repos.reporting.appendEvents(500031, [
        {
          occurredAt: new Date(Date.UTC(2020, 0, 1)),
          severity: 'WARN',
          source: 'Test',
          text: 'stamped early',
          messagingDetail: false,
          processingDetail: false,
        },
        {
          occurredAt: new Date(Date.UTC(2027, 0, 1)),
          severity: 'INFO',
          source: 'Test',
          text: 'a messaging detail',
          messagingDetail: true,
          processingDetail: false,
        },
      ]),
      repos.reporting.appendEvents(500031, [
        {
          occurredAt: new Date(Date.UTC(2027, 0, 2)),
          severity: 'INFO',
          source: 'Test',
          text: 'concurrent',
          messagingDetail: false,
          processingDetail: false,
        },
      ]),
    ]);
    expect(await repos.reporting.countEvents(500031, allFilters[3])).toBe(before + 2);
    for (const filter of allFilters) {
      const expected = await expectedTrail(500031, filter);
      const page = await repos.reporting.eventPage({
        recordId: 500031,
        ...filter,
        page: 0,
        pageSize: 1000,
        order: 'DESCENDING',
      });
      expect(page.rows.map((row) => row.id)).toEqual(expected);
    }
    const early = (
      await repos.reporting.eventPage({
        recordId: 500031,
        ...allFilters[0],
        page: 0,
        pageSize: 1000,
        order: 'DESCENDING',
      })
    ).rows.find((row) => row.text === 'stamped early');
    expect(early!.occurredAt.getTime()).toBeGreaterThanOrEqual(newest!.occurredAt.getTime());
  });

  it('stream a whole trail in batches, newest first', async () => {
    const expected = await expectedTrail(240117, allFilters[1]);
    const streamed: number[] = [];
    for await (const batch of repos.reporting.eventBatches(240117, allFilters[1], 4))
      streamed.push(...batch.map((row) => row.id));
    expect(streamed).toEqual(expected);
  });
});

describe('the large audit trail', () => {
  it('is written by the database with the same positions and counts the repository keeps', async () => {
    const trail = await seedLargeAuditTrail(database.db, 2000);
    expect(trail.events).toBe(2000);
    for (const filter of allFilters) {
      const expected = await expectedTrail(trail.recordId, filter);
      expect(await repos.reporting.countEvents(trail.recordId, filter)).toBe(expected.length);
      const middle = Math.floor(expected.length / 2 / 25);
      const page = await repos.reporting.eventPage({
        recordId: trail.recordId,
        ...filter,
        page: middle,
        pageSize: 25,
        order: 'DESCENDING',
      });
      expect(page.rows.map((row) => row.id)).toEqual(expected.slice(middle * 25, middle * 25 + 25));
    }
    expect(await seedLargeAuditTrail(database.db, 2000)).toEqual(trail);
  });
});

async function expectedTrail(recordId: number, filter: (typeof allFilters)[number]): Promise<number[]> {
  const events = await rows<{ id: string; messaging_detail: boolean; processing_detail: boolean }>(sql`
    SELECT id, messaging_detail, processing_detail FROM reporting_audit_events
    WHERE record_id = ${recordId} ORDER BY occurred_at DESC, id DESC`);
  return events
    .filter(
      (event) =>
        (filter.showMessagingDetails || !event.messaging_detail) &&
        (filter.showProcessingDetails || !event.processing_detail),
    )
    .map((event) => Number(event.id));
}
