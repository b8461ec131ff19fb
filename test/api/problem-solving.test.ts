import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { auditTrailResultSchema } from '@shared/contract/audit-trail';
import { descriptionSegments } from '@shared/contract/audit-trail-links';
import {
  PROBLEM_NOTE_REQUIRED_MESSAGE,
  PROBLEM_RECORD_IN_QUEUE_MESSAGE,
  handledProblemsSchema,
  HOLIDAY_NAME_REQUIRED_MESSAGE,
  holidaysSchema,
  markHandledResultSchema,
  problemCountsSchema,
  problemDailySchema,
  problemPageSchema,
  problemUrgencyLabels,
  type ProblemPageRequestInput,
  type ProblemRow,
} from '@shared/contract/problem-solving';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';
import { recordAdder } from './reporting-records';
import { createTestClock } from './test-clock';
import { parseCsv } from '../fixtures/parse-csv';
import { catalogueColumnNames } from '@shared/contract/column-settings';
import { UNKNOWN_REQUEST_TIME_ZONE_MESSAGE } from '@shared/contract/preferences-constants';

// Monday 21 December 2026, 10:00 UTC: Friday's Table 1 trade is due today, the Christmas Eve one after
// the holidays, the Easter position file long overdue.
const clock = createTestClock(new Date('2026-12-21T10:00:00Z'));
let testApp: TestApp;
let analyst: Agent;
let editor: Agent;
const organisation = { nordwind: 0, balticPower: 0 };

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  // The demo analyst's password runs out a week after the seed; this test's Monday is further on.
  await testApp.app.db.execute(sql`UPDATE users SET password_expires_at = '2027-06-30' WHERE username = 'analyst'`);
  analyst = await loginAsDemo(testApp.app, 'analyst');
  editor = await loginAsDemo(testApp.app, 'editor');
  const all = await testApp.app.repos.organisations.listAll();
  const idOf = (eic: string) => all.find((candidate) => candidate.eicCode === eic)!.id;
  organisation.nordwind = idOf('11XNORDWIND-EH-G');
  organisation.balticPower = idOf('45XBALTICPOWER-0');
}, 180_000);
afterAll(() => testApp.close());

const addRecord = recordAdder(() => testApp.app, 'PROBLEM-TEST');

const warning = (text: string, at: Date) => ({
  occurredAt: at,
  severity: 'WARN' as const,
  source: 'Validation',
  text,
  messagingDetail: false,
  processingDetail: false,
});

async function queue(agent: Agent, organisationId: number, body: Partial<ProblemPageRequestInput> = {}) {
  const response = await agent.inject({
    method: 'POST',
    url: apiPaths.problemSolvingProblems,
    query: { organisationId: String(organisationId) },
    payload: { paging: { page: 0, entriesPerPage: 100 }, ...body },
  });
  expect([response.statusCode, response.body]).toEqual([200, expect.anything()]);
  return problemPageSchema.parse(response.json());
}

async function problemOf(organisationId: number, externalId: string): Promise<ProblemRow | undefined> {
  const page = await queue(analyst, organisationId, { filters: { text: externalId } });
  return page.values.find((row) => row.externalId === externalId);
}

async function markHandled(
  agent: Agent,
  organisationId: number,
  problems: { problemId: number; version: number }[],
  note: string,
) {
  return agent.inject({
    method: 'POST',
    url: apiPaths.problemSolvingHandled,
    query: { organisationId: String(organisationId) },
    payload: { problems, note },
  });
}

async function trailTexts(recordId: number): Promise<string[]> {
  const result = (await testApp.app.db.execute(
    sql`SELECT text FROM reporting_audit_events WHERE record_id = ${recordId} ORDER BY position_all`,
  )) as unknown as { rows: { text: string }[] };
  return result.rows.map(({ text }) => text);
}

