import { sql } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths';
import {
  remitMessages,
  remitPresetsSchema,
  remitRefusals,
  remitSubmitResponseSchema,
  table1CancellationPresetsSchema,
  table2CancellationPresetsSchema,
  transactionSheetSchema,
  type RemitSubmitResponse,
} from '@shared/contract/remit';
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
function post(agent: Agent, url: string, values: Record<string, string | number>, payload?: unknown) {
  return agent.inject({
    method: 'POST',
    url,
    query: query(values),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function submitted(response: Awaited<ReturnType<typeof post>>): Promise<RemitSubmitResponse> {
  expect(response.statusCode).toBe(200);
  return remitSubmitResponseSchema.parse(response.json());
}

/** The stored XML of a version, which must conform to the table's ACER schema. */
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
    transactionTimeUtc: '2026-11-20T10:15:00',
    terminationDate: presets.deliveryStartDate!,
    traderId: 'TRADER-CANCEL-1',
  };
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

    const cancel = await submitted(
      await post(
        analyst,
        apiPaths.remitTable1Cancellation,
        scope,
        await table1CancelBody(historyId, organisation.nordwind),
      ),
    );
    expect(cancel).toMatchObject({ submitted: true, actionType: 'C', version: before.length + 1 });
    const afterCancel = await versionsOf(historyId);
    expect(afterCancel.at(-1)).toMatchObject({ version: before.length + 1, action_type: 'C' });
    const xml = await expectValidXml(afterCancel.at(-1)!.document_id, 'REMIT_TABLE_1', 'C');
    expect(xml).toContain('<traderIdForMarketParticipant>TRADER-CANCEL-1</traderIdForMarketParticipant>');
    expect(xml).toContain('<transactionTime>2026-11-20T10:15:00Z</transactionTime>');
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

  it('reports two concurrent submissions once; the other gets a clear message', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const before = await versionsOf(historyId);
    const body = await table1CancelBody(historyId, organisation.nordwind);
    const responses = await Promise.all([
      post(analyst, apiPaths.remitTable1Cancellation, scope, body),
      post(analyst, apiPaths.remitTable1Cancellation, scope, body),
      post(analyst, apiPaths.remitTable1Deletion, scope),
    ]);
    const answers = await Promise.all(responses.map(submitted));
    expect(answers.filter((answer) => answer.submitted)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => !candidate.submitted)) {
      expect(answer.validationFailureMessages.length).toBeGreaterThan(0);
    }
    expect(await versionsOf(historyId)).toHaveLength(before.length + 1);
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
    const table2 = await freshTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const onTable1 = await get(analyst, apiPaths.remitTable1LoadPresetsDeletion, {
      historyId: table2,
      organisationId: organisation.alpenstrom,
    });
    expect(onTable1.statusCode).toBe(404);
    expect(await versionsOf(foreign)).toEqual(versions);
  });

  it('enables submit only for members: an admin may look but not report', async () => {
    const historyId = await freshTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId, organisationId: organisation.nordwind };
    const presets = remitPresetsSchema.parse((await get(admin, apiPaths.remitTable1LoadPresetsDeletion, scope)).json());
    expect(presets).toMatchObject({ submitEnabled: false, validationFailureMessages: [remitRefusals.notAMember] });
    const response = await submitted(await post(admin, apiPaths.remitTable1Deletion, scope));
    expect(response).toMatchObject({ submitted: false, validationFailureMessages: [remitRefusals.notAMember] });
  });
});

describe('Table 2 cancel and delete', () => {
  it('refuses a termination date before the latest contract date, then cancels on it and deletes', async () => {
    const historyId = await freshTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const scope = { historyId, organisationId: organisation.alpenstrom };
    const presets = table2CancellationPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable2LoadPresetsCancellation, scope)).json(),
    );
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

  it('answers a double deletion once', async () => {
    const historyId = await freshTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const scope = { historyId, organisationId: organisation.alpenstrom };
    const before = await versionsOf(historyId);
    const answers = await Promise.all(
      [0, 1].map(async () => submitted(await post(analyst, apiPaths.remitTable2Deletion, scope))),
    );
    expect(answers.filter((answer) => answer.submitted)).toHaveLength(1);
    expect(answers.find((answer) => !answer.submitted)!.validationFailureMessages).toHaveLength(1);
    expect(await versionsOf(historyId)).toHaveLength(before.length + 1);
  });
});

describe('transaction sheet', () => {
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
