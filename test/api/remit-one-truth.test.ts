import { sql } from 'drizzle-orm';
import { formatTimestampText } from '@shared/timestamp-format';
import { apiPaths, fillPath } from '@shared/api-paths';
import { finderPageSchema, type FinderRow } from '@shared/contract/finders';
import {
  remitSubmitResponseSchema,
  table1CancellationPresetsSchema,
  table1ModifyPresetsSchema,
  table2CancellationPresetsSchema,
  table2ModifyPresetsSchema,
  transactionSheetSchema,
  type RemitSubmitResponse,
  type Table1ModifyBody,
  type Table2ModifyBody,
} from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';
import { loadServerModule } from './node-loader';
import { createTestClock } from './test-clock';
import { table2FormOf } from './remit-table2-modify-form';
import { parseCsv } from '../fixtures/parse-csv';

// One truth per trade: after each of the six REMIT actions the transaction sheet, the forms' presets,
// the finder row, its CSV and the reported XML all show the trade as its latest version reports it; a
// form loaded from an older version is refused with 409, and a double submit reports once.

const { acerSchemaMessages } = loadServerModule<typeof import('@server/reporting/acer-schemas')>(
  'src/server/reporting/acer-schemas.ts',
);

const clock = createTestClock(new Date('2026-11-25T14:02:30Z'));
let testApp: TestApp;
let analyst: Agent;
/** A second member of Nordwind (the editor, made a member for these tests). */
let colleague: Agent;
const organisation = { nordwind: 0, alpenstrom: 0 };

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await testApp.app.db.execute(query)) as unknown as { rows: T[] }).rows;

const versionsOf = (recordId: number) =>
  rows<{ version: number; action_type: string; document_id: number }>(
    sql`SELECT version, action_type, document_id FROM reporting_record_versions WHERE record_id = ${recordId} ORDER BY version`,
  );

/** Trades of an organisation and table whose latest version is N or M, each used by one test only. */
const pools = new Map<string, number[]>();
async function openTrade(organisationId: number, table: string): Promise<number> {
  const key = `${organisationId}:${table}`;
  if (!pools.has(key)) {
    const found = await rows<{ id: number }>(sql`
      SELECT r.id FROM reporting_records r
      WHERE r.organisation_id = ${organisationId} AND r.document_type = ${table} AND r.id <> 240006
        AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
             ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
      ORDER BY r.id DESC`);
    pools.set(
      key,
      found.map((row) => Number(row.id)),
    );
  }
  const id = pools.get(key)!.shift();
  if (id === undefined) throw new Error(`No open ${table} trade left at ${organisationId}`);
  return id;
}

const asQuery = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
const get = (agent: Agent, url: string, values: Record<string, string | number>) =>
  agent.inject({ method: 'GET', url, query: asQuery(values) });
const post = (agent: Agent, url: string, values: Record<string, string | number>, payload?: object) =>
  agent.inject({ method: 'POST', url, query: asQuery(values), ...(payload ? { payload } : {}) });

async function submitted(response: Awaited<ReturnType<typeof post>>): Promise<RemitSubmitResponse> {
  expect(response.statusCode).toBe(200);
  const answer = remitSubmitResponseSchema.parse(response.json());
  expect(answer.validationFailureMessages).toEqual([]);
  expect(answer.submitted).toBe(true);
  return answer;
}

/** The sheet's values by name. */
async function sheetOf(table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2', historyId: number, organisationId: number) {
  const response = await get(analyst, apiPaths.remitTransactionSheet, {
    regime: 'REMIT',
    documentType: table,
    historyId,
    organisationId,
  });
  const sheet = transactionSheetSchema.parse(response.json());
  return Object.fromEntries(
    sheet.valuesGroups.flatMap((group) =>
      group.values.map((value) => [value.name, value.valueType === 'SINGLE' ? value.value : value.values.join('|')]),
    ),
  );
}

