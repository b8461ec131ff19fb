import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import {
  remitMessages,
  remitPresetsSchema,
  remitRefusals,
  remitSubmitResponseSchema,
  table1CancellationPresetsSchema,
  table1ModifyPresetsSchema,
  table1ValueSetsSchema,
  table2CancellationPresetsSchema,
  table2ModifyPresetsSchema,
  TABLE2_PRICE_AND_FORMULA_MESSAGE,
  transactionSheetSchema,
  type RemitSubmitResponse,
  type Table1ModifyBody,
  type Table2ModifyBody,
} from '@shared/contract/remit';
import { NOT_A_MEMBER_MESSAGE } from '@server/access/organisation-standing';
import { loadServerModule } from './node-loader';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';

const { acerSchemaMessages } = loadServerModule<typeof import('@server/reporting/acer-schemas')>(
  'src/server/reporting/acer-schemas.ts',
);

let testApp: TestApp;
let analyst: Agent;
let admin: Agent;
const organisation = { nordwind: 0, alpenstrom: 0, balticPower: 0 };

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await testApp.app.db.execute(query)) as unknown as { rows: T[] }).rows;

interface VersionRow {
  version: number;
  action_type: string;
  document_id: number;
}

const versionsOf = (recordId: number) =>
  rows<VersionRow>(
    sql`SELECT version, action_type, document_id FROM reporting_record_versions WHERE record_id = ${recordId} ORDER BY version`,
  );
const eventCount = async (recordId: number) =>
  Number(
    (await rows<{ n: string }>(sql`SELECT count(*) AS n FROM reporting_audit_events WHERE record_id = ${recordId}`))[0]!
      .n,
  );
const documentCount = async () =>
  Number((await rows<{ n: string }>(sql`SELECT count(*) AS n FROM reporting_documents`))[0]!.n);

/** Trades of an organisation and table whose latest version is N or M, each used by one test only. */
const freshTrades: Record<string, number[]> = {};
async function freshTrade(organisationId: number, table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2'): Promise<number> {
  const key = `${organisationId}:${table}`;
  if (!freshTrades[key]) {
    const found = await rows<{ id: number }>(sql`
      SELECT r.id FROM reporting_records r
      WHERE r.organisation_id = ${organisationId} AND r.document_type = ${table}
        AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
             ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
      ORDER BY r.id`);
    freshTrades[key] = found.map((row) => Number(row.id));
  }
  const id = freshTrades[key]!.shift();
  if (id === undefined) throw new Error(`No open ${table} trade left at ${organisationId}`);
  return id;
}

const query = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

function get(agent: Agent, url: string, values: Record<string, string | number>) {
  return agent.inject({ method: 'GET', url, query: query(values) });
}
const versionInQuery = new Set<string>([
  apiPaths.remitTable1Deletion,
  apiPaths.remitTable2Deletion,
  apiPaths.remitTable2Cancellation,
]);
const versionInBody = new Set<string>([
  apiPaths.remitTable1Cancellation,
  apiPaths.remitTable1Modify,
  apiPaths.remitTable2Modify,
]);

/** Named as a query's expectedVersion, leaves it out. */
const NO_VERSION = 'none';

/** The trade's latest version, which a submit made from fresh presets names as its expectedVersion. */
async function latestVersionOf(historyId: unknown): Promise<number | undefined> {
  if (typeof historyId !== 'number') return undefined;
  return (await versionsOf(historyId)).at(-1)?.version;
}

/**
 * A submit as the pages send it: with the version the form was loaded from. A test that names no
 * expectedVersion submits from fresh presets (the latest version); `NO_VERSION` leaves it out.
 */
