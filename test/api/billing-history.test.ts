import { sql } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths';
import { billingHistorySchema, billingMessages, type BillingRow } from '@shared/contract/billing';
import { anonymousAgent, buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';
import { recordAdder } from './reporting-records';

let testApp: TestApp;
let admin: Agent;
let analyst: Agent;
const organisation = { nordwind: 0, balticPower: 0 };

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await loginAsDemo(testApp.app, 'admin');
  analyst = await loginAsDemo(testApp.app, 'analyst');
  const all = await testApp.app.repos.organisations.listAll();
  const idOf = (eic: string) => all.find((candidate) => candidate.eicCode === eic)!.id;
  organisation.nordwind = idOf('11XNORDWIND-EH-G');
  organisation.balticPower = idOf('45XBALTICPOWER-0');
}, 180_000);
afterAll(() => testApp.close());

const history = (agent: Agent, from: string, to: string) =>
  agent.inject({ method: 'GET', url: apiPaths.billingHistory, query: { from, to } });

const addRecord = recordAdder(() => testApp.app, 'BILLING-TEST');

/** A REMIT trade with one reported version per instant given (N first, then M). */
async function reportedTrade(
  organisationId: number,
  documentType: 'REMIT_TABLE_1' | 'REMIT_TABLE_2',
  ...reportedAt: string[]
) {
  const record = await addRecord(organisationId, documentType, 'ACKNOWLEDGED', reportedAt[0]!);
  for (const [index, at] of reportedAt.entries()) {
    const document = await testApp.app.repos.reporting.insertDocument({
      organisationId,
      recordId: record.id,
      kind: 'xml',
      mediaType: 'application/xml',
      fileName: `${record.externalId}-${index + 1}.xml`,
      contentText: '<x/>',
      createdAt: new Date(at),
    });
    await testApp.app.repos.reporting.insertVersion({
      recordId: record.id,
      version: index + 1,
      actionType: index === 0 ? 'N' : 'M',
      documentId: document.id,
      reportedAt: new Date(at),
    });
  }
}

async function confirmedPositionFile(organisationId: number, confirmedAt: string) {
  const record = await addRecord(organisationId, 'MIFID_POSITION_FILE', 'CONFIRMED', confirmedAt);
  await testApp.app.db.execute(sql`
    INSERT INTO mifid_position_files (file_id, organisation_id, state, confirmed_at, updated_at)
    VALUES (${record.id}, ${organisationId}, 'CONFIRMED', ${confirmedAt}::timestamptz, ${confirmedAt}::timestamptz)`);
}

const rowOf = (rows: BillingRow[], organisationId: number, month: string) =>
  rows.find((row) => row.organisationId === organisationId && row.month === month);

describe('billing history', () => {
  // 2031: after anything the demo world holds, so every count below is this test's own.
  beforeAll(async () => {
    await reportedTrade(organisation.nordwind, 'REMIT_TABLE_1', '2031-03-02T08:00:00Z', '2031-03-31T23:59:59Z');
    await reportedTrade(organisation.nordwind, 'REMIT_TABLE_1', '2031-04-01T00:00:00Z');
    await reportedTrade(organisation.nordwind, 'REMIT_TABLE_2', '2031-03-15T12:00:00Z');
    await addRecord(organisation.nordwind, 'ECM', 'MATCHED', '2031-03-20T09:00:00Z');
    await addRecord(organisation.nordwind, 'ECM', 'UNMATCHED', '2031-03-20T09:00:00Z');
    await confirmedPositionFile(organisation.nordwind, '2031-03-05T10:00:00Z');
    await reportedTrade(organisation.balticPower, 'REMIT_TABLE_2', '2031-03-01T00:00:00Z');
    // Reported but never sent to ACER: a record without versions is not billed.
    await addRecord(organisation.balticPower, 'REMIT_TABLE_1', 'INVALID', '2031-03-10T00:00:00Z');
  });

  it("counts each organisation's reports, files and matches per UTC month", async () => {
    const response = await history(admin, '2031-03', '2031-04');
    expect(response.statusCode).toBe(200);
    const { values } = billingHistorySchema.parse(response.json());
    expect(rowOf(values, organisation.nordwind, '2031-03')).toMatchObject({
      organisationName: expect.any(String),
      remitTable1: 2,
      remitTable2: 1,
      mifidFiles: 1,
      confirmationsMatched: 1,
    });
    expect(rowOf(values, organisation.nordwind, '2031-04')).toMatchObject({
      remitTable1: 1,
      remitTable2: 0,
      mifidFiles: 0,
      confirmationsMatched: 0,
    });
    expect(rowOf(values, organisation.balticPower, '2031-03')).toMatchObject({ remitTable1: 0, remitTable2: 1 });
    expect(values.map((row) => row.month)).toEqual([...values.map((row) => row.month)].sort());
  });

  it('takes the first and last month whole, and nothing outside them', async () => {
    const march = billingHistorySchema.parse((await history(admin, '2031-03', '2031-03')).json()).values;
    expect(march.every((row) => row.month === '2031-03')).toBe(true);
    expect(rowOf(march, organisation.nordwind, '2031-03')?.remitTable1).toBe(2);
    const may = billingHistorySchema.parse((await history(admin, '2031-05', '2031-05')).json()).values;
    expect(may).toEqual([]);
  });

  it.each([
    // Named as the page labels the fields, under which the messages are shown.
    ['2031-13', '2031-12', 'from', 'First month must be a month (YYYY-MM).'],
    ['2031-01', '31-01', 'to', 'Last month must be a month (YYYY-MM).'],
    ['2031-05', '2031-04', 'to', billingMessages.order],
    ['2028-01', '2031-01', 'to', billingMessages.span],
    ['9999-01', '2031-02', 'from', 'First month must be between 1900-01 and 2200-12.'],
    ['2031-01', '0001-02', 'to', 'Last month must be between 1900-01 and 2200-12.'],
    ['', '2031-02', 'from', 'First month must be a month (YYYY-MM).'],
  ])('answers "%s" to "%s" with 400 and its one message on %s', async (from, to, field, message) => {
    const response = await history(admin, from, to);
    expect(response.statusCode).toBe(400);
    // Only the field at fault: a month that is none makes no period to judge.
    expect(response.json().fieldErrors).toEqual({ [field]: [message] });
  });

  it('answers 400 without a period', async () => {
    const response = await admin.inject({ method: 'GET', url: apiPaths.billingHistory });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(expect.arrayContaining(['from', 'to']));
  });

  it('is for administrators only', async () => {
    expect((await history(analyst, '2031-03', '2031-03')).statusCode).toBe(403);
    expect((await history(await anonymousAgent(testApp.app), '2031-03', '2031-03')).statusCode).toBe(401);
  });
});