/** The trade's row in the REMIT activity report, found by its UTI. */
/** The trade's row in the REMIT activity report, found by its UTI (and, when given, the state filter). */
async function findRow(
  table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2',
  uti: string,
  organisationId: number,
  state?: string,
): Promise<FinderRow | undefined> {
  const response = await analyst.inject({
    method: 'POST',
    url: fillPath(apiPaths.finder, { finderKind: 'remitActivity' }),
    query: { organisationId: String(organisationId) },
    payload: { paging: { page: 0, entriesPerPage: 10 }, filters: { kind: table, text: uti, state } },
  });
  expect(response.statusCode).toBe(200);
  const page = finderPageSchema.parse(response.json());
  return page.values.find((candidate) => candidate.uti === uti);
}

async function finderRowOf(
  table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2',
  uti: string,
  organisationId: number,
): Promise<FinderRow> {
  const row = await findRow(table, uti, organisationId);
  expect(row).toBeDefined();
  return row!;
}

/** The trade's CSV line as label -> cell. */
async function csvRowOf(table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2', uti: string, organisationId: number) {
  const response = await analyst.inject({
    method: 'GET',
    url: fillPath(apiPaths.finderCsv, { finderKind: 'remitActivity' }),
    query: { organisationId: String(organisationId), kind: table, text: uti },
  });
  expect(response.statusCode).toBe(200);
  const [header, ...lines] = parseCsv(response.body);
  const line = lines.find((candidate) => candidate.includes(uti));
  expect(line).toBeDefined();
  return Object.fromEntries(header!.map((label, index) => [label, line![index]]));
}

async function latestXml(historyId: number, table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2', actionType: string) {
  const [document] = await rows<{ content_text: string }>(sql`
    SELECT d.content_text FROM reporting_documents d JOIN reporting_record_versions v ON v.document_id = d.id
    WHERE v.record_id = ${historyId} ORDER BY v.version DESC LIMIT 1`);
  expect(await acerSchemaMessages(table, document!.content_text)).toEqual([]);
  expect(document!.content_text).toContain(`<actionType>${actionType}</actionType>`);
  return document!.content_text;
}

async function table1ModifyForm(historyId: number, organisationId: number, agent = analyst): Promise<Table1ModifyBody> {
  const presets = table1ModifyPresetsSchema.parse(
    (await get(agent, apiPaths.remitTable1LoadPresetsModify, { historyId, organisationId })).json(),
  );
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
    quantity: commercial.quantityValue ?? undefined,
    quantityUnit: (commercial.quantityUnit ?? undefined) as Table1ModifyBody['quantityUnit'],
    price: commercial.priceValue ?? undefined,
    priceCurrency: (commercial.priceUnit ?? undefined) as Table1ModifyBody['priceCurrency'],
    totalNotionalQuantity: commercial.totalQuantityValue ?? undefined,
    totalNotionalQuantityUnit: (commercial.totalQuantityUnit ??
      undefined) as Table1ModifyBody['totalNotionalQuantityUnit'],
    notionalAmount: commercial.notionalAmountValue ?? undefined,
    notionalCurrency: (commercial.notionalAmountUnit ?? undefined) as Table1ModifyBody['notionalCurrency'],
    settlementMethod: presets.settlementResponseModel!.settlementMethod as Table1ModifyBody['settlementMethod'],
    loadType: delivery.loadType as Table1ModifyBody['loadType'],
    deliveryStartDate: delivery.deliveryStart,
    deliveryEndDate: delivery.deliveryEnd,
    deliveryZones: delivery.deliveryPointOrZones,
    deliveryProfiles: presets.deliveryProfileResponseModel!.deliveryProfiles.map((profile) => ({
      daysOfTheWeek: profile.daysOfTheWeek ?? undefined,
      startTime: profile.startTime,
      endTime: profile.endTime,
    })),
    fixingIndices: [],
  };
}