async function post(agent: Agent, url: string, values: Record<string, string | number>, payload?: unknown) {
  const version = values.expectedVersion === undefined ? await latestVersionOf(values.historyId) : undefined;
  const { expectedVersion: named, ...rest } = values;
  const sentValues =
    versionInQuery.has(url) && named !== NO_VERSION ? { ...rest, expectedVersion: named ?? version ?? 1 } : rest;
  const body =
    versionInBody.has(url) && typeof payload === 'object' && payload !== null && !('expectedVersion' in payload)
      ? { ...payload, expectedVersion: version ?? 1 }
      : payload;
  return agent.inject({
    method: 'POST',
    url,
    query: query(sentValues),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

async function submitted(response: Awaited<ReturnType<typeof post>>): Promise<RemitSubmitResponse> {
  expect(response.statusCode).toBe(200);
  return remitSubmitResponseSchema.parse(response.json());
}

/** The stored XML of a version, which must conform to the table's ACER schema. */
/** The trail's latest 'Lifecycle event requested by …' text of a record. */
async function lastRequestOf(recordId: number): Promise<string | undefined> {
  const [requested] = await rows<{ text: string }>(
    sql`SELECT text FROM reporting_audit_events WHERE record_id = ${recordId} AND source = 'User'
        ORDER BY id DESC LIMIT 1`,
  );
  return requested?.text;
}

async function expectValidXml(documentId: number, table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2', actionType: string) {
  const [document] = await rows<{ content_text: string }>(
    sql`SELECT content_text FROM reporting_documents WHERE id = ${documentId}`,
  );
  expect(await acerSchemaMessages(table, document!.content_text)).toEqual([]);
  expect(document!.content_text).toContain(`<actionType>${actionType}</actionType>`);
  return document!.content_text;
}

async function table1CancelBody(historyId: number, organisationId: number) {
  const presets = table1CancellationPresetsSchema.parse(
    (await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, { historyId, organisationId })).json(),
  );
  return {
    expectedVersion: presets.trade!.latestVersion,
    transactionTimeUtc: '2026-11-20T10:15:00',
    terminationDate: presets.deliveryStartDate!,
    traderId: 'TRADER-CANCEL-1',
  };
}

/** A fresh Table 2 trade of the organisation, with its scope and the presets its Cancel Trade page loads. */
async function freshTable2Cancellation(organisationId: number) {
  const historyId = await freshTrade(organisationId, 'REMIT_TABLE_2');
  const scope = { historyId, organisationId };
  const presets = table2CancellationPresetsSchema.parse(
    (await get(analyst, apiPaths.remitTable2LoadPresetsCancellation, scope)).json(),
  );
  return { historyId, scope, presets };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const all = await testApp.app.repos.organisations.listAll();
  const idOf = (eicCode: string) => all.find((candidate) => candidate.eicCode === eicCode)!.id;
  organisation.nordwind = idOf('11XNORDWIND-EH-G');
  organisation.alpenstrom = idOf('12XALPENSTROM-V0');
  organisation.balticPower = idOf('45XBALTICPOWER-0');
  analyst = await loginAsDemo(testApp.app, 'analyst');
  admin = await loginAsDemo(testApp.app, 'admin');
}, 180_000);
afterAll(() => testApp.close());

describe('Table 1 cancel and delete', () => {
  it('cancels (C), then allows only a deletion (E), then nothing; each version with valid XML and a trail link', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind, recordType: 'TRADE' };
    const before = await versionsOf(historyId);

    const cancelPresets = remitPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, scope)).json(),
    );
    expect(cancelPresets).toMatchObject({ submitEnabled: true, validationFailureMessages: [] });

    const cancelBody = await table1CancelBody(historyId, organisation.nordwind);
    const cancel = await submitted(await post(analyst, apiPaths.remitTable1Cancellation, scope, cancelBody));
    expect(cancel).toMatchObject({ submitted: true, actionType: 'C', version: before.length + 1 });
    const afterCancel = await versionsOf(historyId);
    expect(afterCancel.at(-1)).toMatchObject({ version: before.length + 1, action_type: 'C' });
    const xml = await expectValidXml(afterCancel.at(-1)!.document_id, 'REMIT_TABLE_1', 'C');
    expect(xml).toContain('<traderIdForMarketParticipant>TRADER-CANCEL-1</traderIdForMarketParticipant>');
    expect(xml).toContain('<transactionTime>2026-11-20T10:15:00Z</transactionTime>');
    // ACER wants the termination day as a date-time at midnight UTC; the sheet sends it as the day it is,
    // like its other days, for the client to show in the user's date format.
    expect(xml).toContain(`<terminationDate>${cancelBody.terminationDate}T00:00:00Z</terminationDate>`);
    const sheet = transactionSheetSchema.parse(
      (
        await get(analyst, apiPaths.remitTransactionSheet, {
          regime: 'REMIT',
          documentType: 'REMIT_TABLE_1',
          historyId,
          organisationId: organisation.nordwind,
        })
      ).json(),
    );
    expect(
      sheet.valuesGroups.flatMap((group) => group.values).find((value) => value.name === 'terminationDate'),
    ).toEqual({
      name: 'terminationDate',
      label: 'Termination date',
      valueType: 'SINGLE',
      value: cancelBody.terminationDate,
    });
    const [link] = await rows<{ text: string }>(
      sql`SELECT text FROM reporting_audit_events WHERE record_id = ${historyId} AND text LIKE ${`%link:dataStoreId=${cancel.dataStoreId}%`}`,
    );
    expect(link?.text).toContain('action type C');

    // After C: cancel and modify are refused, in the presets and at submit.
    const again = remitPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, scope)).json(),
    );
    expect(again).toMatchObject({
      submitEnabled: false,
      validationFailureMessages: [remitRefusals.cancelledOnlyError],
    });
    const refusedCancel = await submitted(
      await post(analyst, apiPaths.remitTable1Cancellation, scope, {
        transactionTimeUtc: '2026-11-21T10:15:00',
        terminationDate: '2026-11-21',
        traderId: 'X',
      }),
    );
    expect(refusedCancel).toMatchObject({
      submitted: false,
      validationFailureMessages: [remitRefusals.cancelledOnlyError],
    });
    const deletionPresets = remitPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsDeletion, scope)).json(),
    );
    expect(deletionPresets.submitEnabled).toBe(true);

    const deletion = await submitted(await post(analyst, apiPaths.remitTable1Deletion, scope));
    expect(deletion).toMatchObject({ submitted: true, actionType: 'E', version: before.length + 2 });
    await expectValidXml((await versionsOf(historyId)).at(-1)!.document_id, 'REMIT_TABLE_1', 'E');

    // After E nothing.
    for (const path of [apiPaths.remitTable1LoadPresetsCancellation, apiPaths.remitTable1LoadPresetsDeletion]) {
      const presets = remitPresetsSchema.parse((await get(analyst, path, scope)).json());
      expect(presets).toMatchObject({
        submitEnabled: false,
        validationFailureMessages: [remitRefusals.deletedNothingMore],
      });
    }
    const secondDeletion = await submitted(await post(analyst, apiPaths.remitTable1Deletion, scope));
    expect(secondDeletion).toMatchObject({
      submitted: false,
      validationFailureMessages: [remitRefusals.deletedNothingMore],
    });
    expect(await versionsOf(historyId)).toHaveLength(before.length + 2);
  });

  it('refuses a transaction time not after the last reported one and a termination after delivery end', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const presets = table1CancellationPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, scope)).json(),
    );
    const response = await submitted(
      await post(analyst, apiPaths.remitTable1Cancellation, scope, {
        transactionTimeUtc: '2020-01-01T00:00:00',
        terminationDate: '2099-12-31',
        traderId: 'T',
      }),
    );
    expect(response.submitted).toBe(false);
    expect(response.validationFailureMessages).toEqual([
      remitRefusals.transactionTimeNotAfterLast(presets.lastTransactionTimeUtc!),
      remitRefusals.terminationAfterDeliveryEnd(presets.deliveryEndDate!),
    ]);
    expect((await versionsOf(historyId)).at(-1)!.action_type).not.toBe('C');
  });

  it('refuses a termination date before the day the trade was concluded (01/01/99 read as 1999), reporting nothing', async () => {
    // Nothing is written: the reference trade serves.
    const historyId = 240117;
    const scope = { historyId, organisationId: organisation.nordwind };
    const before = await versionsOf(historyId);
    const presets = table1CancellationPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, scope)).json(),
    );
    expect(presets.tradeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const body = await table1CancelBody(historyId, organisation.nordwind);
    const response = await submitted(
      await post(analyst, apiPaths.remitTable1Cancellation, scope, { ...body, terminationDate: '1999-01-01' }),
    );
    expect(response.submitted).toBe(false);
    expect(response.validationFailureMessages).toEqual([remitRefusals.terminationBeforeTradeDate(presets.tradeDate!)]);
    expect(await versionsOf(historyId)).toEqual(before);
  });

  it('refuses a transaction time in the future (the year 2199), reporting nothing', async () => {
    // Nothing is written: the reference trade serves.
    const historyId = 240117;
    const scope = { historyId, organisationId: organisation.nordwind };
    const before = await versionsOf(historyId);
    const body = await table1CancelBody(historyId, organisation.nordwind);
    const response = await submitted(
      await post(analyst, apiPaths.remitTable1Cancellation, scope, {
        ...body,
        transactionTimeUtc: '2199-12-31T23:59:59',
      }),
    );
    expect(response.submitted).toBe(false);
    expect(response.validationFailureMessages).toContain(remitRefusals.transactionTimeInFuture);
    expect(await versionsOf(historyId)).toEqual(before);
  });

  it('answers malformed payloads with 400 and the spec messages, writing nothing', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const versions = await versionsOf(historyId);
    const events = await eventCount(historyId);
    const documents = await documentCount();
    const cases: Array<[unknown, string, string]> = [
      [
        { transactionTimeUtc: 'T10:00:00', terminationDate: '2026-12-01', traderId: 'T' },
        'transactionTimeUtc',
        remitMessages.transactionDateRequired,
      ],
      [
        { transactionTimeUtc: '2026-11-20T', terminationDate: '2026-12-01', traderId: 'T' },
        'transactionTimeUtc',
        remitMessages.transactionTimeRequired,
      ],
      [
        { transactionTimeUtc: '2026-11-20T24:00:00', terminationDate: '2026-12-01', traderId: 'T' },
        'transactionTimeUtc',
        remitMessages.transactionTimeFormat,
      ],
      [
        { transactionTimeUtc: '2027-02-29T10:00:00', terminationDate: '2026-12-01', traderId: 'T' },
        'transactionTimeUtc',
        'Must be a date (yyyy-mm-dd).',
      ],
      [
        { transactionTimeUtc: '9999-12-31T10:00:00', terminationDate: '2026-12-01', traderId: 'T' },
        'transactionTimeUtc',
        'The date must be between 1900-01-01 and 2200-12-31.',
      ],
      [
        { transactionTimeUtc: '2026-11-20T10:00:00', terminationDate: '2026-02-30', traderId: 'T' },
        'terminationDate',
        'Must be a date (yyyy-mm-dd).',
      ],
      [
        { transactionTimeUtc: '2026-11-20T10:00:00', terminationDate: '', traderId: 'T' },
        'terminationDate',
        remitMessages.terminationDateRequired,
      ],
      [
        { transactionTimeUtc: '2026-11-20T10:00:00', terminationDate: '2026-12-01', traderId: ' ' },
        'traderId',
        remitMessages.traderIdRequired,
      ],
      [
        { transactionTimeUtc: '2026-11-20T10:00:00', terminationDate: '2026-12-01' },
        'traderId',
        remitMessages.traderIdRequired,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(analyst, apiPaths.remitTable1Cancellation, scope, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toContain(message);
    }
    expect((await post(analyst, apiPaths.remitTable1Deletion, { historyId: 'abc' })).statusCode).toBe(400);
    expect((await post(analyst, apiPaths.remitTable2Cancellation, { historyId })).statusCode).toBe(400);
    const noDate = await post(analyst, apiPaths.remitTable2Cancellation, { historyId, terminationDate: '' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().fieldErrors.terminationDate).toContain(remitMessages.terminationDateRequired);
    expect(await versionsOf(historyId)).toEqual(versions);
    expect(await eventCount(historyId)).toBe(events);
    expect(await documentCount()).toBe(documents);
  });

  it('reports concurrent submissions once: the same request again answers the same success, another one 409', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const before = await versionsOf(historyId);
    const body = await table1CancelBody(historyId, organisation.nordwind);
    const [cancel, sameCancel, deletion] = await Promise.all([
      post(analyst, apiPaths.remitTable1Cancellation, scope, body),
      post(analyst, apiPaths.remitTable1Cancellation, scope, body),
      post(analyst, apiPaths.remitTable1Deletion, { ...scope, expectedVersion: before.length }),
    ]);
    const after = await versionsOf(historyId);
    expect(after).toHaveLength(before.length + 1);
    if (after.at(-1)!.action_type === 'C') {
      // The double click answers the version the first click reported; the deletion was made from before it.
      const answers = [await submitted(cancel), await submitted(sameCancel)];
      for (const answer of answers)
        expect(answer).toMatchObject({
          submitted: true,
          version: before.length + 1,
          dataStoreId: after.at(-1)!.document_id,
        });
      expect(deletion.statusCode).toBe(409);
    } else {
      expect(await submitted(deletion)).toMatchObject({ submitted: true, actionType: 'E' });
      expect([cancel.statusCode, sameCancel.statusCode]).toEqual([409, 409]);
    }
  });

  it('answers 404 for another organisation’s historyId, named or not, and for a Table 2 id on Table 1', async () => {
    const foreign = await freshTrade(organisation.balticPower, 'REMIT_TABLE_1');
    const versions = await versionsOf(foreign);
    const lookups: Array<Record<string, number>> = [
      { historyId: foreign },
      { historyId: foreign, organisationId: organisation.nordwind },
    ];
    for (const values of lookups) {
      expect((await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, values)).statusCode).toBe(404);
      expect((await get(analyst, apiPaths.remitTable1LoadPresetsDeletion, values)).statusCode).toBe(404);
      expect((await post(analyst, apiPaths.remitTable1Deletion, values)).statusCode).toBe(404);
      expect((await post(analyst, apiPaths.remitTable2Deletion, values)).statusCode).toBe(404);
      const sheet = { ...values, regime: 'REMIT', documentType: 'REMIT_TABLE_1' };
      expect((await get(analyst, apiPaths.remitTransactionSheet, sheet)).statusCode).toBe(404);
    }
    // Naming the other organisation itself is refused by the organisation check.
    expect(
      (
        await post(analyst, apiPaths.remitTable1Deletion, {
          historyId: foreign,
          organisationId: organisation.balticPower,
        })
      ).statusCode,
    ).toBe(404);
    // The reference Table 2 contract, never changed by these tests.
    const table2 = 310552;
    const onTable1 = await get(analyst, apiPaths.remitTable1LoadPresetsDeletion, {
      historyId: table2,
      organisationId: organisation.alpenstrom,
    });
    expect(onTable1.statusCode).toBe(404);
    expect(await versionsOf(foreign)).toEqual(versions);
  });

  it('enables submit only for members: an admin may look but not report (403, nothing reported)', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const presets = remitPresetsSchema.parse((await get(admin, apiPaths.remitTable1LoadPresetsDeletion, scope)).json());
    expect(presets).toMatchObject({ submitEnabled: false, validationFailureMessages: [remitRefusals.notAMember] });
    const before = await versionsOf(historyId);
    const response = await post(admin, apiPaths.remitTable1Deletion, scope);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorMessage: NOT_A_MEMBER_MESSAGE });
    expect(await versionsOf(historyId)).toEqual(before);
  });
});