describe('the queue', () => {
  it('lists every category with its due date: weekends and the holiday calendar skipped', async () => {
    const { nordwind } = organisation;
    const friday = await addRecord(nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T15:00:00Z');
    const christmasEve = await addRecord(nordwind, 'REMIT_TABLE_1', 'INVALID', '2026-12-24T09:00:00Z');
    const table2 = await addRecord(nordwind, 'REMIT_TABLE_2', 'REJECTED', '2026-12-10T09:00:00Z');
    const easterFile = await addRecord(nordwind, 'MIFID_POSITION_FILE', 'RECEIVED', '2026-04-02T09:00:00Z');
    const unmatched = await addRecord(nordwind, 'ECM', 'UNMATCHED', '2026-12-17T09:00:00Z');
    const invoice = await addRecord(nordwind, 'ESM_INVOICE', 'REJECTED', '2026-12-17T09:00:00Z');
    const acknowledged = await addRecord(nordwind, 'REMIT_FILE_IN', 'ACKNOWLEDGED', '2026-12-17T09:00:00Z');
    await testApp.app.repos.reporting.appendEvents(acknowledged.id, [
      warning('2 of 40 records rejected', new Date('2026-12-17T09:05:00Z')),
    ]);

    const expected: [typeof friday, ProblemRow['category'], string | null, ProblemRow['urgency']][] = [
      [friday, 'REJECTED_REPORT', '2026-12-21', 'DUE_TODAY'],
      [christmasEve, 'INVALID_RECORD', '2026-12-28', 'DUE_LATER'],
      [table2, 'REJECTED_REPORT', '2027-01-10', 'DUE_LATER'],
      [easterFile, 'UNCONFIRMED_POSITION_FILE', '2026-04-07', 'OVERDUE'],
      [unmatched, 'UNMATCHED_CONFIRMATION', null, 'NO_DEADLINE'],
      [invoice, 'REJECTED_SETTLEMENT', null, 'NO_DEADLINE'],
      [acknowledged, 'WARNING', null, 'NO_DEADLINE'],
    ];
    for (const [record, category, dueBy, urgency] of expected) {
      const row = await problemOf(nordwind, record.externalId);
      expect({
        externalId: record.externalId,
        category: row?.category,
        dueBy: row?.dueBy,
        urgency: row?.urgency,
      }).toEqual({
        externalId: record.externalId,
        category,
        dueBy,
        urgency,
      });
    }
    const warned = await problemOf(nordwind, acknowledged.externalId);
    expect(warned?.whatHappened).toBe('2 of 40 records rejected');
    // Its audit trail is its family's (the client links it so); a file takes no other link.
    expect(warned).toMatchObject({ id: acknowledged.id, documentType: 'REMIT_FILE_IN', links: [] });
  });

  it('says what happened as the trail reads it: a link by its name and id, not its markup', async () => {
    const { nordwind } = organisation;
    const file = await addRecord(nordwind, 'REMIT_FILE_IN', 'ACKNOWLEDGED', '2026-12-17T09:10:00Z');
    await testApp.app.repos.reporting.appendEvents(file.id, [
      warning('3 of 40 records rejected: storeId=217 link:pdfDataStoreId=218', new Date('2026-12-17T09:15:00Z')),
    ]);
    expect((await problemOf(nordwind, file.externalId))?.whatHappened).toBe(
      '3 of 40 records rejected: Stored file id 217 PDF document id 218',
    );
  });

  it('puts overdue and due-today problems first, and counts them for the menu', async () => {
    const page = await queue(analyst, organisation.nordwind);
    const urgencies = page.values.map((row) => row.urgency);
    const rank = { OVERDUE: 0, DUE_TODAY: 1, DUE_LATER: 2, NO_DEADLINE: 3 } as const;
    expect(urgencies.map((urgency) => rank[urgency])).toEqual([...urgencies.map((urgency) => rank[urgency])].sort());

    const response = await analyst.inject({
      method: 'GET',
      url: apiPaths.problemSolvingCounts,
      query: { organisationId: String(organisation.nordwind) },
    });
    const counts = problemCountsSchema.parse(response.json());
    expect(counts.urgent).toBe(counts.byUrgency.OVERDUE + counts.byUrgency.DUE_TODAY);
    expect(counts.urgent).toBeGreaterThan(0);
    const overdue = await queue(analyst, organisation.nordwind, { filters: { urgency: 'OVERDUE' } });
    expect(overdue.values.every((row) => row.urgency === 'OVERDUE')).toBe(true);
    await expectKeptCountsTrue();
  });

  it('a state that is no problem any more takes its problem away; a new rejection brings a new one', async () => {
    const record = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T11:00:00Z');
    expect(await problemOf(organisation.nordwind, record.externalId)).toBeDefined();
    await testApp.app.repos.reporting.updateRecordState(record.id, 'SENT', clock.now());
    expect(await problemOf(organisation.nordwind, record.externalId)).toBeUndefined();
    await testApp.app.repos.reporting.updateRecordState(record.id, 'REJECTED', clock.now());
    expect((await problemOf(organisation.nordwind, record.externalId))?.category).toBe('REJECTED_REPORT');
  });

  it("shows only the organisation's own problems; another organisation's id is refused", async () => {
    const baltic = await addRecord(organisation.balticPower, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T12:00:00Z');
    const nordwindPage = await queue(analyst, organisation.nordwind, { filters: { text: baltic.externalId } });
    expect(nordwindPage.count).toBe(0);
    const asked = await analyst.inject({
      method: 'POST',
      url: apiPaths.problemSolvingProblems,
      query: { organisationId: String(organisation.balticPower) },
      payload: { paging: { page: 0, entriesPerPage: 25 } },
    });
    expect(asked.statusCode).toBe(404);
    expect((await queue(editor, organisation.balticPower, { filters: { text: baltic.externalId } })).count).toBe(1);
  });
});

describe('mark as handled', () => {
  it('needs a note, writes the trail, leaves the queue and answers a double click the same', async () => {
    const record = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T13:00:00Z');
    const row = (await problemOf(organisation.nordwind, record.externalId))!;
    const item = { problemId: row.problemId, version: row.version };

    const noNote = await markHandled(analyst, organisation.nordwind, [item], '   ');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fieldErrors.note).toEqual([PROBLEM_NOTE_REQUIRED_MESSAGE]);
    // A note of characters that show nothing is no note either: the trail would say nothing.
    const unseenNote = await markHandled(analyst, organisation.nordwind, [item], '\u200b\u202e');
    expect(unseenNote.json().fieldErrors?.note).toEqual([PROBLEM_NOTE_REQUIRED_MESSAGE]);
    // The note goes into the trail and its XML download: a control character is refused on the field.
    const bell = await markHandled(analyst, organisation.nordwind, [item], 'bell\u0007\u001b[31m red');
    expect([bell.statusCode, bell.json().fieldErrors.note]).toEqual([
      400,
      ['The note may not contain control characters.'],
    ]);

    const [first, second] = await Promise.all([
      markHandled(analyst, organisation.nordwind, [item], 'Corrected in the ORM and re-sent by phone'),
      markHandled(analyst, organisation.nordwind, [item], 'Corrected in the ORM and re-sent by phone'),
    ]);
    for (const response of [first!, second!]) {
      expect(response.statusCode).toBe(200);
      expect(markHandledResultSchema.parse(response.json()).outcomes).toEqual([
        { problemId: row.problemId, externalId: record.externalId, outcome: 'handled', message: null },
      ]);
    }
    expect(await problemOf(organisation.nordwind, record.externalId)).toBeUndefined();
    const handledEvents = (await trailTexts(record.id)).filter((text) => text.includes('marked as handled'));
    expect(handledEvents).toEqual([
      'Rejected report marked as handled by Anna Lindqvist: Corrected in the ORM and re-sent by phone',
    ]);
    // Another note from the same view is no retry: refused, saying who handled it and on which day.
    const later = await markHandled(analyst, organisation.nordwind, [item], 'Sent again by mail');
    const [refused] = markHandledResultSchema.parse(later.json()).outcomes;
    expect(refused).toMatchObject({ outcome: 'stale' });
    expect(refused!.message).toMatch(
      /^This problem was already marked as handled by Anna Lindqvist on \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} UTC\.$/,
    );
  });

  it('in bulk: says which were handled and which were refused, and why', async () => {
    const open = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'INVALID', '2026-12-18T14:00:00Z');
    const changed = await addRecord(organisation.nordwind, 'MIFID_POSITION_FILE', 'RECEIVED', '2026-12-18T14:00:00Z');
    const baltic = await addRecord(organisation.balticPower, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T14:00:00Z');
    const openRow = (await problemOf(organisation.nordwind, open.externalId))!;
    const changedRow = (await problemOf(organisation.nordwind, changed.externalId))!;
    // The file is edited after the queue was loaded: a new state, a new version of its problem.
    await testApp.app.repos.reporting.updateRecordState(changed.id, 'EDITING', clock.now());
    const balticProblem = (await queue(editor, organisation.balticPower, { filters: { text: baltic.externalId } }))
      .values[0]!;

    const response = await markHandled(
      analyst,
      organisation.nordwind,
      [
        { problemId: openRow.problemId, version: openRow.version },
        { problemId: changedRow.problemId, version: changedRow.version },
        { problemId: balticProblem.problemId, version: balticProblem.version },
      ],
      'Handled with the counterparty',
    );
    expect(response.statusCode).toBe(200);
    const { outcomes } = markHandledResultSchema.parse(response.json());
    expect(outcomes.map(({ outcome }) => outcome)).toEqual(['handled', 'stale', 'notFound']);
    expect(outcomes[1]!.message).toMatch(/^This problem was changed after you opened it \(now version 2/);
    expect(outcomes[2]!.externalId).toBeNull();
    // Baltic Power's problem is untouched and still open for its own users.
    expect((await queue(editor, organisation.balticPower, { filters: { text: baltic.externalId } })).count).toBe(1);
  });

  it('is reopened from the trail: back in the queue, said in the trail, a stale reopen refused', async () => {
    const record = await addRecord(organisation.nordwind, 'ECM', 'UNMATCHED', '2026-12-18T16:00:00Z');
    const row = (await problemOf(organisation.nordwind, record.externalId))!;
    await markHandled(
      analyst,
      organisation.nordwind,
      [{ problemId: row.problemId, version: row.version }],
      'Matched by phone',
    );
    const handledUrl = fillPath(apiPaths.problemSolvingRecordHandled, { recordId: record.id });
    const query = { organisationId: String(organisation.nordwind) };
    const handled = handledProblemsSchema.parse(
      (await analyst.inject({ method: 'GET', url: handledUrl, query })).json(),
    );
    expect(handled.values).toEqual([
      expect.objectContaining({ problemId: row.problemId, note: 'Matched by phone', handledBy: 'Anna Lindqvist' }),
    ]);
    const reopenUrl = fillPath(apiPaths.problemSolvingReopen, { problemId: row.problemId });
    const stale = await analyst.inject({ method: 'POST', url: reopenUrl, query, payload: { version: row.version } });
    expect(stale.statusCode).toBe(409);
    const version = handled.values[0]!.version;
    const reopened = await analyst.inject({ method: 'POST', url: reopenUrl, query, payload: { version } });
    expect(reopened.statusCode).toBe(200);
    const again = await analyst.inject({ method: 'POST', url: reopenUrl, query, payload: { version } });
    expect(again.statusCode).toBe(200);
    // A colleague's identical reopen from the same view is no retry of theirs: the problem is open already.
    const editorId = (await testApp.app.repos.users.findByUsername('editor'))!.id;
    await testApp.app.db.execute(
      sql`INSERT INTO user_organisations (user_id, organisation_id) VALUES (${editorId}, ${organisation.nordwind})`,
    );
    try {
      const colleague = await editor.inject({ method: 'POST', url: reopenUrl, query, payload: { version } });
      expect(colleague.statusCode).toBe(409);
    } finally {
      await testApp.app.db.execute(
        sql`DELETE FROM user_organisations WHERE user_id = ${editorId} AND organisation_id = ${organisation.nordwind}`,
      );
    }
    expect((await problemOf(organisation.nordwind, record.externalId))?.version).toBe(version + 1);
    expect((await trailTexts(record.id)).filter((text) => text.includes('reopened'))).toEqual([
      'Unmatched confirmation reopened by Anna Lindqvist',
    ]);
    // A queue loaded before it was handled and reopened hears who reopened it, and when.
    const fromTheOldQueue = await markHandled(
      analyst,
      organisation.nordwind,
      [{ problemId: row.problemId, version: row.version }],
      'Handled from an old queue',
    );
    const [outcome] = markHandledResultSchema.parse(fromTheOldQueue.json()).outcomes;
    expect(outcome).toMatchObject({ outcome: 'stale' });
    expect(outcome!.message).toMatch(
      new RegExp(`^This problem was changed after you opened it \\(now version ${version + 1}, by Anna Lindqvist on `),
    );
    const otherOrganisation = await editor.inject({
      method: 'POST',
      url: reopenUrl,
      query: { organisationId: String(organisation.balticPower) },
      payload: { version },
    });
    expect(otherOrganisation.statusCode).toBe(404);
    // Another organisation's record, or one that does not exist, is not found: not an empty list.
    for (const [recordId, organisationId] of [
      [record.id, organisation.balticPower],
      [2_147_483_647, organisation.nordwind],
    ] as const) {
      const asked = await (organisationId === organisation.nordwind ? analyst : editor).inject({
        method: 'GET',
        url: fillPath(apiPaths.problemSolvingRecordHandled, { recordId }),
        query: { organisationId: String(organisationId) },
      });
      expect(asked.statusCode).toBe(404);
    }
  });

  it('tells a member they may handle and reopen, and an observing admin that they may not (so no button offers it)', async () => {
    const record = await addRecord(organisation.nordwind, 'ECM', 'UNMATCHED', '2026-12-18T17:00:00Z');
    const row = (await problemOf(organisation.nordwind, record.externalId))!;
    const admin = await loginAsDemo(testApp.app, 'admin');
    const query = { organisationId: String(organisation.nordwind) };
    const handledOf = async (agent: Agent) =>
      handledProblemsSchema.parse(
        (
          await agent.inject({
            method: 'GET',
            url: fillPath(apiPaths.problemSolvingRecordHandled, { recordId: record.id }),
            query,
          })
        ).json(),
      );

    expect((await queue(analyst, organisation.nordwind)).mayChange).toBe(true);
    const observed = await queue(admin, organisation.nordwind, { filters: { text: record.externalId } });
    expect([observed.mayChange, observed.values.map(({ problemId }) => problemId)]).toEqual([false, [row.problemId]]);
    const refused = await markHandled(admin, organisation.nordwind, [row], 'Looked at it');
    expect(refused.statusCode).toBe(403);

    await markHandled(analyst, organisation.nordwind, [row], 'Matched by phone');
    expect((await handledOf(analyst)).mayChange).toBe(true);
    const handled = await handledOf(admin);
    expect([handled.mayChange, handled.values.map(({ problemId }) => problemId)]).toEqual([false, [row.problemId]]);
    const reopen = await admin.inject({
      method: 'POST',
      url: fillPath(apiPaths.problemSolvingReopen, { problemId: row.problemId }),
      query,
      payload: { version: handled.values[0]!.version },
    });
    expect(reopen.statusCode).toBe(403);
  });

  it("the record's trail shows the note as an event", async () => {
    const record = await addRecord(organisation.nordwind, 'ESM_INVOICE', 'REJECTED', '2026-12-18T16:30:00Z');
    const row = (await problemOf(organisation.nordwind, record.externalId))!;
    await markHandled(
      analyst,
      organisation.nordwind,
      [{ problemId: row.problemId, version: row.version }],
      'Credit note sent',
    );
    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.auditTrail, { urlPart: 'esmInvoice' }),
      query: { organisationId: String(organisation.nordwind) },
      payload: { invoiceId: record.id, messagingDetails: true, processingDetails: true },
    });
    expect(response.statusCode).toBe(200);
    const texts = auditTrailResultSchema.parse(response.json()).rows.map((event) => event.text);
    expect(texts).toContain('Rejected invoice or netting marked as handled by Anna Lindqvist: Credit note sent');
  });

  it("a note naming another record's document links nothing: the trail neither describes nor serves it", async () => {
    const { nordwind } = organisation;
    const record = await addRecord(nordwind, 'ESM_INVOICE', 'REJECTED', '2026-12-18T16:40:00Z');
    const other = await addRecord(nordwind, 'ESM_INVOICE', 'SENT', '2026-12-18T16:45:00Z');
    const document = await testApp.app.repos.reporting.insertDocument({
      organisationId: nordwind,
      recordId: other.id,
      kind: 'xml',
      mediaType: 'application/xml',
      fileName: 'other-record.xml',
      contentText: '<other/>',
      createdAt: new Date('2026-12-18T16:45:00Z'),
    });
    const note = `Corrected, accepted report: link:dataStoreId=${document.id} and storeId=${document.id}`;
    const row = (await problemOf(nordwind, record.externalId))!;
    const handled = await markHandled(analyst, nordwind, [{ problemId: row.problemId, version: row.version }], note);
    expect(handled.statusCode).toBe(200);

    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.auditTrail, { urlPart: 'esmInvoice' }),
      query: { organisationId: String(nordwind) },
      payload: { invoiceId: record.id, messagingDetails: true, processingDetails: true },
    });
    const trail = auditTrailResultSchema.parse(response.json());
    expect(trail.documents).toEqual([]);
    // Shown as typed, as text only.
    const event = trail.rows.find((candidate) => candidate.text.includes('marked as handled'))!;
    expect(descriptionSegments(event.text)).toEqual([
      { kind: 'text', text: `Rejected invoice or netting marked as handled by Anna Lindqvist: ${note}` },
    ]);
    const served = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.auditTrailXml, { urlPart: 'esmInvoice' }),
      query: { organisationId: String(nordwind), invoiceId: String(record.id), dataStoreId: String(document.id) },
    });
    expect(served.statusCode).toBe(404);
  });
});

