import { parse as parseContentDisposition } from 'content-disposition';
import { sql } from 'drizzle-orm';
import { linkedDocumentIds, readableDescription } from '@shared/contract/audit-trail-links';
import { apiPaths, fillPath } from '@shared/api-paths';
import {
  auditTrailResultSchema,
  type AuditSearchQueryInput,
  type AuditTrailResult,
  type AuditTrailUrlPart,
} from '@shared/contract/audit-trail';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';

let testApp: TestApp;
let analyst: Agent;
const organisation = { nordwind: 0, alpenstrom: 0, balticPower: 0 };

interface EventRow {
  id: string;
  text: string;
  messaging_detail: boolean;
  processing_detail: boolean;
}

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await testApp.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The trail as the database orders it, newest first, under a checkbox combination. */
async function expectedTrail(recordId: number, messaging: boolean, processing: boolean): Promise<EventRow[]> {
  const events = await rows<EventRow>(sql`
    SELECT id, text, messaging_detail, processing_detail FROM reporting_audit_events
    WHERE record_id = ${recordId} ORDER BY occurred_at DESC, id DESC`);
  return events.filter((event) => (messaging || !event.messaging_detail) && (processing || !event.processing_detail));
}

/** A record of the family in the organisation whose trail has the most events (and a link, if asked). */
async function recordOf(organisationId: number, documentType: string, linkForm?: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    SELECT r.id FROM reporting_records r JOIN reporting_audit_events e ON e.record_id = r.id
    WHERE r.organisation_id = ${organisationId} AND r.document_type = ${documentType}
      AND (${linkForm ?? null}::text IS NULL OR e.text LIKE '%' || ${linkForm ?? ''} || '%')
    GROUP BY r.id ORDER BY count(*) DESC, r.id LIMIT 1`);
  if (!row) throw new Error(`No ${documentType} record at ${organisationId}`);
  return Number(row.id);
}

/** The linked document ids of a trail, per link form. */
async function linksOf(recordId: number, form: string): Promise<number[]> {
  const texts = await rows<{ text: string }>(
    sql`SELECT text FROM reporting_audit_events WHERE record_id = ${recordId}`,
  );
  const pattern = new RegExp(`(?<![A-Za-z])${form}=([0-9]+)`, 'g');
  return texts.flatMap((row) => [...row.text.matchAll(pattern)].map((match) => Number(match[1])));
}

const trailUrl = (urlPart: AuditTrailUrlPart) =>
  urlPart.endsWith('fileUpload')
    ? fillPath(apiPaths.auditTrailFileUpload, { urlPart })
    : fillPath(apiPaths.auditTrail, { urlPart });

function postTrail(
  urlPart: AuditTrailUrlPart,
  body: unknown,
  organisationId: number | undefined = organisation.nordwind,
) {
  return analyst.inject({
    method: 'POST',
    url: trailUrl(urlPart),
    query: organisationId === undefined ? {} : { organisationId: String(organisationId) },
    payload: body as AuditSearchQueryInput,
  });
}

async function trail(urlPart: AuditTrailUrlPart, body: AuditSearchQueryInput, organisationId?: number) {
  const response = await postTrail(urlPart, body, organisationId ?? organisation.nordwind);
  expect(response.statusCode).toBe(200);
  return auditTrailResultSchema.parse(response.json()) as AuditTrailResult;
}

function getDocument(urlPart: AuditTrailUrlPart, route: 'xml' | 'pdf', query: Record<string, number>) {
  const path = route === 'xml' ? apiPaths.auditTrailXml : apiPaths.auditTrailPdf;
  return analyst.inject({
    method: 'GET',
    url: fillPath(path, { urlPart }),
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
  });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const all = await testApp.app.repos.organisations.listAll();
  const idOf = (eicCode: string) => all.find((candidate) => candidate.eicCode === eicCode)!.id;
  organisation.nordwind = idOf('11XNORDWIND-EH-G');
  organisation.alpenstrom = idOf('12XALPENSTROM-V0');
  organisation.balticPower = idOf('45XBALTICPOWER-0');
  analyst = await loginAsDemo(testApp.app, 'analyst');
}, 180_000);
afterAll(() => testApp.close());

describe('the audit trail call', () => {
  it('answers page 0 newest first with the defaults of section 9 and the record as displayValue', async () => {
    const result = await trail('remit', { historyId: 240117 });
    const expected = await expectedTrail(240117, true, true);
    expect(result.searchQuery).toMatchObject({
      historyId: 240117,
      messagingDetails: true,
      processingDetails: true,
      paging: { entriesPerPage: 25, page: 0 },
      sortOrder: 'DESCENDING',
    });
    expect(result).toMatchObject({ currentPage: 0, recordCount: expected.length, displayValue: 'NWEH-2026-000417' });
    expect(result.rows.map((row) => row.id)).toEqual(expected.slice(0, 25).map((row) => Number(row.id)));
    expect(result.rows[0]!.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const times = result.rows.map((row) => row.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers a record whose trail has no event yet with no rows and a count of 0', async () => {
    const [record] = await rows<{ id: number }>(sql`
      INSERT INTO reporting_records (organisation_id, document_type, external_id, state, created_at, updated_at)
      VALUES (${organisation.nordwind}, 'REMIT_TABLE_1', 'NO-EVENTS-YET', 'RECEIVED', now(), now()) RETURNING id`);
    const result = await trail('remit', { historyId: Number(record!.id) });
    expect(result).toMatchObject({ rows: [], recordCount: 0, currentPage: 0, displayValue: 'NO-EVENTS-YET' });
    expect(result.documentType).toBe('REMIT_TABLE_1');
  });

  it('pages to a partial last page and answers past the end with no rows and the real count, both directions', async () => {
    const expected = (await expectedTrail(240117, true, true)).map((row) => Number(row.id));
    // A page size that leaves a partial last page.
    const pageSize = [4, 3, 5, 7].find((size) => expected.length % size !== 0)!;
    const last = Math.ceil(expected.length / pageSize) - 1;
    for (const sortOrder of ['DESCENDING', 'ASCENDING'] as const) {
      const ordered = sortOrder === 'DESCENDING' ? expected : [...expected].reverse();
      const collected: number[] = [];
      for (let page = 0; page <= last; page += 1) {
        const result = await trail('remit', {
          historyId: 240117,
          paging: { entriesPerPage: pageSize, page },
          sortOrder,
        });
        expect(result.currentPage).toBe(page);
        collected.push(...result.rows.map((row) => row.id));
      }
      expect(collected).toEqual(ordered);
      const pastTheEnd = await trail('remit', {
        historyId: 240117,
        paging: { entriesPerPage: pageSize, page: last + 1 },
        sortOrder,
      });
      expect(pastTheEnd).toMatchObject({ rows: [], recordCount: expected.length, currentPage: last + 1 });
      const farPast = await trail('remit', {
        historyId: 240117,
        paging: { entriesPerPage: 100, page: 1_000_000 },
        sortOrder,
      });
      expect(farPast).toMatchObject({ rows: [], recordCount: expected.length });
    }
  });

  it('answers page size 100 at the edge of a long trail', async () => {
    const recordId = testApp.app.repos.reporting;
    const created = await recordId.insertRecord({
      organisationId: organisation.nordwind,
      documentType: 'RRM_MESSAGE',
      externalId: 'RRM-EDGE-250',
      state: 'RECEIVED',
      attributes: {},
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      updatedAt: new Date(Date.UTC(2026, 0, 1)),
    });
    await recordId.appendEvents(
      created.id,
      Array.from({ length: 250 }, (_, index) => ({
        occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
        severity: 'INFO' as const,
        source: 'RRM',
        text: `event ${index + 1}`,
        messagingDetail: index % 5 === 0,
        processingDetail: false,
      })),
    );
    const page2 = await trail('rrm', { id: created.id, paging: { entriesPerPage: 100, page: 2 } });
    expect(page2.recordCount).toBe(250);
    expect(page2.rows.map((row) => row.text)).toEqual(Array.from({ length: 50 }, (_, index) => `event ${50 - index}`));
    const first = await trail('rrm', {
      id: created.id,
      paging: { entriesPerPage: 100, page: 0 },
      sortOrder: 'ASCENDING',
    });
    expect(first.rows).toHaveLength(100);
    expect(first.rows[99]!.text).toBe('event 100');
    const withoutMessaging = await trail('rrm', {
      id: created.id,
      messagingDetails: false,
      paging: { entriesPerPage: 100, page: 1 },
    });
    expect(withoutMessaging).toMatchObject({ recordCount: 200, currentPage: 1 });
    expect(withoutMessaging.rows).toHaveLength(100);
    expect(withoutMessaging.rows.at(-1)!.text).toBe('event 2');
  });

  it('filters by both checkboxes, each combination counting and showing only its events', async () => {
    const recordId = await recordOf(organisation.nordwind, 'ECM');
    const all = await expectedTrail(recordId, true, true);
    expect(all.some((event) => event.messaging_detail)).toBe(true);
    expect(all.some((event) => event.processing_detail)).toBe(true);
    for (const messagingDetails of [true, false]) {
      for (const processingDetails of [true, false]) {
        const expected = await expectedTrail(recordId, messagingDetails, processingDetails);
        const result = await trail('ecm', {
          confirmationId: recordId,
          messagingDetails,
          processingDetails,
          paging: { entriesPerPage: 100, page: 0 },
        });
        expect(result.recordCount).toBe(expected.length);
        expect(result.rows.map((row) => row.id)).toEqual(expected.map((row) => Number(row.id)));
      }
    }
  });

  it('defaults both checkboxes off on ECM/ESM trails and on elsewhere', async () => {
    const ecm = await trail('ecm', { confirmationId: await recordOf(organisation.nordwind, 'ECM') });
    expect(ecm.searchQuery).toMatchObject({ messagingDetails: false, processingDetails: false });
    const invoice = await trail('esmInvoice', { invoiceId: await recordOf(organisation.nordwind, 'ESM_INVOICE') });
    expect(invoice.searchQuery).toMatchObject({ messagingDetails: false, processingDetails: false });
    const cpml = await trail('cpml', { id: await recordOf(organisation.nordwind, 'CPML_MESSAGE') });
    expect(cpml.searchQuery).toMatchObject({ messagingDetails: true, processingDetails: true });
  });

  it('answers every trail family by its own id parameter', async () => {
    const cases: Array<[AuditTrailUrlPart, string, string]> = [
      ['remitFilesIn', 'REMIT_FILE_IN', 'fileId'],
      ['remitFilesOut', 'REMIT_FILE_OUT', 'fileId'],
      ['etmFilesIn', 'ETM_FILE_IN', 'fileId'],
      ['esmNetting', 'ESM_NETTING', 'nettingId'],
      ['rrm', 'RRM_MESSAGE', 'id'],
      ['mifid', 'MIFID_POSITION_FILE', 'fileId'],
      ['remit', 'REMIT_TABLE_2', 'historyId'],
    ];
    for (const [urlPart, documentType, parameter] of cases) {
      const [row] = await rows<{ id: number }>(sql`
        SELECT r.id FROM reporting_records r WHERE r.document_type = ${documentType}
          AND r.organisation_id IN (${organisation.nordwind}, ${organisation.alpenstrom})
          AND EXISTS (SELECT 1 FROM reporting_audit_events e WHERE e.record_id = r.id) ORDER BY r.id LIMIT 1`);
      const [owner] = await rows<{ organisation_id: number }>(
        sql`SELECT organisation_id FROM reporting_records WHERE id = ${row!.id}`,
      );
      const result = await trail(urlPart, { [parameter]: Number(row!.id) }, owner!.organisation_id);
      expect(`${urlPart} ${result.documentType} ${result.recordCount > 0}`).toBe(`${urlPart} ${documentType} true`);
    }
  });

  it('answers the fileUpload variants at /api/audittrail/{urlPart}, and not at .../trail', async () => {
    const fileId = await recordOf(organisation.nordwind, 'REMIT_FILE_IN');
    const uploaded = await trail('remitFilesInfileUpload', { fileId });
    expect(uploaded).toMatchObject({ documentType: 'REMIT_FILE_IN' });
    const base = await trail('remitFilesIn', { fileId });
    expect(uploaded.rows).toEqual(base.rows);
    const wrongPath = await analyst.inject({
      method: 'POST',
      url: '/api/audittrail/remitFilesInfileUpload/trail',
      query: { organisationId: String(organisation.nordwind) },
      payload: { fileId },
    });
    expect(wrongPath.statusCode).toBe(404);
    const baseWithoutTrail = await analyst.inject({
      method: 'POST',
      url: '/api/audittrail/remitFilesIn',
      query: { organisationId: String(organisation.nordwind) },
      payload: { fileId },
    });
    expect(baseWithoutTrail.statusCode).toBe(404);
  });
});

describe('organisation isolation and unknown records', () => {
  it("answers 404 'Record not found.' for a missing, unknown, other family's or other organisation's record", async () => {
    const notFound = [
      await postTrail('remit', { historyId: 2_000_000_000 }),
      // 310552 is Alpenstrom's: asked within Nordwind, where the analyst is a member too.
      await postTrail('remit', { historyId: 310552 }),
      // The ECM trail takes confirmationId: a REMIT record's id is not an ECM confirmation.
      await postTrail('ecm', { confirmationId: 240117 }),
      // Ids of other parameters are ignored: historyId does not name an ECM record.
      await postTrail('ecm', {
        confirmationId: 2_000_000_000,
        historyId: await recordOf(organisation.nordwind, 'ECM'),
      }),
    ];
    for (const response of notFound) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorMessage: 'Record not found.' });
    }
    // Baltic Power is not the analyst's: the organisation itself is not found.
    const foreign = await postTrail('remit', { historyId: 500031 }, organisation.balticPower);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain('BPT-2026');
  });

  it("answers the record in its own organisation and takes the user's own when none is named", async () => {
    const withoutOrganisation = await postTrail('remit', { historyId: 240117 }, undefined);
    expect(withoutOrganisation.statusCode).toBe(200);
    const alpenstrom = await trail('remit', { historyId: 310552 }, organisation.alpenstrom);
    expect(alpenstrom.displayValue).toBe('ASV-T2-2026-0088');
  });
});

describe('linked documents', () => {
  it('serves the XML a link:dataStoreId names, with its media type and a Content-Disposition file name', async () => {
    const [dataStoreId] = await linksOf(240117, 'link:dataStoreId');
    const response = await getDocument('remit', 'xml', {
      historyId: 240117,
      dataStoreId: dataStoreId!,
      organisationId: organisation.nordwind,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain('<REMITTable1');
    const disposition = parseContentDisposition(String(response.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toMatch(/^[A-Za-z0-9._-]+\.xml$/);
  });

  it('serves a storeId file that belongs to another record of the organisation when the trail links it', async () => {
    const recordId = await recordOf(organisation.nordwind, 'REMIT_TABLE_1', 'storeId=');
    const storeIds = await linksOf(recordId, 'storeId');
    const owners = await rows<{ id: number; record_id: number | null; kind: string }>(
      sql`SELECT id, record_id, kind FROM reporting_documents WHERE id IN (${sql.join(storeIds, sql`, `)})`,
    );
    const foreignOwned = owners.find((document) => document.record_id !== recordId);
    expect(foreignOwned).toBeDefined();
    const response = await getDocument('remit', 'xml', {
      historyId: recordId,
      dataStoreId: foreignOwned!.id,
      organisationId: organisation.nordwind,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(
      foreignOwned!.kind === 'xml' ? /^application\/xml/ : /^text\/plain/,
    );
    // The same document through a record of the organisation whose trail does not link it is not found.
    const [other] = await rows<{ id: number }>(sql`
      SELECT r.id FROM reporting_records r WHERE r.organisation_id = ${organisation.nordwind}
        AND r.document_type = 'REMIT_TABLE_1' AND r.id <> ${foreignOwned!.record_id ?? 0}
        AND NOT EXISTS (SELECT 1 FROM reporting_audit_events e WHERE e.record_id = r.id AND e.text LIKE ${`%=${foreignOwned!.id}%`})
      ORDER BY r.id LIMIT 1`);
    const unrelated = await getDocument('remit', 'xml', {
      historyId: Number(other!.id),
      dataStoreId: foreignOwned!.id,
      organisationId: organisation.nordwind,
    });
    expect(unrelated.statusCode).toBe(404);
  });

  it('serves the PDF a link:pdfDataStoreId names as a PDF, and only on the pdf route', async () => {
    const confirmationId = await recordOf(organisation.nordwind, 'ECM', 'link:pdfDataStoreId=');
    const [pdfId] = await linksOf(confirmationId, 'link:pdfDataStoreId');
    const query = { confirmationId, dataStoreId: pdfId!, organisationId: organisation.nordwind };
    const response = await getDocument('ecm', 'pdf', query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(parseContentDisposition(String(response.headers['content-disposition'])).parameters.filename).toMatch(
      /\.pdf$/,
    );
    expect((await getDocument('ecm', 'xml', query)).statusCode).toBe(404);
    const [xmlId] = await linksOf(240117, 'link:dataStoreId');
    const xmlAsPdf = await getDocument('remit', 'pdf', {
      historyId: 240117,
      dataStoreId: xmlId!,
      organisationId: organisation.nordwind,
    });
    expect(xmlAsPdf.statusCode).toBe(404);
  });

  it('serves each of several links in one description through the route its form names', async () => {
    const [event] = await rows<{ record_id: number; text: string }>(sql`
      SELECT e.record_id, e.text FROM reporting_audit_events e JOIN reporting_records r ON r.id = e.record_id
      WHERE r.organisation_id = ${organisation.nordwind} AND r.document_type = 'REMIT_FILE_OUT'
        AND e.text LIKE '%storeId=%' AND e.text LIKE '%link:pdfDataStoreId=%' ORDER BY e.id LIMIT 1`);
    expect(event).toBeDefined();
    const fileId = Number(event!.record_id);
    const storeId = Number(/(?<![A-Za-z])storeId=(\d+)/.exec(event!.text)![1]);
    const pdfId = Number(/link:pdfDataStoreId=(\d+)/.exec(event!.text)![1]);
    const receipt = await getDocument('remitFilesOut', 'xml', {
      fileId,
      dataStoreId: storeId,
      organisationId: organisation.nordwind,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('text/plain; charset=utf-8');
    const pdf = await getDocument('remitFilesOut', 'pdf', {
      fileId,
      dataStoreId: pdfId,
      organisationId: organisation.nordwind,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The text file is not a PDF and the PDF not an XML or text file.
    expect(
      (
        await getDocument('remitFilesOut', 'pdf', {
          fileId,
          dataStoreId: storeId,
          organisationId: organisation.nordwind,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await getDocument('remitFilesOut', 'xml', { fileId, dataStoreId: pdfId, organisationId: organisation.nordwind }))
        .statusCode,
    ).toBe(404);
  });

  it('describes the documents a page links: a report version by its number, a receipt as a receipt', async () => {
    const page = await trail('remit', { historyId: 240117, paging: { page: 0, entriesPerPage: 100 } });
    const versions = await rows<{ document_id: number; version: number }>(
      sql`SELECT document_id, version FROM reporting_record_versions WHERE record_id = 240117`,
    );
    const linked = new Set(page.rows.flatMap((row) => linkedDocumentIds(row.text)));
    expect(page.documents.map((document) => document.id).sort()).toEqual([...linked].sort());
    for (const { document_id, version } of versions) {
      if (linked.has(Number(document_id)))
        expect(page.documents.find((document) => document.id === Number(document_id))).toEqual({
          id: Number(document_id),
          kind: 'xml',
          version,
          receipt: false,
        });
    }
    expect(page.documents.some((document) => document.version !== null)).toBe(true);

    const [event] = await rows<{ record_id: number; text: string }>(sql`
      SELECT e.record_id, e.text FROM reporting_audit_events e JOIN reporting_records r ON r.id = e.record_id
      WHERE r.organisation_id = ${organisation.nordwind} AND r.document_type = 'REMIT_FILE_OUT'
        AND e.text LIKE '%storeId=%' AND e.text LIKE '%link:pdfDataStoreId=%' ORDER BY e.id LIMIT 1`);
    const fileTrail = await trail('remitFilesOut', {
      fileId: Number(event!.record_id),
      paging: { page: 0, entriesPerPage: 100 },
    });
    const storeId = Number(/(?<![A-Za-z])storeId=(\d+)/.exec(event!.text)![1]);
    const pdfId = Number(/link:pdfDataStoreId=(\d+)/.exec(event!.text)![1]);
    expect(fileTrail.documents).toEqual(
      expect.arrayContaining([
        { id: storeId, kind: 'txt', version: null, receipt: true },
        { id: pdfId, kind: 'pdf', version: null, receipt: true },
      ]),
    );
  });

  it('describes no document of another organisation, even when a description names its id', async () => {
    const [alpenstromXml] = await linksOf(310552, 'link:dataStoreId');
    const [event] = await rows<{ id: number }>(
      sql`SELECT id FROM reporting_audit_events WHERE record_id = 240117 ORDER BY occurred_at DESC, id DESC LIMIT 1`,
    );
    const original = (
      await rows<{ text: string }>(sql`SELECT text FROM reporting_audit_events WHERE id = ${event!.id}`)
    )[0]!.text;
    await testApp.app.db.execute(
      sql`UPDATE reporting_audit_events SET text = ${`Forged link:dataStoreId=${alpenstromXml!}`} WHERE id = ${event!.id}`,
    );
    try {
      const page = await trail('remit', { historyId: 240117 });
      expect(page.rows[0]!.text).toContain(`dataStoreId=${alpenstromXml!}`);
      expect(page.documents.map((document) => document.id)).not.toContain(alpenstromXml);
    } finally {
      await testApp.app.db.execute(sql`UPDATE reporting_audit_events SET text = ${original} WHERE id = ${event!.id}`);
    }
  });

  it("answers 404 to another organisation's document whatever ids are combined", async () => {
    const [nordwindXml] = await linksOf(240117, 'link:dataStoreId');
    const [alpenstromXml] = await linksOf(310552, 'link:dataStoreId');
    const [balticXml] = await linksOf(500031, 'link:dataStoreId');
    const attempts: Array<Record<string, number>> = [
      // Alpenstrom's document through Nordwind's record, named in either organisation.
      { historyId: 240117, dataStoreId: alpenstromXml!, organisationId: organisation.nordwind },
      { historyId: 240117, dataStoreId: alpenstromXml!, organisationId: organisation.alpenstrom },
      // Nordwind's document through Alpenstrom's record.
      { historyId: 310552, dataStoreId: nordwindXml!, organisationId: organisation.alpenstrom },
      // Baltic Power's document with every id of a record the analyst may see.
      {
        historyId: 240117,
        confirmationId: 240117,
        fileId: 240117,
        id: 240117,
        dataStoreId: balticXml!,
        organisationId: organisation.nordwind,
      },
      // Unknown document.
      { historyId: 240117, dataStoreId: 2_000_000_000, organisationId: organisation.nordwind },
    ];
    for (const query of attempts) {
      const response = await getDocument('remit', 'xml', query);
      expect(`${JSON.stringify(query)} ${response.statusCode}`).toBe(`${JSON.stringify(query)} 404`);
      expect(response.body).not.toContain('<REMIT');
    }
    const baltic = await getDocument('remit', 'xml', {
      historyId: 500031,
      dataStoreId: balticXml!,
      organisationId: organisation.balticPower,
    });
    expect(baltic.statusCode).toBe(404);
  });
});

describe('the text download', () => {
  it('streams every event of the filtered trail in order, named after the record in Content-Disposition', async () => {
    for (const sortOrder of ['DESCENDING', 'ASCENDING'] as const) {
      const response = await analyst.inject({
        method: 'POST',
        url: fillPath(apiPaths.auditTrailTxt, { urlPart: 'remit' }),
        query: { organisationId: String(organisation.nordwind) },
        // The page's paging rides along in the search query; the file still holds the whole trail.
        payload: {
          historyId: 240117,
          messagingDetails: false,
          processingDetails: true,
          sortOrder,
          paging: { page: 1, entriesPerPage: 10 },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const disposition = parseContentDisposition(String(response.headers['content-disposition']));
      expect(disposition).toEqual({ type: 'attachment', parameters: { filename: 'audit-trail-NWEH-2026-000417.txt' } });
      const [title, header, ...lines] = response.body.trimEnd().split('\n');
      expect(title).toBe('Details for NWEH-2026-000417');
      expect(header).toBe('Date / Time\tSeverity\tSource\tDescription');
      const expected = await expectedTrail(240117, false, true);
      // More events than one page of the paging sent, so a paged file would be caught.
      expect(expected.length).toBeGreaterThan(10);
      const ordered = sortOrder === 'DESCENDING' ? expected : [...expected].reverse();
      // The descriptions read as the page shows them: each link by its document's name and id.
      const page = await trail('remit', { historyId: 240117, paging: { page: 0, entriesPerPage: 100 } });
      const documents = new Map(page.documents.map((document) => [document.id, document]));
      expect(lines.map((line) => line.split('\t')[3])).toEqual(
        ordered.map((event) => readableDescription(event.text, documents)),
      );
    }
  });

  it("names a file record's trail with one '.txt', its file name already ending in it", async () => {
    const [file] = await rows<{ id: number; external_id: string }>(sql`
      SELECT id, external_id FROM reporting_records
      WHERE organisation_id = ${organisation.nordwind} AND document_type = 'REMIT_FILE_IN' AND external_id LIKE '%.txt'
      ORDER BY id LIMIT 1`);
    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.auditTrailTxt, { urlPart: 'remitFilesIn' }),
      query: { organisationId: String(organisation.nordwind) },
      payload: { fileId: Number(file!.id) },
    });
    expect(response.statusCode).toBe(200);
    const disposition = parseContentDisposition(String(response.headers['content-disposition']));
    expect(disposition.parameters.filename).toBe(`audit-trail-${file!.external_id}`);
    expect(disposition.parameters.filename).toMatch(/^audit-trail-RCPT-[A-Za-z0-9-]+\.txt$/);
  });

  it('writes a link as the page names it, never as its markup', async () => {
    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.auditTrailTxt, { urlPart: 'remit' }),
      query: { organisationId: String(organisation.nordwind) },
      payload: { historyId: 240117 },
    });
    expect(response.statusCode).toBe(200);
    const versions = await rows<{ document_id: number; version: number }>(
      sql`SELECT document_id, version FROM reporting_record_versions WHERE record_id = 240117 ORDER BY version`,
    );
    const texts = await rows<{ text: string }>(
      sql`SELECT text FROM reporting_audit_events WHERE record_id = 240117 AND text LIKE 'Accepted by ACER%'`,
    );
    const [, receiptId, storeId] = /Receipt (\S+), storeId=(\d+)/.exec(texts[0]?.text ?? '') ?? [];
    expect(versions.length).toBeGreaterThan(0);
    expect(storeId).toBeDefined();
    expect(response.body).not.toMatch(/(link:dataStoreId|link:pdfDataStoreId|storeId)=/);
    for (const { document_id, version } of versions)
      expect(response.body).toContain(`XML, version ${version} id ${document_id}`);
    expect(response.body).toContain(`Receipt ${receiptId!}, Text receipt id ${storeId!}`);
  });

  it('streams a trail longer than one batch without losing or repeating an event', async () => {
    const repository = testApp.app.repos.reporting;
    const record = await repository.insertRecord({
      organisationId: organisation.nordwind,
      documentType: 'CPML_MESSAGE',
      externalId: '../CPML "weird"\nname\u00e9',
      state: 'RECEIVED',
      attributes: {},
      createdAt: new Date(Date.UTC(2026, 1, 1)),
      updatedAt: new Date(Date.UTC(2026, 1, 1)),
    });
    const total = 12_345;
    for (let start = 0; start < total; start += 5000) {
      await repository.appendEvents(
        record.id,
        Array.from({ length: Math.min(5000, total - start) }, (_, index) => ({
          occurredAt: new Date(Date.UTC(2026, 1, 1) + (start + index) * 1000),
          severity: 'INFO' as const,
          source: 'CPML',
          text: `line ${start + index + 1}\twith a tab`,
          messagingDetail: false,
          processingDetail: false,
        })),
      );
    }
    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.auditTrailTxt, { urlPart: 'cpml' }),
      query: { organisationId: String(organisation.nordwind) },
      payload: { id: record.id, sortOrder: 'ASCENDING' },
    });
    expect(response.statusCode).toBe(200);
    const filename = parseContentDisposition(String(response.headers['content-disposition'])).parameters.filename!;
    expect(filename).toMatch(/^audit-trail-[A-Za-z0-9._-]+\.txt$/);
    expect(filename).not.toContain('..');
    const lines = response.body.trimEnd().split('\n').slice(2);
    expect(lines).toHaveLength(total);
    // The first event is at 2026-02-01 00:00:00 UTC, one a second after it; the same look as the page's.
    expect(lines[0]!.split('\t')[0]).toBe('2026-02-01 00:00:00 UTC');
    expect(lines[3661]!.split('\t')[0]).toBe('2026-02-01 01:01:01 UTC');
    expect(lines.map((line) => line.split('\t')[3])).toEqual(
      Array.from({ length: total }, (_, index) => `line ${index + 1} with a tab`),
    );

    // In the user's zone and date format when the download asks for them: New York is five hours behind in February.
    const inNewYork = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.auditTrailTxt, { urlPart: 'cpml' }),
      query: { organisationId: String(organisation.nordwind), timeZone: 'America/New_York', dateFormat: 'dd/mm/yy' },
      payload: { id: record.id, sortOrder: 'ASCENDING' },
    });
    const zoned = inNewYork.body.trimEnd().split('\n').slice(2);
    expect(zoned).toHaveLength(total);
    expect(zoned[0]!.split('\t')[0]).toBe('31/01/26 19:00:00 GMT-5');
    expect(zoned[3661]!.split('\t')[0]).toBe('31/01/26 20:01:01 GMT-5');
  });

  it("answers 404 for another organisation's record instead of an empty file", async () => {
    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.auditTrailTxt, { urlPart: 'remit' }),
      query: { organisationId: String(organisation.nordwind) },
      payload: { historyId: 310552 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});

describe('bad queries', () => {
  it.each([
    ['a page size above 100', { historyId: 240117, paging: { entriesPerPage: 101, page: 0 } }, 'paging.entriesPerPage'],
    ['a page size of 0', { historyId: 240117, paging: { entriesPerPage: 0, page: 0 } }, 'paging.entriesPerPage'],
    ['a negative page', { historyId: 240117, paging: { entriesPerPage: 25, page: -1 } }, 'paging.page'],
    ['an unknown sort order', { historyId: 240117, sortOrder: 'UP' }, 'sortOrder'],
    ['a text id', { historyId: 'abc' }, 'historyId'],
    ['an id beyond int4', { historyId: 2_147_483_648 }, 'historyId'],
    ['a fractional id', { historyId: 1.5 }, 'historyId'],
    ['a checkbox as text', { historyId: 240117, messagingDetails: 'yes' }, 'messagingDetails'],
    ['an overlong extId', { historyId: 240117, extId: 'x'.repeat(201) }, 'extId'],
  ])('answers 400 naming the field for %s', async (_, body, field) => {
    const response = await postTrail('remit', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(field);
  });

  it('answers 400 for a document link without a dataStoreId or with a malformed one', async () => {
    for (const dataStoreId of [undefined, 'abc', '-3', '12abc']) {
      const response = await analyst.inject({
        method: 'GET',
        url: fillPath(apiPaths.auditTrailXml, { urlPart: 'remit' }),
        query: {
          historyId: '240117',
          organisationId: String(organisation.nordwind),
          ...(dataStoreId === undefined ? {} : { dataStoreId }),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(
        'dataStoreId',
      );
    }
  });

  it("answers 400 naming the trail's own id parameter when it is left out, on every call of the trail", async () => {
    const ecmRecord = await recordOf(organisation.nordwind, 'ECM');
    const calls = [
      ['remit', await postTrail('remit', {})],
      // Another trail's id does not stand in for it.
      ['confirmationId', await postTrail('ecm', { historyId: ecmRecord })],
      ['fileId', await postTrail('mifidfileUpload', {})],
      [
        'historyId',
        await analyst.inject({
          method: 'POST',
          url: fillPath(apiPaths.auditTrailTxt, { urlPart: 'remit' }),
          query: { organisationId: String(organisation.nordwind) },
          payload: {},
        }),
      ],
      // No record named: not the document either, whoever's it is.
      ['historyId', await getDocument('remit', 'xml', { organisationId: organisation.nordwind, dataStoreId: 1 })],
    ] as const;
    for (const [field, response] of calls) {
      const named = field === 'remit' ? 'historyId' : field;
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[named]).toEqual([
        `${named} must be a positive whole number.`,
      ]);
    }
  });

  it('answers 404 for an unknown urlPart', async () => {
    const response = await analyst.inject({ method: 'POST', url: '/api/audittrail/unknown/trail', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('document frames', () => {
  const frameUrl = (frameKind: string, id: number) => fillPath(apiPaths.documentFrame, { frameKind, id });

  it('answers the HTML of a confirmation, invoice and netting statement in a sandbox without scripts', async () => {
    for (const [frameKind, documentType] of [
      ['confirmation', 'ECM'],
      ['invoice', 'ESM_INVOICE'],
      ['netting', 'ESM_NETTING'],
    ] as const) {
      const id = await recordOf(organisation.nordwind, documentType);
      const response = await analyst.inject({
        method: 'GET',
        url: frameUrl(frameKind, id),
        query: { organisationId: String(organisation.nordwind) },
      });
      expect(`${frameKind} ${response.statusCode}`).toBe(`${frameKind} 200`);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body.startsWith('<!DOCTYPE html>')).toBe(true);
      const csp = String(response.headers['content-security-policy']);
      expect(csp.split(';').map((directive) => directive.trim())).toEqual(
        expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]),
      );
      expect(csp).not.toContain('script-src');
      expect(csp).not.toContain('allow-scripts');
    }
  });

  it("answers 404 to another family's or another organisation's id", async () => {
    const invoiceId = await recordOf(organisation.nordwind, 'ESM_INVOICE');
    const confirmationId = await recordOf(organisation.nordwind, 'ECM');
    const attempts = [
      { url: frameUrl('confirmation', invoiceId), organisationId: organisation.nordwind },
      { url: frameUrl('confirmation', confirmationId), organisationId: organisation.alpenstrom },
      { url: frameUrl('confirmation', 2_000_000_000), organisationId: organisation.nordwind },
      { url: frameUrl('confirmation', confirmationId), organisationId: organisation.balticPower },
    ];
    for (const attempt of attempts) {
      const response = await analyst.inject({
        method: 'GET',
        url: attempt.url,
        query: { organisationId: String(attempt.organisationId) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!DOCTYPE');
    }
    const unknownKind = await analyst.inject({ method: 'GET', url: frameUrl('contract', confirmationId) });
    expect(unknownKind.statusCode).toBe(400);
  });
});