describe('Table 2 cancel and delete', () => {
  it('refuses a termination date before the latest contract date, then cancels on it and deletes', async () => {
    const { historyId, scope, presets } = await freshTable2Cancellation(organisation.alpenstrom);
    expect(presets.submitEnabled).toBe(true);
    const contractDate = presets.lastContractDate!;
    const dayBefore = new Date(Date.parse(`${contractDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = await versionsOf(historyId);

    const early = await submitted(
      await post(analyst, apiPaths.remitTable2Cancellation, { ...scope, terminationDate: dayBefore }),
    );
    expect(early).toMatchObject({
      submitted: false,
      validationFailureMessages: [remitRefusals.terminationBeforeContractDate(contractDate)],
    });
    expect(await versionsOf(historyId)).toEqual(before);

    // The ISO string's time and offset are ignored: the contract date itself is allowed.
    const onTheDay = await submitted(
      await post(analyst, apiPaths.remitTable2Cancellation, {
        ...scope,
        terminationDate: `${contractDate}T23:30:00+02:00`,
      }),
    );
    expect(onTheDay).toMatchObject({ submitted: true, actionType: 'C' });
    await expectValidXml((await versionsOf(historyId)).at(-1)!.document_id, 'REMIT_TABLE_2', 'C');

    const cancelAgain = remitPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable2LoadPresetsCancellation, scope)).json(),
    );
    expect(cancelAgain.submitEnabled).toBe(false);
    const deletion = await submitted(await post(analyst, apiPaths.remitTable2Deletion, scope));
    expect(deletion).toMatchObject({ submitted: true, actionType: 'E' });
    await expectValidXml((await versionsOf(historyId)).at(-1)!.document_id, 'REMIT_TABLE_2', 'E');
    const after = remitPresetsSchema.parse((await get(analyst, apiPaths.remitTable2LoadPresetsDeletion, scope)).json());
    expect(after).toMatchObject({
      submitEnabled: false,
      validationFailureMessages: [remitRefusals.deletedNothingMore],
    });
  });

  it('ends delivery on its first day for a termination before delivery starts, and the trail says so', async () => {
    const { historyId, scope, presets } = await freshTable2Cancellation(organisation.nordwind);
    const { lastContractDate, deliveryStartDate, deliveryEndDate } = presets;
    expect(deliveryStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(deliveryEndDate! > deliveryStartDate!).toBe(true);
    // The seeded contracts are agreed before their delivery starts: the contract date is allowed.
    expect(lastContractDate! < deliveryStartDate!).toBe(true);

    const answer = await submitted(
      await post(analyst, apiPaths.remitTable2Cancellation, { ...scope, terminationDate: lastContractDate! }),
    );
    expect(answer).toMatchObject({ submitted: true, actionType: 'C' });
    const xml = await expectValidXml((await versionsOf(historyId)).at(-1)!.document_id, 'REMIT_TABLE_2', 'C');
    expect(xml).toContain(`<deliveryEndDate>${deliveryStartDate}</deliveryEndDate>`);
    expect(await lastRequestOf(historyId)).toBe(
      `Lifecycle event requested by analyst: early termination on ${lastContractDate}; delivery end reported as ` +
        `${deliveryStartDate} (delivery start: a report cannot end delivery before it starts)`,
    );
    const sheet = transactionSheetSchema.parse(
      (
        await get(analyst, apiPaths.remitTransactionSheet, { regime: 'REMIT', documentType: 'REMIT_TABLE_2', ...scope })
      ).json(),
    );
    const values = sheet.valuesGroups.flatMap((group) => group.values);
    expect(values.find((value) => value.name === 'actionType')).toMatchObject({
      value: 'C – Cancellation (early termination)',
    });
    expect(values.find((value) => value.name === 'versions')).toMatchObject({
      values: expect.arrayContaining([expect.stringMatching(/^\d+: C – Cancellation \(early termination\), \d{4}-/)]),
    });
  });

  it('refuses a second tab’s termination on another day (409) though its report would be the same', async () => {
    const {
      historyId,
      scope,
      presets: { lastContractDate, deliveryStartDate },
    } = await freshTable2Cancellation(organisation.nordwind);
    const before = await versionsOf(historyId);
    const fromVersion = { ...scope, expectedVersion: before.length };
    const first = { ...fromVersion, terminationDate: lastContractDate! };
    const answer = await submitted(await post(analyst, apiPaths.remitTable2Cancellation, first));
    expect(answer).toMatchObject({ submitted: true, actionType: 'C', version: before.length + 1 });
    const trail = await lastRequestOf(historyId);

    // Ending before delivery starts or on its first day reports the same delivery end, so the same XML.
    const otherDay = await post(analyst, apiPaths.remitTable2Cancellation, {
      ...fromVersion,
      terminationDate: deliveryStartDate!,
    });
    expect(otherDay.statusCode).toBe(409);
    expect(await submitted(await post(analyst, apiPaths.remitTable2Cancellation, first))).toEqual(answer);
    expect(await versionsOf(historyId)).toHaveLength(before.length + 1);
    expect(await lastRequestOf(historyId)).toBe(trail);
  });

  it('ends delivery on a termination date within delivery, and refuses one after delivery has ended', async () => {
    const {
      historyId,
      scope,
      presets: { deliveryStartDate, deliveryEndDate },
    } = await freshTable2Cancellation(organisation.nordwind);
    const before = await versionsOf(historyId);
    const dayAfter = new Date(Date.parse(`${deliveryEndDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(
      await submitted(await post(analyst, apiPaths.remitTable2Cancellation, { ...scope, terminationDate: dayAfter })),
    ).toMatchObject({
      submitted: false,
      validationFailureMessages: [remitRefusals.terminationAfterDeliveryEnd(deliveryEndDate!)],
    });
    expect(await versionsOf(historyId)).toEqual(before);

    const terminationDate = deliveryStartDate!.replace(/-\d{2}$/, '-15');
    expect(
      await submitted(await post(analyst, apiPaths.remitTable2Cancellation, { ...scope, terminationDate })),
    ).toMatchObject({ submitted: true });
    const xml = await expectValidXml((await versionsOf(historyId)).at(-1)!.document_id, 'REMIT_TABLE_2', 'C');
    expect(xml).toContain(`<deliveryEndDate>${terminationDate}</deliveryEndDate>`);
    expect(await lastRequestOf(historyId)).toBe(
      `Lifecycle event requested by analyst: early termination on ${terminationDate}; delivery end reported as ${terminationDate}`,
    );
  });

  it('reports a double deletion once, answering both clicks with the same version', async () => {
    const historyId = await freshTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const scope = { historyId, organisationId: organisation.alpenstrom };
    const before = await versionsOf(historyId);
    const answers = await Promise.all(
      [0, 1].map(async () => submitted(await post(analyst, apiPaths.remitTable2Deletion, scope))),
    );
    const after = await versionsOf(historyId);
    expect(after).toHaveLength(before.length + 1);
    for (const answer of answers)
      expect(answer).toMatchObject({
        submitted: true,
        actionType: 'E',
        version: after.length,
        dataStoreId: after.at(-1)!.document_id,
      });
  });
});

describe('transaction sheet', () => {
  const utcTimestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/;

  it('shows a Table 1 trade from its latest version, in two columns with MULTI values', async () => {
    const sheet = transactionSheetSchema.parse(
      (
        await get(analyst, apiPaths.remitTransactionSheet, {
          regime: 'REMIT',
          documentType: 'REMIT_TABLE_1',
          historyId: 240117,
          organisationId: organisation.nordwind,
        })
      ).json(),
    );
    expect(sheet).toMatchObject({ view: 'REMIT_TABLE_1', documentType: 'REMIT_TABLE_1', recordType: 'TRADE' });
    expect(new Set(sheet.valuesGroups.map((group) => group.column))).toEqual(new Set(['LEFT', 'RIGHT']));
    const values = sheet.valuesGroups.flatMap((group) => group.values);
    expect(values.find((value) => value.name === 'uti')).toMatchObject({
      valueType: 'SINGLE',
      value: 'NWEH-2026-000417',
    });
    expect(values.find((value) => value.name === 'deliveryPointOrZone')?.valueType).toBe('MULTI');
    const versions = await versionsOf(240117);
    expect(values.find((value) => value.name === 'version')).toMatchObject({ value: String(versions.at(-1)!.version) });
    // Moments in the product's one timestamp format, not ISO.
    expect(values.find((value) => value.name === 'reportedAt')).toMatchObject({
      value: expect.stringMatching(utcTimestamp),
    });
    expect(values.find((value) => value.name === 'transactionTime')).toMatchObject({
      value: expect.stringMatching(utcTimestamp),
    });
  });

  it('labels an SMT sheet in words and shows its moments in the one timestamp format', async () => {
    const [record] = await rows<{ id: number }>(
      sql`SELECT id FROM reporting_records WHERE organisation_id = ${organisation.nordwind} AND document_type = 'ECM' LIMIT 1`,
    );
    const query = {
      regime: 'SMT',
      documentType: 'ECM',
      historyId: Number(record!.id),
      organisationId: organisation.nordwind,
    };
    const sheet = transactionSheetSchema.parse((await get(analyst, apiPaths.remitTransactionSheet, query)).json());
    const values = sheet.valuesGroups.flatMap((group) => group.values);
    const labelOf = (name: string) => values.find((value) => value.name === name)?.label;
    expect(labelOf('tradeId')).toBe('Trade ID');
    expect(labelOf('buySell')).toBe('Buy/sell');
    // Worded as the REMIT sheets word it: 'Buy (B)', not the bare code.
    expect(values.find((value) => value.name === 'buySell')).toMatchObject({
      value: expect.stringMatching(/^(Buy \(B\)|Sell \(S\))$/),
    });
    // The PDF the sheet names opens through its trail's pdf route (the sheet links it there), with the record's id.
    const pdfDocumentId = values.find((value) => value.name === 'pdfDocumentId');
    const pdf = await get(analyst, fillPath(apiPaths.auditTrailPdf, { urlPart: 'ecm' }), {
      confirmationId: Number(record!.id),
      dataStoreId: pdfDocumentId?.valueType === 'SINGLE' ? pdfDocumentId.value : '',
      organisationId: organisation.nordwind,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(labelOf('pdfDocumentId')).toBe('PDF document ID');
    expect(labelOf('htmlDocumentId')).toBe('HTML document ID');
    expect(values.find((value) => value.name === 'createdAt')).toMatchObject({
      value: expect.stringMatching(utcTimestamp),
    });
    expect(values.find((value) => value.name === 'tradeDate')).toMatchObject({
      value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('answers a known recordType back and refuses an unknown one with a field message, never echoing it', async () => {
    const query = {
      regime: 'REMIT',
      documentType: 'REMIT_TABLE_2',
      historyId: 310552,
      organisationId: organisation.alpenstrom,
    };
    const sheetOf = async (values: Record<string, string | number>) =>
      transactionSheetSchema.parse((await get(analyst, apiPaths.remitTransactionSheet, values)).json());
    expect((await sheetOf({ ...query, recordType: 'TABLE_2' })).recordType).toBe('TABLE_2');
    expect((await sheetOf(query)).recordType).toBe('TRADE');

    for (const recordType of ['<script>alert(1)</script>', 'TABLE_3', 'table_2', '']) {
      const refused = await get(analyst, apiPaths.remitTransactionSheet, { ...query, recordType });
      expect(`${JSON.stringify(recordType)} ${refused.statusCode}`).toBe(`${JSON.stringify(recordType)} 400`);
      expect(refused.json().fieldErrors).toEqual({ recordType: ['recordType must be TRADE, TABLE_1 or TABLE_2.'] });
      if (recordType) expect(refused.body).not.toContain(recordType);
    }
    // The trade screens take the same record types, and refuse others alike.
    const presets = await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, {
      historyId: 240117,
      organisationId: organisation.nordwind,
      recordType: 'TABLE_3',
    });
    expect(presets.statusCode).toBe(400);
    expect(presets.json().fieldErrors).toEqual({ recordType: ['recordType must be TRADE, TABLE_1 or TABLE_2.'] });
  });

  it('shows Table 2, REMIT and SMT views, and 404 for a family outside the regime', async () => {
    const table2 = transactionSheetSchema.parse(
      (
        await get(analyst, apiPaths.remitTransactionSheet, {
          regime: 'REMIT',
          documentType: 'REMIT_TABLE_2',
          historyId: 310552,
          organisationId: organisation.alpenstrom,
        })
      ).json(),
    );
    expect(table2.view).toBe('REMIT_TABLE_2');
    expect(
      table2.valuesGroups.flatMap((group) => group.values).find((value) => value.name === 'contractDate'),
    ).toBeDefined();

    for (const [regime, documentType, view] of [
      ['SMT', 'ECM', 'SMT'],
      ['REMIT', 'FUNDAMENTALS', 'REMIT'],
    ] as const) {
      const [record] = await rows<{ id: number }>(
        sql`SELECT id FROM reporting_records WHERE organisation_id = ${organisation.nordwind} AND document_type = ${documentType} LIMIT 1`,
      );
      expect(record).toBeDefined();
      const query = { regime, documentType, historyId: Number(record!.id), organisationId: organisation.nordwind };
      const sheet = transactionSheetSchema.parse((await get(analyst, apiPaths.remitTransactionSheet, query)).json());
      expect(sheet.view).toBe(view);
      expect(sheet.valuesGroups.length).toBeGreaterThan(0);
      const wrongRegime = { ...query, regime: regime === 'SMT' ? 'REMIT' : 'SMT' };
      expect((await get(analyst, apiPaths.remitTransactionSheet, wrongRegime)).statusCode).toBe(404);
    }
  });
});

/** The Table 1 modify form as the page fills it from the presets. */
async function table1ModifyBody(historyId: number, organisationId: number): Promise<Table1ModifyBody> {
  const response = await get(analyst, apiPaths.remitTable1LoadPresetsModify, { historyId, organisationId });
  const presets = table1ModifyPresetsSchema.parse(response.json());
  const reference = presets.referenceResponseModel!;
  const commercial = presets.commercialResponseModel!;
  const delivery = presets.deliveryResponseModel!;
  return {
    expectedVersion: presets.trade!.latestVersion,
    transactionDate: reference.transactionTimeUtc.slice(0, 10),
    transactionTime: reference.transactionTimeUtc.slice(11, 19),
    traderId: reference.traderId,
    beneficiaryCodeType: reference.beneficiaryCodeType,
    execution: reference.execution,
    quantity: commercial.quantityValue!,
    quantityUnit: commercial.quantityUnit as Table1ModifyBody['quantityUnit'],
    price: commercial.priceValue!,
    priceCurrency: commercial.priceUnit as Table1ModifyBody['priceCurrency'],
    notionalAmount: commercial.notionalAmountValue!,
    notionalCurrency: commercial.notionalAmountUnit as Table1ModifyBody['notionalCurrency'],
    totalNotionalQuantity: commercial.totalQuantityValue!,
    totalNotionalQuantityUnit: commercial.totalQuantityUnit as Table1ModifyBody['totalNotionalQuantityUnit'],
    settlementMethod: presets.settlementResponseModel!.settlementMethod as 'P',
    loadType: delivery.loadType as 'BL',
    deliveryStartDate: delivery.deliveryStart,
    deliveryEndDate: delivery.deliveryEnd,
    deliveryZones: delivery.deliveryPointOrZones,
    deliveryProfiles: presets.deliveryProfileResponseModel!.deliveryProfiles.map((profile) => ({
      ...(profile.daysOfTheWeek ? { daysOfTheWeek: profile.daysOfTheWeek } : {}),
      startTime: profile.startTime,
      endTime: profile.endTime,
    })),
    fixingIndices: [],
  };
}

describe('Table 1 modify', () => {
  it('loads the trade by section with value sets, reports an M version with the changed fields, and refuses a repeat', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const presets = table1ModifyPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsModify, scope)).json(),
    );
    expect(presets).toMatchObject({ submitEnabled: true, validationFailureMessages: [], sourceTableVersion: 3 });
    expect(presets.referenceResponseModel!.beneficiaryCodeType).toBe('ACE');
    const valueSets = table1ValueSetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadValueSetsModify, scope)).json(),
    );
    expect(valueSets.currencies.preferredValues).toEqual([{ key: 'EUR', value: 'Euro' }]);
    expect(valueSets.deliveryPointOrZones.notPreferredValues.length).toBeGreaterThan(0);
    expect(valueSets.deliveryPointOrZones.preferredValues.map((pair) => pair.key)).toContain(
      presets.deliveryResponseModel!.deliveryPointOrZones[0],
    );

    const body = await table1ModifyBody(historyId, organisation.nordwind);
    const zones = valueSets.deliveryPointOrZones.preferredValues.map((pair) => pair.key);
    const modified: Table1ModifyBody = {
      ...body,
      price: '91.25',
      traderId: 'TRADER-MODIFY-7',
      deliveryZones: [...new Set([body.deliveryZones![0]!, ...zones])].slice(0, 2),
      deliveryProfiles: [
        { daysOfTheWeek: 'MOtoFR', startTime: '08:00:00', endTime: '20:00:00' },
        { daysOfTheWeek: 'SAtoSU', startTime: '10:00:00', endTime: '14:00:00' },
      ],
      fixingIndices: [{ indexName: 'EEX Phelix DE Base', indexValue: '88.5', indexCurrency: 'EUR' }],
    };
    const before = await versionsOf(historyId);
    const answers = await Promise.all(
      [0, 1].map(async () => submitted(await post(analyst, apiPaths.remitTable1Modify, scope, modified))),
    );
    // A double click reports once; both clicks are answered with the one version.
    const after = await versionsOf(historyId);
    expect(after).toHaveLength(before.length + 1);
    for (const answer of answers)
      expect(answer).toMatchObject({ submitted: true, version: after.length, dataStoreId: after.at(-1)!.document_id });
    const xml = await expectValidXml(after.at(-1)!.document_id, 'REMIT_TABLE_1', 'M');
    expect(xml).toContain('<price>91.25</price>');
    expect(xml).toContain('<indexName>EEX Phelix DE Base</indexName>');
    expect(xml.match(/<deliveryProfile>/g)).toHaveLength(2);
    expect(xml.match(/<deliveryPointOrZone>/g)).toHaveLength(modified.deliveryZones!.length);

    // The same request again (a retry after the answer) gets the same answer and reports nothing.
    const retry = await submitted(await post(analyst, apiPaths.remitTable1Modify, scope, modified));
    expect(retry).toMatchObject({ submitted: true, version: after.length, dataStoreId: after.at(-1)!.document_id });
    // The same values from a form loaded after it change nothing, and are refused.
    const repeat = await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, { ...modified, expectedVersion: after.length }),
    );
    expect(repeat).toMatchObject({ submitted: false, validationFailureMessages: [remitRefusals.nothingChanged] });
    expect(await versionsOf(historyId)).toEqual(after);
    const reloaded = table1ModifyPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsModify, scope)).json(),
    );
    expect(reloaded.commercialResponseModel!.fixingIndexModels).toEqual([
      { indexName: 'EEX Phelix DE Base', indexValues: [{ indexValue: '88.5', indexCurrency: 'EUR' }] },
    ]);
    expect(reloaded.deliveryProfileResponseModel!.deliveryProfiles).toHaveLength(2);
  });

  it('answers field messages under the spec keys with 400, and writes nothing', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const body = await table1ModifyBody(historyId, organisation.nordwind);
    const before = await versionsOf(historyId);
    const cases: Array<[Partial<Table1ModifyBody>, string]> = [
      [{ execution: true, linkedTransactionId: undefined }, 'linkedTransactionId'],
      [{ transactionTime: '25:00:00' }, 'transactionTime'],
      [{ transactionDate: '' }, 'transactionDate'],
      [{ traderId: 'x'.repeat(101) }, 'traderId'],
      [{ quantity: '12.5' }, 'quantity'],
      [{ deliveryZones: [] }, 'deliveryZones'],
      [{ deliveryProfiles: [{ startTime: '08:00', endTime: '20:00:00' }] }, 'startTime1'],
      [{ fixingIndices: [{ indexName: '' }] }, 'indexName1'],
      [{ deliveryStartDate: '2026-12-31', deliveryEndDate: '2026-01-01' }, 'deliveryEndDate'],
    ];
    for (const [change, field] of cases) {
      const response = await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, ...change });
      expect(`${field} ${response.statusCode}`).toBe(`${field} 400`);
      expect(Object.keys(response.json().fieldErrors)).toContain(field);
    }
    // Quantities are digits only: nothing is read as another number (12.5 as 125). Blank edges are trimmed,
    // as of every number of the contract (test/server/remit-contract-one-message.test.ts).
    for (const field of ['quantity', 'totalNotionalQuantity'] as const) {
      for (const value of ['12.5', '1e5', '-3', '36000,5', '0x1F']) {
        const response = await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, [field]: value });
        expect(`${field} '${value}' ${response.statusCode}`).toBe(`${field} '${value}' 400`);
        expect(response.json().fieldErrors[field]).toEqual(['Digits only.']);
      }
    }
    // A number too long is refused in words naming the limit it passes, not as 'Digits only.'.
    const tooLong: [Record<string, string>, string, string][] = [
      [{ quantity: '1234567890123456' }, 'quantity', 'At most 15 digits.'],
      [{ price: '96.123456' }, 'price', 'At most 5 digits after the decimal point.'],
      [{ price: '1234567890123' }, 'price', 'At most 12 digits before the decimal point.'],
      [{ price: '-5' }, 'price', 'Digits only, with one decimal point at most.'],
      // More digits than the server's number keeps would be reported as another price (1000000000000).
      [{ price: '999999999999.99999' }, 'price', 'At most 15 significant digits.'],
      [{ notionalAmount: '-123456789012345.1' }, 'notionalAmount', 'At most 15 significant digits.'],
    ];
    for (const [change, field, message] of tooLong) {
      const response = await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, ...change });
      expect(`${field} ${response.statusCode}`).toBe(`${field} 400`);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    }
    const missing = await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, quantity: undefined, price: '70' }),
    );
    expect(missing).toMatchObject({
      submitted: false,
      fieldValidationMessages: { quantity: "Field 'Quantity' is required." },
    });
    // The settlement method emptied (or left out) is asked for, never kept from the stored report.
    for (const settlementMethod of [null, undefined])
      expect(
        await submitted(
          await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, quantity: '31', settlementMethod }),
        ),
      ).toMatchObject({
        submitted: false,
        fieldValidationMessages: { settlementMethod: "Field 'Settlement method' is required." },
      });
    // The stored trade has delivery and profile sections: leaving their lists out is refused on them.
    const sectionsLeftOut = await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, {
        ...body,
        deliveryZones: undefined,
        deliveryProfiles: undefined,
        deliveryStartDate: undefined,
      }),
    );
    expect(sectionsLeftOut).toMatchObject({
      submitted: false,
      fieldValidationMessages: {
        deliveryZones: "Field 'Delivery point or zone' is required.",
        startTime1: "Field 'Start time' is required.",
        deliveryStartDate: "Field 'Delivery start date' is required.",
      },
    });
    expect(await versionsOf(historyId)).toEqual(before);
  });

  it('names every wrong field at once: a bad number or date does not hide the rules across fields', async () => {
    // Nothing is written: the reference trade serves.
    const scope = { historyId: 240117, organisationId: organisation.nordwind };
    const body = await table1ModifyBody(240117, organisation.nordwind);
    const response = await post(analyst, apiPaths.remitTable1Modify, scope, {
      ...body,
      quantity: '12.5',
      transactionDate: '2027-02-29',
      execution: true,
      linkedTransactionId: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      quantity: ['Digits only.'],
      transactionDate: ['Must be a date (yyyy-mm-dd).'],
      linkedTransactionId: ["Field 'Linked transaction ID' is required."],
    });
  });

  it('refuses a transaction time in the future (the year 2199) with a field message, reporting nothing', async () => {
    // Nothing is written: the reference trade serves.
    const historyId = 240117;
    const scope = { historyId, organisationId: organisation.nordwind };
    const before = await versionsOf(historyId);
    const body = await table1ModifyBody(historyId, organisation.nordwind);
    const response = await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, transactionDate: '2199-12-31', price: '1' }),
    );
    expect(response).toMatchObject({
      submitted: false,
      validationFailureMessages: [remitRefusals.transactionTimeInFuture],
      fieldValidationMessages: { transactionDate: remitRefusals.transactionTimeInFuture },
    });
    expect(await versionsOf(historyId)).toEqual(before);
  });

  it('refuses a delivery that ends before the trade date (a year typed as 99 reads as 1999), reporting nothing', async () => {
    const historyId = 240117;
    const scope = { historyId, organisationId: organisation.nordwind };
    const before = await versionsOf(historyId);
    const body = await table1ModifyBody(historyId, organisation.nordwind);
    expect(body.deliveryEndDate).toBeTruthy();
    const response = await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, {
        ...body,
        deliveryStartDate: '1999-01-01',
        deliveryEndDate: '1999-12-31',
      }),
    );
    expect(response).toMatchObject({
      submitted: false,
      fieldValidationMessages: { deliveryEndDate: remitRefusals.deliveryEndBeforeTrade },
    });
    expect(await versionsOf(historyId)).toEqual(before);
  });

  it('does not report a document that fails the ACER schema, and says why', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const body = await table1ModifyBody(historyId, organisation.nordwind);
    // Every field the form sends is checked on its field first: the schema's own refusal is left for
    // what the form does not show, here a contract id stored unlike ACER's pattern.
    await testApp.app.db.execute(sql`
      UPDATE reporting_record_versions
      SET trade = jsonb_set(trade, '{trade,contract,contractId}', '"C/with/slashes"'::jsonb)
      WHERE record_id = ${historyId}
        AND version = (SELECT max(version) FROM reporting_record_versions WHERE record_id = ${historyId})`);
    const before = await versionsOf(historyId);
    const events = await eventCount(historyId);
    const response = await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, traderId: 'SCHEMA-CHECK-1' }),
    );
    expect(response.submitted).toBe(false);
    expect(response.validationFailureMessages[0]).toBe(remitRefusals.xmlInvalid);
    expect(response.validationFailureMessages.slice(1).join(' ')).toMatch(/contractId/);
    expect(await versionsOf(historyId)).toEqual(before);
    expect(await eventCount(historyId)).toBe(events);
  });

  it('refuses to modify a cancelled trade, in the presets and at submit', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const body = await table1ModifyBody(historyId, organisation.nordwind);
    const cancel = await submitted(
      await post(
        analyst,
        apiPaths.remitTable1Cancellation,
        scope,
        await table1CancelBody(historyId, organisation.nordwind),
      ),
    );
    expect(cancel.submitted).toBe(true);
    const presets = table1ModifyPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsModify, scope)).json(),
    );
    expect(presets).toMatchObject({
      submitEnabled: false,
      validationFailureMessages: [remitRefusals.cancelledOnlyError],
    });
    const response = await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, price: '1', expectedVersion: cancel.version! }),
    );
    expect(response).toMatchObject({ submitted: false, validationFailureMessages: [remitRefusals.cancelledOnlyError] });
    // The form loaded before the cancellation is stale.
    const stale = await post(analyst, apiPaths.remitTable1Modify, scope, { ...body, price: '1' });
    expect(stale.statusCode).toBe(409);
  });
});