/**
 * The counts the menu and the status bar read (kept by a trigger) against a count of the problems
 * themselves, per category and per urgency on the test's Monday, for both organisations.
 */
async function expectKeptCountsTrue() {
  for (const [agent, organisationId] of [
    [analyst, organisation.nordwind],
    [editor, organisation.balticPower],
  ] as const) {
    const result = (await testApp.app.db.execute(
      sql`SELECT category, CASE WHEN due_by IS NULL THEN 'NO_DEADLINE' WHEN due_by < '2026-12-21' THEN 'OVERDUE'
            WHEN due_by = '2026-12-21' THEN 'DUE_TODAY' ELSE 'DUE_LATER' END AS urgency, count(*)::int AS count
          FROM problems WHERE organisation_id = ${organisationId} AND handled_at IS NULL GROUP BY 1, 2`,
    )) as unknown as { rows: { category: string; urgency: string; count: number }[] };
    const sum = (keep: (row: { category: string; urgency: string }) => boolean) =>
      result.rows.filter(keep).reduce((total, row) => total + row.count, 0);
    const response = await agent.inject({
      method: 'GET',
      url: apiPaths.problemSolvingCounts,
      query: { organisationId: String(organisationId) },
    });
    const counts = problemCountsSchema.parse(response.json());
    for (const [category, count] of Object.entries(counts.byCategory))
      expect([category, count]).toEqual([category, sum((row) => row.category === category)]);
    for (const [urgency, count] of Object.entries(counts.byUrgency))
      expect([urgency, count]).toEqual([urgency, sum((row) => row.urgency === urgency)]);
    expect(counts.urgent).toBe(sum((row) => row.urgency === 'OVERDUE' || row.urgency === 'DUE_TODAY'));
  }
}