async function table2ModifyForm(historyId: number, organisationId: number): Promise<Table2ModifyBody> {
  return table2FormOf(
    table2ModifyPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable2LoadPresetsModify, { historyId, organisationId })).json(),
    ),
  );
}

const utiOf = async (historyId: number) =>
  (await rows<{ external_id: string }>(sql`SELECT external_id FROM reporting_records WHERE id = ${historyId}`))[0]!
    .external_id;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  const all = await testApp.app.repos.organisations.listAll();
  organisation.nordwind = all.find((candidate) => candidate.eicCode === '11XNORDWIND-EH-G')!.id;
  organisation.alpenstrom = all.find((candidate) => candidate.eicCode === '12XALPENSTROM-V0')!.id;
  await testApp.app.db.execute(sql`
    INSERT INTO user_organisations (user_id, organisation_id)
    SELECT id, ${organisation.nordwind} FROM users WHERE username = 'editor'`);
  analyst = await loginAsDemo(testApp.app, 'analyst');
  colleague = await loginAsDemo(testApp.app, 'editor');
}, 180_000);
afterAll(() => testApp.close());

describe('a form loaded from an older version', () => {
  it('is refused with 409 naming who changed the trade and when (two users modify trade 240006)', async () => {
    const historyId = 240006;
    const [record] = await rows<{ document_type: string; organisation_id: number }>(
      sql`SELECT document_type, organisation_id FROM reporting_records WHERE id = ${historyId}`,
    );
    expect(record).toMatchObject({ document_type: 'REMIT_TABLE_1', organisation_id: organisation.nordwind });
    const scope = { historyId, organisationId: organisation.nordwind };
    const before = await versionsOf(historyId);

    // Both open Modify on the same version.
    const formA = await table1ModifyForm(historyId, organisation.nordwind, analyst);
    const formB = await table1ModifyForm(historyId, organisation.nordwind, colleague);
    expect(formA.expectedVersion).toBe(before.length);

    const byB = await submitted(
      await post(colleague, apiPaths.remitTable1Modify, scope, {
        ...formB,
        quantity: String(Number(formB.quantity) + 5),
      }),
    );
    expect(byB.version).toBe(before.length + 1);

    clock.advanceMinutes(3);
    const byA = await post(analyst, apiPaths.remitTable1Modify, scope, { ...formA, price: '77.5' });
    expect(byA.statusCode).toBe(409);
    expect(byA.json().errorMessage).toBe(
      `This trade was changed after you opened it (now version ${before.length + 1}, by Erik Madsen on 25/11/26 14:02:30 UTC). Reload to see the change.`,
    );
    expect(await versionsOf(historyId)).toHaveLength(before.length + 1);

    // Reloaded, A's change goes through on top of B's.
    const reloaded = await table1ModifyForm(historyId, organisation.nordwind, analyst);
    expect(reloaded.quantity).toBe(String(Number(formB.quantity) + 5));
    const again = await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, { ...reloaded, price: '77.5' }),
    );
    expect(again.version).toBe(before.length + 2);
  });

  it('is refused for cancel and delete of both tables too; nothing is written', async () => {
    const table1 = await openTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const table2 = await openTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const scope1 = { historyId: table1, organisationId: organisation.nordwind };
    const scope2 = { historyId: table2, organisationId: organisation.alpenstrom };
    const old1 = (await versionsOf(table1)).length - 1;
    const old2 = (await versionsOf(table2)).length - 1;
    const before = [await versionsOf(table1), await versionsOf(table2)];
    const cancel1 = {
      expectedVersion: old1,
      transactionTimeUtc: '2026-11-24T10:00:00',
      terminationDate: '2026-01-01',
      traderId: 'T',
    };
    const answers = [
      await post(analyst, apiPaths.remitTable1Cancellation, scope1, cancel1),
      await post(analyst, apiPaths.remitTable1Deletion, { ...scope1, expectedVersion: old1 }),
      await post(analyst, apiPaths.remitTable2Cancellation, {
        ...scope2,
        terminationDate: '2030-01-01',
        expectedVersion: old2,
      }),
      await post(analyst, apiPaths.remitTable2Deletion, { ...scope2, expectedVersion: old2 }),
      // A version that never existed is no better.
      await post(analyst, apiPaths.remitTable2Deletion, { ...scope2, expectedVersion: old2 + 7 }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errorMessage).toMatch(
        /^This trade was changed after you opened it \(now version \d+, by .+ on \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d UTC\)\. Reload to see the change\.$/,
      );
    }
    expect([await versionsOf(table1), await versionsOf(table2)]).toEqual(before);
  });
});