/** The Table 2 modify form as the page fills it from the presets. */
async function table2ModifyBody(historyId: number, organisationId: number): Promise<Table2ModifyBody> {
  const presets = table2ModifyPresetsSchema.parse(
    (await get(analyst, apiPaths.remitTable2LoadPresetsModify, { historyId, organisationId })).json(),
  );
  const product = presets.productDetails!;
  const price = presets.price!;
  const optional = <T extends string>(value: string | null) => (value === null ? undefined : (value as T));
  return {
    expectedVersion: presets.trade!.latestVersion,
    contractDate: `${product.contractDate}T00:00:00.000Z`,
    contractType: product.contractType,
    commodity: product.commodity,
    settlementMethod: product.settlementMethod,
    loadType: product.loadType ?? undefined,
    tradingCapacity: presets.reportingCounterparty!.tradingCapacity,
    buySell: presets.reportingCounterparty!.buySell,
    otherMarketParticipant: presets.otherMarketParticipants!.otherMarketParticipant,
    deliveryPointOrZones: presets.delivery!.deliveryPointOrZones,
    deliveryStart: presets.delivery!.deliveryStart,
    deliveryEnd: presets.delivery!.deliveryEnd,
    optionDetails: presets.optionDetails!.map((option) => ({
      optionStyle: option.optionStyle,
      optionType: option.optionType,
      firstExerciseDate: optional(option.firstExerciseDate),
      lastExerciseDate: optional(option.lastExerciseDate),
      strikePrice: optional(option.strikePrice),
      strikePriceCurrency: optional<'EUR'>(option.strikePriceCurrency),
    })),
    totalQuantity: presets.volume!.totalQuantity,
    totalQuantityUnit: presets.volume!.totalQuantityUnit,
    volumeOptionality: optional<'V'>(presets.volume!.volumeOptionality),
    volumeOptionalityFrequency: optional<'M'>(presets.volume!.volumeOptionalityFrequency),
    volumeOptionalityIntervals: presets.volumeOptionalityIntervals!,
    price: optional(price.price),
    priceCurrency: optional<'EUR'>(price.priceCurrency),
    priceFormula: optional(price.priceFormula),
    estimatedNotionalAmount: optional(price.estimatedNotionalAmount),
    estimatedNotionalCurrency: optional<'EUR'>(price.estimatedNotionalCurrency),
    typeOfIndexPrice: optional<'I'>(price.typeOfIndexPrice),
    fixingIndices: presets.fixingIndices!.map((fixing) => ({
      fixingIndex: fixing.fixingIndex,
      fixingIndexSource: optional(fixing.fixingIndexSource),
      firstFixingDate: optional(fixing.firstFixingDate),
      lastFixingDate: optional(fixing.lastFixingDate),
      fixingFrequency: optional<'M'>(fixing.fixingFrequency),
    })),
  };
}