describe('the kept counts', () => {
  it('equal a count of the open problems after the changes above', expectKeptCountsTrue);

  it('a reopened warning whose record is now a problem by its state is refused: one row a record', async () => {
    const record = await addRecord(organisation.nordwind, 'REMIT_FILE_IN', 'ACKNOWLEDGED', '2026-12-18T10:00:00Z');
    await testApp.app.repos.reporting.appendEvents(record.id, [warning('1 of 12 records rejected', clock.now())]);
    const row = (await problemOf(organisation.nordwind, record.externalId))!;
    expect(row.category).toBe('WARNING');
    await markHandled(analyst, organisation.nordwind, [{ problemId: row.problemId, version: row.version }], 'Seen');
    await testApp.app.repos.reporting.updateRecordState(record.id, 'REJECTED', clock.now());
    const reopened = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.problemSolvingReopen, { problemId: row.problemId }),
      query: { organisationId: String(organisation.nordwind) },
      payload: { version: row.version + 1 },
    });
    expect([reopened.statusCode, reopened.json().errorMessage]).toEqual([409, PROBLEM_RECORD_IN_QUEUE_MESSAGE]);
    const open = await queue(analyst, organisation.nordwind, { filters: { text: record.externalId } });
    expect(open.values.map(({ category }) => category)).toEqual(['REJECTED_REPORT']);
    await expectKeptCountsTrue();
  });
});