describe('after each REMIT action, the sheet, the presets, the finder row, the CSV and the XML agree', () => {
  it('Table 1 modify: quantity and trade time', async () => {
    const historyId = await openTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId: historyId, organisationId: organisation.nordwind };
    const uti = await utiOf(historyId);
    const form = await table1ModifyForm(historyId, organisation.nordwind);
    const quantity = String(Number(form.quantity) + 3);
    await submitted(
      await post(analyst, apiPaths.remitTable1Modify, scope, { ...form, quantity, transactionTime: '09:41:07' }),
    );
    const tradeTime = `${form.transactionDate}T09:41:07Z`;

    const sheet = await sheetOf('REMIT_TABLE_1', historyId, organisation.nordwind);
    expect(sheet.quantity).toBe(`${quantity} ${form.quantityUnit}`);
    // The sheet and the CSV show the moment in the one look for time; the data and the XML keep ISO.
    expect(sheet.transactionTime).toBe(formatTimestampText(tradeTime));
    expect(sheet.actionType).toMatch(/^M – /);
    const presets = await table1ModifyForm(historyId, organisation.nordwind);
    expect([presets.quantity, `${presets.transactionDate}T${presets.transactionTime}Z`]).toEqual([quantity, tradeTime]);
    const row = await finderRowOf('REMIT_TABLE_1', uti, organisation.nordwind);
    expect([String(row.quantity), row.tradeTime]).toEqual([quantity, tradeTime]);
    const csv = await csvRowOf('REMIT_TABLE_1', uti, organisation.nordwind);
    expect([csv.Quantity, csv['Trade Time']]).toEqual([quantity, formatTimestampText(tradeTime)]);
    const xml = await latestXml(historyId, 'REMIT_TABLE_1', 'M');
    expect(xml).toContain(`<transactionTime>${tradeTime}</transactionTime>`);
    expect(xml).toMatch(new RegExp(`<quantity>\\s*<value>${quantity}</value>`));
  });

  it('Table 1 cancel, then delete: trader, trade time, state and action type', async () => {
    const historyId = await openTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId: historyId, organisationId: organisation.nordwind };
    const uti = await utiOf(historyId);
    const presets = table1CancellationPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, scope)).json(),
    );
    const cancel = await submitted(
      await post(analyst, apiPaths.remitTable1Cancellation, scope, {
        expectedVersion: presets.trade!.latestVersion,
        transactionTimeUtc: '2026-11-24T16:20:00',
        terminationDate: presets.deliveryStartDate!,
        traderId: 'TRADER-ONE-TRUTH',
      }),
    );
    const tradeTime = '2026-11-24T16:20:00Z';
    const sheet = await sheetOf('REMIT_TABLE_1', historyId, organisation.nordwind);
    expect([sheet.traderId, sheet.transactionTime, sheet.actionType]).toEqual([
      'TRADER-ONE-TRUTH',
      formatTimestampText(tradeTime),
      expect.stringMatching(/^C – /),
    ]);
    const after = table1CancellationPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable1LoadPresetsCancellation, scope)).json(),
    );
    expect([after.traderId, after.lastTransactionTimeUtc, after.trade!.latestActionType]).toEqual([
      'TRADER-ONE-TRUTH',
      tradeTime,
      'C',
    ]);
    const row = await finderRowOf('REMIT_TABLE_1', uti, organisation.nordwind);
    expect([row.tradeTime, row.state, row.links.includes('cancel'), row.links.includes('delete')]).toEqual([
      tradeTime,
      'CANCELLED',
      false,
      true,
    ]);
    const csv = await csvRowOf('REMIT_TABLE_1', uti, organisation.nordwind);
    expect(csv['Trade Time']).toBe(formatTimestampText(tradeTime));
    const xml = await latestXml(historyId, 'REMIT_TABLE_1', 'C');
    expect(xml).toContain('<traderIdForMarketParticipant>TRADER-ONE-TRUTH</traderIdForMarketParticipant>');

    // The state filter finds a terminated trade under CANCELLED, and the same trade, deleted, under DELETED only.
    expect(await findRow('REMIT_TABLE_1', uti, organisation.nordwind, 'CANCELLED')).toBeDefined();

    await submitted(await post(analyst, apiPaths.remitTable1Deletion, { ...scope, expectedVersion: cancel.version! }));
    expect((await sheetOf('REMIT_TABLE_1', historyId, organisation.nordwind)).actionType).toMatch(/^E – /);
    const deleted = await finderRowOf('REMIT_TABLE_1', uti, organisation.nordwind);
    expect([deleted.tradeTime, deleted.state, deleted.links.includes('delete')]).toEqual([tradeTime, 'DELETED', false]);
    expect(await findRow('REMIT_TABLE_1', uti, organisation.nordwind, 'DELETED')).toBeDefined();
    expect(await findRow('REMIT_TABLE_1', uti, organisation.nordwind, 'CANCELLED')).toBeUndefined();
    expect(await latestXml(historyId, 'REMIT_TABLE_1', 'E')).toContain(
      `<transactionTime>${tradeTime}</transactionTime>`,
    );
  });

  it('Table 2 modify: contract date and delivery end', async () => {
    const historyId = await openTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const scope = { historyId: historyId, organisationId: organisation.alpenstrom };
    const uti = await utiOf(historyId);
    const form = await table2ModifyForm(historyId, organisation.alpenstrom);
    const contractDate = new Date(Date.parse(`${form.contractDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const deliveryEnd = new Date(Date.parse(`${form.deliveryEnd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await submitted(await post(analyst, apiPaths.remitTable2Modify, scope, { ...form, contractDate, deliveryEnd }));

    const sheet = await sheetOf('REMIT_TABLE_2', historyId, organisation.alpenstrom);
    expect([sheet.contractDate, sheet.deliveryEndDate]).toEqual([contractDate, deliveryEnd]);
    const presets = await table2ModifyForm(historyId, organisation.alpenstrom);
    expect([presets.contractDate, presets.deliveryEnd]).toEqual([contractDate, deliveryEnd]);
    const row = await finderRowOf('REMIT_TABLE_2', uti, organisation.alpenstrom);
    expect([row.contractDate, row.deliveryEnd]).toEqual([contractDate, deliveryEnd]);
    const csv = await csvRowOf('REMIT_TABLE_2', uti, organisation.alpenstrom);
    expect([csv['Contract Date'], csv['Delivery End']]).toEqual([contractDate, deliveryEnd]);
    const xml = await latestXml(historyId, 'REMIT_TABLE_2', 'M');
    expect(xml).toContain(`<contractDate>${contractDate}</contractDate>`);
    expect(xml).toContain(`<deliveryEndDate>${deliveryEnd}</deliveryEndDate>`);
  });

  it('Table 2 modify: each fixing index shows its fixing frequency where the XML has one, and none where not', async () => {
    const historyId = await openTrade(organisation.nordwind, 'REMIT_TABLE_2');
    const scope = { historyId: historyId, organisationId: organisation.nordwind };
    const form = await table2ModifyForm(historyId, organisation.nordwind);
    const fixingIndices = [
      {
        fixingIndex: 'TTF DA',
        fixingIndexSource: 'EEX',
        firstFixingDate: '2027-01-01',
        lastFixingDate: '2027-03-31',
        fixingFrequency: 'Q' as const,
      },
      { fixingIndex: 'NBP DA', fixingIndexSource: 'ICE' },
    ];
    await submitted(await post(analyst, apiPaths.remitTable2Modify, scope, { ...form, fixingIndices }));

    const xml = await latestXml(historyId, 'REMIT_TABLE_2', 'M');
    expect(xml.match(/<fixingFrequency>[^<]*<\/fixingFrequency>/g)).toEqual(['<fixingFrequency>Q</fixingFrequency>']);
    const sheet = await sheetOf('REMIT_TABLE_2', historyId, organisation.nordwind);
    expect(sheet.fixingIndices!.split('|')).toEqual([
      'TTF DA (EEX) 2027-01-01 to 2027-03-31, fixing frequency Quarterly (Q)',
      'NBP DA (ICE)',
    ]);
  });

  it('Table 2 modify: the sheet words each code as the form offers it', async () => {
    const historyId = await openTrade(organisation.nordwind, 'REMIT_TABLE_2');
    const scope = { historyId: historyId, organisationId: organisation.nordwind };
    const form = await table2ModifyForm(historyId, organisation.nordwind);
    await submitted(
      await post(analyst, apiPaths.remitTable2Modify, scope, {
        ...form,
        contractType: 'OP',
        loadType: 'BL',
        volumeOptionality: 'V',
        volumeOptionalityFrequency: 'M',
        typeOfIndexPrice: 'I',
        optionDetails: [{ optionStyle: 'E', optionType: 'C' }],
      }),
    );

    const sheet = await sheetOf('REMIT_TABLE_2', historyId, organisation.nordwind);
    expect([
      sheet.contractType,
      sheet.loadType,
      sheet.volumeOptionality,
      sheet.volumeOptionalityFrequency,
      sheet.typeOfIndexPrice,
      sheet.optionDetails,
    ]).toEqual([
      'Option (OP)',
      'Base load (BL)',
      'Variable (V)',
      'Monthly (M)',
      'Index (I)',
      'European (E) / Call (C)',
    ]);
  });

  it('Table 2 cancel, then delete: delivery ends on the termination date', async () => {
    const historyId = await openTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const scope = { historyId: historyId, organisationId: organisation.alpenstrom };
    const uti = await utiOf(historyId);
    const presets = table2CancellationPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable2LoadPresetsCancellation, scope)).json(),
    );
    const form = await table2ModifyForm(historyId, organisation.alpenstrom);
    // A termination inside delivery (and not before the contract date) ends delivery that day.
    const terminationDate = [presets.lastContractDate!, form.deliveryStart].sort().at(-1)!;
    expect(terminationDate <= form.deliveryEnd).toBe(true);
    const cancel = await submitted(
      await post(analyst, apiPaths.remitTable2Cancellation, {
        ...scope,
        terminationDate,
        expectedVersion: presets.trade!.latestVersion,
      }),
    );
    const sheet = await sheetOf('REMIT_TABLE_2', historyId, organisation.alpenstrom);
    expect([sheet.deliveryEndDate, sheet.actionType]).toEqual([terminationDate, expect.stringMatching(/^C – /)]);
    const row = await finderRowOf('REMIT_TABLE_2', uti, organisation.alpenstrom);
    expect([row.deliveryEnd, row.state, row.links.includes('modify')]).toEqual([terminationDate, 'CANCELLED', false]);
    const csv = await csvRowOf('REMIT_TABLE_2', uti, organisation.alpenstrom);
    expect(csv['Delivery End']).toBe(terminationDate);
    expect(await latestXml(historyId, 'REMIT_TABLE_2', 'C')).toContain(
      `<deliveryEndDate>${terminationDate}</deliveryEndDate>`,
    );

    await submitted(await post(analyst, apiPaths.remitTable2Deletion, { ...scope, expectedVersion: cancel.version! }));
    const deletedPresets = table2CancellationPresetsSchema.parse(
      (await get(analyst, apiPaths.remitTable2LoadPresetsCancellation, scope)).json(),
    );
    expect(deletedPresets.trade!.latestActionType).toBe('E');
    expect((await sheetOf('REMIT_TABLE_2', historyId, organisation.alpenstrom)).deliveryEndDate).toBe(terminationDate);
    expect((await finderRowOf('REMIT_TABLE_2', uti, organisation.alpenstrom)).deliveryEnd).toBe(terminationDate);
    expect(await latestXml(historyId, 'REMIT_TABLE_2', 'E')).toContain(
      `<deliveryEndDate>${terminationDate}</deliveryEndDate>`,
    );
  });
});