describe('Table 2 modify', () => {
  it('modifies with an option, a volume interval and a fixing index; dates ignore the offset; the XML validates', async () => {
    const historyId = await freshTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const scope = { historyId, organisationId: organisation.alpenstrom };
    const presets = table2ModifyPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable2LoadPresetsModify, scope)).json(),
    );
    expect(presets.submitEnabled).toBe(true);
    expect(presets.references!.uti).toBeTruthy();
    const body = await table2ModifyBody(historyId, organisation.alpenstrom);
    const start = presets.delivery!.deliveryStart;
    const modified: Table2ModifyBody = {
      ...body,
      contractType: 'OP',
      optionDetails: [
        {
          optionStyle: 'E',
          optionType: 'C',
          firstExerciseDate: `${start}T00:00:00+02:00`,
          lastExerciseDate: start,
          strikePrice: '41.5',
          strikePriceCurrency: 'EUR',
        },
      ],
      volumeOptionalityIntervals: [
        { capacity: '12.5', capacityUnit: 'MW', startDate: start, endDate: presets.delivery!.deliveryEnd },
      ],
      typeOfIndexPrice: 'I',
      fixingIndices: [
        {
          fixingIndex: 'TTF Month Ahead',
          fixingIndexSource: 'EEX',
          firstFixingDate: start,
          lastFixingDate: start,
          fixingFrequency: 'M',
        },
      ],
    };
    const response = await submitted(await post(analyst, apiPaths.remitTable2Modify, scope, modified));
    expect(response).toMatchObject({ submitted: true, actionType: 'M' });
    const xml = await expectValidXml((await versionsOf(historyId)).at(-1)!.document_id, 'REMIT_TABLE_2', 'M');
    expect(xml).toContain(`<optionFirstExerciseDate>${start}</optionFirstExerciseDate>`);
    expect(xml).toContain('<fixingIndex>TTF Month Ahead</fixingIndex>');
    expect(xml).toContain('<value>12.5</value>');
    expect(xml).toContain(`<contractId>${presets.references!.contractId}</contractId>`);
  });

  it('refuses a negative volume: total notional contract quantity and an interval capacity', async () => {
    const historyId = 310552;
    const scope = { historyId, organisationId: organisation.alpenstrom };
    const body = await table2ModifyBody(historyId, organisation.alpenstrom);
    const before = await versionsOf(historyId);
    const negativeTotal = await post(analyst, apiPaths.remitTable2Modify, scope, { ...body, totalQuantity: '-5' });
    expect(negativeTotal.statusCode).toBe(400);
    expect(negativeTotal.json().fieldErrors.totalQuantity).toEqual(['Digits only, with one decimal point at most.']);
    const interval = { capacity: '-20', capacityUnit: 'MW', startDate: '2026-01-01', endDate: '2026-01-31' } as const;
    const negativeCapacity = await post(analyst, apiPaths.remitTable2Modify, scope, {
      ...body,
      volumeOptionalityIntervals: [interval],
    });
    expect(negativeCapacity.statusCode).toBe(400);
    expect(Object.keys(negativeCapacity.json().fieldErrors).some((key) => key.includes('capacity'))).toBe(true);
    expect(await versionsOf(historyId)).toEqual(before);
  });

  it('refuses a price and a price formula together (the report holds one), rather than dropping one', async () => {
    const historyId = 310552;
    const scope = { historyId, organisationId: organisation.alpenstrom };
    const body = await table2ModifyBody(historyId, organisation.alpenstrom);
    const before = await versionsOf(historyId);
    const both = await post(analyst, apiPaths.remitTable2Modify, scope, {
      ...body,
      price: '42.5',
      priceCurrency: 'EUR',
      priceFormula: 'TTF month-ahead + 0.25',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors.priceFormula).toEqual([TABLE2_PRICE_AND_FORMULA_MESSAGE]);
    expect(await versionsOf(historyId)).toEqual(before);
  });

  it('refuses a contract date before the last reported one with a field message', async () => {
    // Nothing is written: the reference contract serves.
    const historyId = 310552;
    const scope = { historyId, organisationId: organisation.alpenstrom };
    const body = await table2ModifyBody(historyId, organisation.alpenstrom);
    const last = (body.contractDate as string).slice(0, 10);
    const before = await versionsOf(historyId);
    const response = await submitted(
      await post(analyst, apiPaths.remitTable2Modify, scope, {
        ...body,
        contractDate: '2020-01-01',
        totalQuantity: '1',
      }),
    );
    const message = remitRefusals.contractDateBeforeLast(last);
    expect(response).toMatchObject({
      submitted: false,
      validationFailureMessages: [message],
      fieldValidationMessages: { contractDate: message },
    });
    const malformed = await post(analyst, apiPaths.remitTable2Modify, scope, { ...body, contractDate: 'soon' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fieldErrors)).toContain('contractDate');
    expect(await versionsOf(historyId)).toEqual(before);
  });
});