describe('the chart of the last 30 days', () => {
  async function daily() {
    const response = await analyst.inject({
      method: 'GET',
      url: apiPaths.problemSolvingDaily,
      query: { organisationId: String(organisation.nordwind) },
    });
    expect(response.statusCode).toBe(200);
    return problemDailySchema.parse(response.json()).days;
  }

  it('counts the REMIT reports of each day by their outcome, and a rejected bar filters the queue to its day', async () => {
    const before = await daily();
    expect(before).toHaveLength(30);
    expect([before[0]!.day, before[29]!.day]).toEqual(['2026-11-22', '2026-12-21']);
    const sent = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'SENT', '2026-12-20T08:00:00Z');
    await addRecord(organisation.nordwind, 'REMIT_TABLE_2', 'ACKNOWLEDGED', '2026-12-20T09:00:00Z');
    const rejected = await addRecord(organisation.nordwind, 'GAS_CAPACITY', 'REJECTED', '2026-12-20T23:59:59Z');
    // Not a report to ACER: not in the chart.
    await addRecord(organisation.nordwind, 'ECM', 'REJECTED', '2026-12-20T10:00:00Z');
    // Out of the window.
    await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-11-21T23:59:59Z');

    const after = await daily();
    const diff = after.map((day, index) => ({
      day: day.day,
      sent: day.sent - before[index]!.sent,
      accepted: day.accepted - before[index]!.accepted,
      rejected: day.rejected - before[index]!.rejected,
    }));
    expect(diff.filter((day) => day.sent || day.accepted || day.rejected)).toEqual([
      { day: '2026-12-20', sent: 1, accepted: 1, rejected: 1 },
    ]);
    expect(sent.state).toBe('SENT');

    const dayPage = await queue(analyst, organisation.nordwind, {
      filters: { day: '2026-12-20', category: 'REJECTED_REPORT' },
    });
    expect(dayPage.values.map((row) => row.externalId)).toEqual([rejected.externalId]);
    expect(dayPage.count).toBe(1);
  });
});