describe('text that XML escapes', () => {
  it('shows a Table 2 price formula with &, < and " as written, on the sheet and in the modify form', async () => {
    const historyId = await openTrade(organisation.alpenstrom, 'REMIT_TABLE_2');
    const scope = { historyId: historyId, organisationId: organisation.alpenstrom };
    const formula = 'Gas TTF & "NBP" < 5';
    const form = await table2ModifyForm(historyId, organisation.alpenstrom);
    const { price: _price, priceCurrency: _currency, ...rest } = form;
    await submitted(await post(analyst, apiPaths.remitTable2Modify, scope, { ...rest, priceFormula: formula }));
    expect(await latestXml(historyId, 'REMIT_TABLE_2', 'M')).toContain('Gas TTF &amp; "NBP" &lt; 5');
    expect((await sheetOf('REMIT_TABLE_2', historyId, organisation.alpenstrom)).price).toContain(formula);
    expect((await table2ModifyForm(historyId, organisation.alpenstrom)).priceFormula).toBe(formula);
  });
});

describe('a database from before the trade state was stored', () => {
  it('gets the state of each version once, from the report that was sent, with its text as written, and the finder row again', async () => {
    const { backfillRemitTradeStates } = loadServerModule<typeof import('@server/remit/backfill-trade-states')>(
      'src/server/remit/backfill-trade-states.ts',
    );
    const historyId = await openTrade(organisation.nordwind, 'REMIT_TABLE_2');
    const scope = { historyId: historyId, organisationId: organisation.nordwind };
    const uti = await utiOf(historyId);
    const form = await table2ModifyForm(historyId, organisation.nordwind);
    const { price: _price, priceCurrency: _currency, ...rest } = form;
    const formula = 'Gas TTF & "NBP" < 5';
    await submitted(await post(analyst, apiPaths.remitTable2Modify, scope, { ...rest, priceFormula: formula }));
    const sheet = await sheetOf('REMIT_TABLE_2', historyId, organisation.nordwind);
    const row = await finderRowOf('REMIT_TABLE_2', uti, organisation.nordwind);
    const stored = await rows<{ trade: unknown }>(
      sql`SELECT trade FROM reporting_record_versions WHERE record_id = ${historyId} ORDER BY version`,
    );

    await testApp.app.db.execute(sql`UPDATE reporting_record_versions SET trade = NULL WHERE record_id = ${historyId}`);
    await testApp.app.db.execute(
      sql`UPDATE reporting_records SET attributes = jsonb_build_object('counterparty', attributes->'counterparty') WHERE id = ${historyId}`,
    );
    expect(await backfillRemitTradeStates(testApp.app.repos)).toBe(stored.length);

    expect(
      await rows(sql`SELECT trade FROM reporting_record_versions WHERE record_id = ${historyId} ORDER BY version`),
    ).toEqual(stored);
    expect(await sheetOf('REMIT_TABLE_2', historyId, organisation.nordwind)).toEqual(sheet);
    expect((await table2ModifyForm(historyId, organisation.nordwind)).priceFormula).toBe(formula);
    const { links: _before, ...rowBefore } = row;
    const { links: _after, ...rowAfter } = await finderRowOf('REMIT_TABLE_2', uti, organisation.nordwind);
    expect(rowAfter).toEqual(rowBefore);
    expect(await backfillRemitTradeStates(testApp.app.repos)).toBe(0);
  });

  it("derives each trade's finder row in the transaction that fills its last version, so a start that stops half way leaves no row old", async () => {
    const { backfillRemitTradeStates } = loadServerModule<typeof import('@server/remit/backfill-trade-states')>(
      'src/server/remit/backfill-trade-states.ts',
    );
    const [first, second] = [
      await openTrade(organisation.nordwind, 'REMIT_TABLE_1'),
      await openTrade(organisation.nordwind, 'REMIT_TABLE_1'),
    ].sort((a, b) => a - b) as [number, number];
    const withoutLinks = async (recordId: number) => {
      const { links: _links, ...row } = await finderRowOf(
        'REMIT_TABLE_1',
        await utiOf(recordId),
        organisation.nordwind,
      );
      return row;
    };
    const rowsBefore = [await withoutLinks(first), await withoutLinks(second)];
    await testApp.app.db.execute(
      sql`UPDATE reporting_record_versions SET trade = NULL WHERE record_id IN (${first}, ${second})`,
    );
    await testApp.app.db.execute(
      sql`UPDATE reporting_records SET attributes = jsonb_build_object('counterparty', attributes->'counterparty') WHERE id IN (${first}, ${second})`,
    );
    // The second trade's report cannot be read: the backfill stops there, one version at a time.
    await testApp.app.db.execute(
      sql`UPDATE reporting_records SET document_type = 'MIFID_POSITION_FILE' WHERE id = ${second}`,
    );
    try {
      await expect(backfillRemitTradeStates(testApp.app.repos, 1)).rejects.toThrow('has no report');
      expect(await withoutLinks(first)).toEqual(rowsBefore[0]);
    } finally {
      await testApp.app.db.execute(
        sql`UPDATE reporting_records SET document_type = 'REMIT_TABLE_1' WHERE id = ${second}`,
      );
    }
    await backfillRemitTradeStates(testApp.app.repos, 1);
    expect(await withoutLinks(second)).toEqual(rowsBefore[1]);
  });
});