describe('the version a submit was made from', () => {
  it('is required by every cancel, delete and modify, as a positive whole number; nothing is written without it', async () => {
    // Nothing is written: the reference trades serve.
    const table1 = 240117;
    const table2 = 310552;
    const scope1 = { historyId: table1, organisationId: organisation.nordwind };
    const scope2 = { historyId: table2, organisationId: organisation.alpenstrom };
    const before = [await versionsOf(table1), await versionsOf(table2)];
    const cancelBody = await table1CancelBody(table1, organisation.nordwind);
    const modify1 = await table1ModifyBody(table1, organisation.nordwind);
    const modify2 = await table2ModifyBody(table2, organisation.alpenstrom);
    const calls: Array<[string, Promise<Awaited<ReturnType<typeof post>>>]> = [];
    for (const expectedVersion of [undefined, 0, -1, 1.5, '2']) {
      const named = `expectedVersion ${String(expectedVersion)}`;
      calls.push(
        [
          `${named} T1 cancel`,
          post(analyst, apiPaths.remitTable1Cancellation, scope1, { ...cancelBody, expectedVersion }),
        ],
        [`${named} T1 modify`, post(analyst, apiPaths.remitTable1Modify, scope1, { ...modify1, expectedVersion })],
        [`${named} T2 modify`, post(analyst, apiPaths.remitTable2Modify, scope2, { ...modify2, expectedVersion })],
      );
    }
    for (const expectedVersion of [NO_VERSION, '0', '-1', '1.5', 'abc']) {
      const named = `expectedVersion ${expectedVersion}`;
      calls.push(
        [`${named} T1 delete`, post(analyst, apiPaths.remitTable1Deletion, { ...scope1, expectedVersion })],
        [`${named} T2 delete`, post(analyst, apiPaths.remitTable2Deletion, { ...scope2, expectedVersion })],
        [
          `${named} T2 cancel`,
          post(analyst, apiPaths.remitTable2Cancellation, {
            ...scope2,
            terminationDate: '2030-01-01',
            expectedVersion,
          }),
        ],
      );
    }
    for (const [name, call] of calls) {
      const response = await call;
      expect(`${name} ${response.statusCode}`).toBe(`${name} 400`);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['expectedVersion']);
    }
    expect([await versionsOf(table1), await versionsOf(table2)]).toEqual(before);
  });
});