describe('the CSV', () => {
  it('holds the filtered queue in its order, or only the selected problems of the organisation', async () => {
    const query = { organisationId: String(organisation.nordwind) };
    const whole = await analyst.inject({
      method: 'POST',
      url: apiPaths.problemSolvingCsv,
      query,
      payload: { filters: { category: 'REJECTED_REPORT' } },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toContain('problem-solving.csv');
    expect(whole.body.startsWith('\uFEFF')).toBe(true);
    const lines = parseCsv(whole.body);
    // The grid's default columns in its order; Due by's urgency beside it.
    expect(lines[0]).toEqual(['Due by', 'Urgency', 'Category', 'Record', 'What happened', 'Since']);
    const page = await queue(analyst, organisation.nordwind, { filters: { category: 'REJECTED_REPORT' } });
    expect(lines).toHaveLength(page.count + 1);
    expect(lines[1]).toContain(page.values[0]!.externalId);

    const [first, second] = page.values;
    const baltic = (await queue(editor, organisation.balticPower)).values[0]!;
    const selected = await analyst.inject({
      method: 'POST',
      url: apiPaths.problemSolvingCsv,
      query,
      payload: { problemIds: [first!.problemId, second!.problemId, baltic.problemId] },
    });
    const selectedLines = parseCsv(selected.body);
    expect(selectedLines).toHaveLength(3);
    expect(selected.body).not.toContain(baltic.externalId);
  });

  it("writes Since in the user's zone and date format when asked; an unknown zone is refused on its field", async () => {
    const record = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T17:00:00Z');
    const payload = { filters: { text: record.externalId } };
    const inKolkata = await analyst.inject({
      method: 'POST',
      url: apiPaths.problemSolvingCsv,
      query: { organisationId: String(organisation.nordwind), timeZone: 'Asia/Kolkata', dateFormat: 'yyyy-mm-dd' },
      payload,
    });
    expect(inKolkata.statusCode).toBe(200);
    const [, line] = parseCsv(inKolkata.body);
    expect(line).toContain('2026-12-18 22:30:00 GMT+5:30');
    const unknown = await analyst.inject({
      method: 'POST',
      url: apiPaths.problemSolvingCsv,
      query: { organisationId: String(organisation.nordwind), timeZone: 'Nowhere/Else' },
      payload,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { timeZone: [UNKNOWN_REQUEST_TIME_ZONE_MESSAGE] } });
  });

  it("writes Due by in the user's date format when asked, as the grid shows it; as stored by default", async () => {
    const record = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T17:00:00Z');
    const dueBy = (await problemOf(organisation.nordwind, record.externalId))?.dueBy;
    expect(dueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dueByOf = async (query: Record<string, string>) => {
      const response = await analyst.inject({
        method: 'POST',
        url: apiPaths.problemSolvingCsv,
        query: { organisationId: String(organisation.nordwind), ...query },
        payload: { filters: { text: record.externalId } },
      });
      expect(response.statusCode).toBe(200);
      const [header, line] = parseCsv(response.body);
      return line![header!.indexOf('Due by')];
    };
    expect(await dueByOf({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' })).toBe(
      `${dueBy!.slice(8, 10)}/${dueBy!.slice(5, 7)}/${dueBy!.slice(2, 4)}`,
    );
    expect(await dueByOf({})).toBe(dueBy);
  });

  it("has the grid's shown columns in its order: the saved settings', or the body's; refuses a column not the queue's", async () => {
    const record = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T17:00:00Z');
    const row = (await problemOf(organisation.nordwind, record.externalId))!;
    const query = { organisationId: String(organisation.nordwind) };
    const exported = async (payload: Record<string, unknown>) => {
      const response = await analyst.inject({ method: 'POST', url: apiPaths.problemSolvingCsv, query, payload });
      expect([response.statusCode, response.body]).toEqual([200, expect.anything()]);
      return parseCsv(response.body);
    };
    // Since hidden, Record state (hidden by default) shown, Due by moved last.
    const saved = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.columnSettingsPersist, { key: 'problemsolving' }),
      payload: { activeColumns: ['state', 'category', 'externalId', 'dueBy'], organisationId: organisation.nordwind },
    });
    expect(saved.statusCode).toBe(200);
    try {
      const urgency = problemUrgencyLabels[row.urgency];
      const expected = [
        ['Record state', 'Category', 'Record', 'Due by', 'Urgency'],
        ['REJECTED', 'Rejected report', record.externalId, row.dueBy, urgency],
      ];
      expect(await exported({ filters: { text: record.externalId } })).toEqual(expected);
      expect(await exported({ problemIds: [row.problemId] })).toEqual(expected);

      // The grid's own menu hid or showed columns since: the body's win over the saved ones.
      const columns = ['since', 'documentType', 'externalId'];
      expect(await exported({ filters: { text: record.externalId }, columns })).toEqual([
        ['Since', 'Record type', 'Record'],
        ['2026-12-18 17:00:00 UTC', 'REMIT_TABLE_1', record.externalId],
      ]);
      expect(await exported({ problemIds: [row.problemId], columns: ['dueBy'] })).toEqual([
        ['Due by', 'Urgency'],
        [row.dueBy, urgency],
      ]);

      for (const [columns, message] of [
        [['externalId', 'uti'], "Unknown column 'uti'."],
        [['externalId', 'externalId'], "Column 'externalId' is listed more than once."],
      ] as const) {
        const refused = await analyst.inject({
          method: 'POST',
          url: apiPaths.problemSolvingCsv,
          query,
          payload: { filters: {}, columns },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ fieldErrors: { 'columns.1': [message] } });
      }
    } finally {
      await testApp.app.db.execute(sql`DELETE FROM column_settings WHERE settings_key = 'problemsolving'`);
    }
  });

  it('writes every column the grid may show, each a text made spreadsheet-safe; more than the grid has is refused', async () => {
    const record = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T17:00:00Z');
    const query = { organisationId: String(organisation.nordwind) };
    const all = catalogueColumnNames('problemsolving');
    const response = await analyst.inject({
      method: 'POST',
      url: apiPaths.problemSolvingCsv,
      query,
      payload: { filters: { text: record.externalId }, columns: all },
    });
    expect(response.statusCode).toBe(200);
    const [header] = parseCsv(response.body);
    expect(header).toHaveLength(all.length + 1);
    const tooMany = await analyst.inject({
      method: 'POST',
      url: apiPaths.problemSolvingCsv,
      query,
      payload: { filters: {}, columns: [...all, 'since'] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.columns).toEqual([`The grid has only ${all.length} columns.`]);
  });
});

describe('the holiday calendar', () => {
  it('an admin adds and removes a day; the due dates it touches move at once; nobody else may', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const friday = await addRecord(organisation.nordwind, 'REMIT_TABLE_1', 'REJECTED', '2026-12-18T17:00:00Z');
    expect((await problemOf(organisation.nordwind, friday.externalId))?.dueBy).toBe('2026-12-21');
    const listed = await admin.inject({ method: 'GET', url: apiPaths.holidays });
    expect(holidaysSchema.parse(listed.json()).values).toContainEqual({ day: '2026-12-25', name: 'Christmas Day' });

    const holiday = { day: '2026-12-21', name: 'Company closing day' };
    const refused = await analyst.inject({ method: 'POST', url: apiPaths.holidays, payload: holiday });
    expect(refused.statusCode).toBe(403);
    const [first, again] = await Promise.all([
      admin.inject({ method: 'POST', url: apiPaths.holidays, payload: holiday }),
      admin.inject({ method: 'POST', url: apiPaths.holidays, payload: holiday }),
    ]);
    expect([first!.statusCode, again!.statusCode]).toEqual([200, 200]);
    const renamed = await admin.inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload: { ...holiday, name: 'Other' },
    });
    expect(renamed.statusCode).toBe(409);
    // In the admin's date format, as their calendar lists it (dd/mm/yy unless they chose otherwise).
    expect(renamed.json().errorMessage).toBe('21/12/26 is already a holiday: Company closing day.');
    const friday21 = (await problemOf(organisation.nordwind, friday.externalId))!;
    expect([friday21.dueBy, friday21.urgency]).toEqual(['2026-12-22', 'DUE_LATER']);

    const invalid = await admin.inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload: { day: '2026-02-30', name: ' ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['day', 'name']);
    // Named as the calendar labels the field, under which it is shown.
    expect(invalid.json().fieldErrors.day).toEqual(['Day must be a date (YYYY-MM-DD).']);
    const unseenName = await admin.inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload: { day: '2026-12-24', name: '\u200b' },
    });
    expect(unseenName.json().fieldErrors).toEqual({ name: [HOLIDAY_NAME_REQUIRED_MESSAGE] });
    const bell = await admin.inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload: { day: '2026-12-24', name: 'Eve\u0007' },
    });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().fieldErrors?.name).toEqual(['The name may not contain control characters.']);
    // A Remove's question shows the name before the day: an override inside it would turn the day around.
    const override = await admin.inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload: { day: '2030-01-02', name: 'a\u202Eb' },
    });
    expect(override.statusCode).toBe(400);
    expect(override.json().fieldErrors).toEqual({
      name: ['The name may not contain direction controls (such as a right-to-left override).'],
    });
    const beyond = await admin.inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload: { day: '9999-12-31', name: 'Far' },
    });
    expect(beyond.json().fieldErrors).toEqual({ day: ['Day must be between 1900-01-01 and 2200-12-31.'] });
    // A browser's date field takes a year of six digits: a day out of bounds, said once.
    const farther = await admin.inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload: { day: '29999-12-31', name: 'Farther' },
    });
    expect(farther.json().fieldErrors).toEqual({ day: ['Day must be between 1900-01-01 and 2200-12-31.'] });

    const url = fillPath(apiPaths.holiday, { day: '2026-12-21' });
    const removal = { method: 'DELETE' as const, url, query: { name: holiday.name } };
    // The holiday is named as the calendar showed it.
    expect((await admin.inject({ method: 'DELETE', url })).json().fieldErrors).toEqual({
      name: [HOLIDAY_NAME_REQUIRED_MESSAGE],
    });
    expect((await admin.inject(removal)).statusCode).toBe(200);
    expect((await admin.inject(removal)).statusCode).toBe(200);
    // One saved before direction controls were refused can still be removed by the name it has.
    const reversed = { method: 'DELETE' as const, url, query: { name: 'a\u202Eb' } };
    expect((await admin.inject(reversed)).statusCode).toBe(200);
    expect((await problemOf(organisation.nordwind, friday.externalId))?.dueBy).toBe('2026-12-21');
    await expectKeptCountsTrue();
  });

  it('keeps a day removed and added again under another name from a Remove of the calendar shown before', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const draft = { day: '2027-08-16', name: 'Assumption (draft)' };
    const url = fillPath(apiPaths.holiday, { day: draft.day });
    expect((await admin.inject({ method: 'POST', url: apiPaths.holidays, payload: draft })).statusCode).toBe(200);
    // A colleague removes it and enters it again under its right name.
    const colleague = await loginAsDemo(testApp.app, 'admin');
    expect((await colleague.inject({ method: 'DELETE', url, query: { name: draft.name } })).statusCode).toBe(200);
    const corrected = { ...draft, name: 'Assumption Day' };
    expect((await colleague.inject({ method: 'POST', url: apiPaths.holidays, payload: corrected })).statusCode).toBe(
      200,
    );
    // The first admin's Remove, from the calendar that still showed the draft, is refused with what it is now.
    const stale = await admin.inject({ method: 'DELETE', url, query: { name: draft.name } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessage).toBe(
      '16/08/27 was changed meanwhile and is now a holiday named Assumption Day: nothing was removed.',
    );
    const listed = holidaysSchema.parse((await admin.inject({ method: 'GET', url: apiPaths.holidays })).json());
    expect(listed.values).toContainEqual(corrected);
    expect((await admin.inject({ method: 'DELETE', url, query: { name: corrected.name } })).statusCode).toBe(200);
  });
});