describe('a double submit', () => {
  it('reports a modify once and answers both clicks with that version; another change or another user from the old form gets 409', async () => {
    const table1 = await openTrade(organisation.nordwind, 'REMIT_TABLE_1');
    const scope = { historyId: table1, organisationId: organisation.nordwind };
    const before = await versionsOf(table1);
    const form = await table1ModifyForm(table1, organisation.nordwind);
    const change = { ...form, price: '66.25' };
    const answers = await Promise.all(
      [0, 1].map(async () => submitted(await post(analyst, apiPaths.remitTable1Modify, scope, change))),
    );
    const after = await versionsOf(table1);
    expect(after).toHaveLength(before.length + 1);
    expect(answers.map((answer) => [answer.version, answer.dataStoreId])).toEqual([
      [after.length, after.at(-1)!.document_id],
      [after.length, after.at(-1)!.document_id],
    ]);
    // Another change from the same old form is not the same request: 409.
    expect((await post(analyst, apiPaths.remitTable1Modify, scope, { ...form, price: '66.5' })).statusCode).toBe(409);
    // Nor is the same change by another user who had the same form.
    expect((await post(colleague, apiPaths.remitTable1Modify, scope, change)).statusCode).toBe(409);
    expect(await versionsOf(table1)).toEqual(after);
  });
});
