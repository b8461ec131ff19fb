import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { momentWriter } from '@shared/moment-format';
import { auditTrailResultSchema } from '@shared/contract/audit-trail';
import {
  MIFID_FILE_CONFIRMED_MESSAGE,
  MIFID_FILE_NOT_FOUND_MESSAGE,
  MIFID_RECORD_DELETED_MESSAGE,
  MIFID_RECORD_NOT_FOUND_MESSAGE,
  MIFID_STALE_RECORD_MESSAGE,
  mifidExtendedOnlyMessage,
  mifidFileInfoSchema,
  mifidFormLists,
  mifidFormListsSchema,
  mifidBooleanMessage,
  mifidMaxLengthMessage,
  mifidDateMessage,
  mifidIsinMessage,
  mifidControlCharacterMessage,
  mifidDirectionControlsMessage,
  mifidEmailMessage,
  mifidDecimalPointMessage,
  mifidDecimalsMessage,
  mifidLoneMinusMessage,
  mifidNumericMessage,
  mifidPositionChangeSchema,
  mifidPositionFields,
  mifidPositionFileSchema,
  mifidRequiredMessage,
  mifidTextMessage,
  type MifidFileInfo,
  type MifidFileState,
  type MifidPositionChange,
  type MifidPositionFile,
  type MifidPositionRecord,
  type MifidPositionValues,
} from '@shared/contract/mifid';
import { buildTestApp, loginAs, loginAsDemo, type Agent, type TestApp } from './helper';
import { loadServerModule } from './node-loader';

let testApp: TestApp;
let analyst: Agent;
let editor: Agent;
const organisation = { nordwind: 0, alpenstrom: 0, balticPower: 0 };
/** Nordwind's seeded files by state. */
const nordwindFiles = {} as Record<MifidFileState, number>;
let balticFile = 0;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await testApp.app.db.execute(query)) as unknown as { rows: T[] }).rows;

async function filesOf(organisationId: number): Promise<{ id: number; state: MifidFileState }[]> {
  return rows(sql`SELECT id, state FROM reporting_records
    WHERE organisation_id = ${organisationId} AND document_type = 'MIFID_POSITION_FILE' ORDER BY id`);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  analyst = await loginAsDemo(testApp.app, 'analyst');
  editor = await loginAsDemo(testApp.app, 'editor');
  const all = await testApp.app.repos.organisations.listAll();
  const idOf = (eic: string) => all.find((candidate) => candidate.eicCode === eic)!.id;
  organisation.nordwind = idOf('11XNORDWIND-EH-G');
  organisation.alpenstrom = idOf('12XALPENSTROM-V0');
  organisation.balticPower = idOf('45XBALTICPOWER-0');
  for (const file of await filesOf(organisation.nordwind)) nordwindFiles[file.state] ??= file.id;
  balticFile = (await filesOf(organisation.balticPower))[0]!.id;
});
afterAll(() => testApp.close());

const fileUrl = (fileId: number) => fillPath(apiPaths.mifidPositionFile, { fileId });
const recordsUrl = (fileId: number) => fillPath(apiPaths.mifidPositionRecords, { fileId });
const recordUrl = (fileId: number, recordId: number) => fillPath(apiPaths.mifidPositionRecord, { fileId, recordId });

function load(
  fileId: number,
  query: Record<string, string> = {},
  agent = analyst,
  organisationId = organisation.nordwind,
) {
  return agent.inject({
    method: 'GET',
    url: fileUrl(fileId),
    query: { organisationId: String(organisationId), ...query },
  });
}
async function loaded(fileId: number, query: Record<string, string> = {}): Promise<MifidPositionFile> {
  const response = await load(fileId, query);
  expect(response.statusCode).toBe(200);
  return mifidPositionFileSchema.parse(response.json());
}
/** Every record of a file (the small seed's files fit one page of 100). */
const recordsOf = async (fileId: number) => (await loaded(fileId, { entriesPerPage: '100' })).records.values;
const scope = () => ({ organisationId: String(organisation.nordwind) });

const valuesOf = (record: MifidPositionRecord): MifidPositionValues =>
  Object.fromEntries(mifidPositionFields.map((field) => [field, record[field].value])) as MifidPositionValues;

const add = (
  fileId: number,
  values: Partial<MifidPositionValues> & Record<string, unknown>,
  requestId: string = randomUUID(),
) => analyst.inject({ method: 'POST', url: recordsUrl(fileId), query: scope(), payload: { requestId, ...values } });
const edit = (fileId: number, record: { id: number }, version: number, values: Record<string, unknown>) =>
  analyst.inject({ method: 'PUT', url: recordUrl(fileId, record.id), query: scope(), payload: { version, ...values } });
const remove = (fileId: number, record: { id: number }, version: number) =>
  analyst.inject({
    method: 'DELETE',
    url: recordUrl(fileId, record.id),
    query: { ...scope(), version: String(version) },
  });
const fileAction = (
  path: string,
  fileId: number,
  fileVersion: number,
  agent = analyst,
  organisationId = organisation.nordwind,
) =>
  agent.inject({
    method: 'POST',
    url: fillPath(path, { fileId }),
    query: { organisationId: String(organisationId) },
    payload: { fileVersion },
  });
const confirm = (fileId: number, fileVersion: number) => fileAction(apiPaths.mifidConfirmFile, fileId, fileVersion);
const discard = (fileId: number, fileVersion: number) => fileAction(apiPaths.mifidDiscardFile, fileId, fileVersion);

const change = (response: { statusCode: number; json: () => unknown }): MifidPositionChange => {
  expect(response.statusCode).toBe(200);
  return mifidPositionChangeSchema.parse(response.json());
};
const fileInfo = (response: { statusCode: number; json: () => unknown }): MifidFileInfo => {
  expect(response.statusCode).toBe(200);
  return mifidFileInfoSchema.parse(response.json());
};
const errorOf = (response: { json: () => unknown }) =>
  response.json() as { errorMessage: string; fieldErrors?: Record<string, string[]> };

/** The file's trail, latest event first. */
async function trailOf(fileId: number, agent = analyst, organisationId = organisation.nordwind) {
  const response = await agent.inject({
    method: 'POST',
    url: fillPath(apiPaths.auditTrail, { urlPart: 'mifid' }),
    query: { organisationId: String(organisationId) },
    payload: { fileId },
  });
  return auditTrailResultSchema.parse(response.json());
}

/** A 409 that says the file changed since, naming its version now, who made the change and when (the trail's time). */
async function expectStaleFile(
  response: { statusCode: number; json: () => unknown },
  fileId: number,
  version: number,
  by: string,
  agent = analyst,
  organisationId = organisation.nordwind,
) {
  expect(response.statusCode).toBe(409);
  const latestChange = (await trailOf(fileId, agent, organisationId)).rows[0]!;
  // In the reader's zone and date format: the demo users' are UTC and dd/mm/yy.
  const at = momentWriter({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' })(new Date(latestChange.timestamp));
  expect(errorOf(response).errorMessage).toBe(
    `This position file was changed after you opened it (now version ${version}, by ${by} on ${at}). Reload to see the change.`,
  );
}

const newValues = (): MifidPositionValues => ({
  riskReducingIndicator: false,
  posQuantity: '1500.125',
  posDelta: '',
  posUOM: 'MWHR',
  posUomDetails: '',
  isin: 'DE000A0Z2ZZ5',
  reportingDate: '2026-03-02',
  tradeDate: '2026-03-01',
  reportingEntity: '529900T8BM49AURSDO55',
  reportingEntityMemberId: '',
  posAccount: '',
  posHolderCategory: 'CMMU',
  posHolder: '529900T8BM49AURSDO55',
  posHolderEmail: 'positions@holder.example',
  parentPosHolderEmail: 'compliance@parent.example',
  posHolderIndependent: true,
  parentEntity: '529900T8BM49AURSDO55',
  venueProductCode: 'F1BY',
  venueId: 'XEEE',
  posType: 'FUTR',
  posMaturity: 'OTHR',
  clientNonInvestFirm: '',
  clientHedgingExemption: '',
});

// Independent of the seed's own helpers: ISO 6166 (Luhn over letters as numbers) and ISO 7064 MOD 97-10.
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const asDigits = (code: string) => [...code].map((char) => String(alphabet.indexOf(char))).join('');
function validIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin)) return false;
  const digits = asDigits(isin);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
const validLei = (lei: string) => /^[A-Z0-9]{18}[0-9]{2}$/.test(lei) && BigInt(asDigits(lei)) % 97n === 1n;

describe('the seeded position files', () => {
  it('are in every state, with the flags each state gives', async () => {
    expect(Object.keys(nordwindFiles).sort()).toEqual(['CONFIRMED', 'DISCARDED', 'EDITING', 'RECEIVED']);
    const flags = async (state: MifidFileState) => {
      const { fileInfo: info } = await loaded(nordwindFiles[state]);
      expect(info.state).toBe(state);
      return [info.addPositionEnabled, info.confirmFileEnabled, info.discardChangesEnabled];
    };
    expect(await flags('RECEIVED')).toEqual([true, true, false]);
    expect(await flags('EDITING')).toEqual([true, true, true]);
    expect(await flags('CONFIRMED')).toEqual([false, false, false]);
    expect(await flags('DISCARDED')).toEqual([true, true, false]);
  });

  it('offer no action to an admin who observes the organisation, whose changes the server refuses', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const response = await load(nordwindFiles.EDITING, { entriesPerPage: '100' }, admin);
    expect(response.statusCode).toBe(200);
    const { fileInfo, records } = mifidPositionFileSchema.parse(response.json());
    expect([fileInfo.addPositionEnabled, fileInfo.confirmFileEnabled, fileInfo.discardChangesEnabled]).toEqual([
      false,
      false,
      false,
    ]);
    expect(records.values.length).toBeGreaterThan(0);
    expect(records.values.filter((record) => record.editable)).toEqual([]);
    // A member is offered them on the same file.
    const member = await loaded(nordwindFiles.EDITING, { entriesPerPage: '100' });
    expect(member.fileInfo.addPositionEnabled).toBe(true);
    expect(member.records.values.some((record) => record.editable)).toBe(true);
  });

  it('carry the six info fields and realistic records: valid ISINs and LEIs, quantities with decimals', async () => {
    const file = await loaded(nordwindFiles.RECEIVED, { entriesPerPage: '100' });
    const header = (
      await rows<{ external_id: string; attributes: Record<string, string> }>(
        sql`SELECT external_id, attributes FROM reporting_records WHERE id = ${nordwindFiles.RECEIVED}`,
      )
    )[0]!;
    expect(file.fileInfo).toMatchObject({
      id: nordwindFiles.RECEIVED,
      filename: header.external_id,
      ompName: header.attributes.ompName,
      docType: header.attributes.docType,
      receiptTimestamp: header.attributes.receiptTimestamp,
      recordCount: file.records.count,
    });
    expect(file.records.count).toBeGreaterThanOrEqual(5);
    for (const record of file.records.values) {
      expect(validIsin(record.isin.value)).toBe(true);
      for (const lei of [record.reportingEntity.value, record.posHolder.value, record.parentEntity.value]) {
        expect(validLei(lei)).toBe(true);
      }
      expect(record.positionState).toBeNull();
      expect(record.editable).toBe(true);
      expect(mifidPositionFields.some((field) => record[field].edited)).toBe(false);
    }
    expect(file.records.values.some((record) => record.posQuantity.value.includes('.'))).toBe(true);
  });

  it('of an edited file show edited cells, a Deleted row and an Added row', async () => {
    const records = await recordsOf(nordwindFiles.EDITING);
    expect(records[0]!.posQuantity.edited).toBe(true);
    expect(records[0]!.isin.edited).toBe(false);
    expect(records[1]!.posHolderEmail.edited).toBe(true);
    expect(records[2]).toMatchObject({ positionState: 'Deleted', editable: false });
    expect(records.at(-1)).toMatchObject({ positionState: 'Added', editable: true });
  });

  it('of a confirmed file are frozen, with who confirmed and the outgoing file linked from the trail', async () => {
    const file = await loaded(nordwindFiles.CONFIRMED);
    expect(file.fileInfo.confirmedBy).toBeTruthy();
    expect(file.fileInfo.confirmedAt).toBeTruthy();
    expect(file.fileInfo.outgoingDocumentId).toEqual(expect.any(Number));
    expect(file.records.values.every((record) => !record.editable)).toBe(true);
    const trail = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.auditTrail, { urlPart: 'mifid' }),
      query: scope(),
      payload: { fileId: nordwindFiles.CONFIRMED },
    });
    expect(trail.statusCode).toBe(200);
    const texts = auditTrailResultSchema.parse(trail.json()).rows.map((row) => row.text);
    expect(texts.some((text) => text.includes(`link:dataStoreId=${file.fileInfo.outgoingDocumentId}`))).toBe(true);
  });

  it('of the extended variant carry its extra fields', async () => {
    const extended = await rows<{
      id: number;
      organisation_id: number;
    }>(sql`SELECT id, organisation_id FROM reporting_records
      WHERE document_type = 'MIFID_POSITION_FILE' AND attributes->>'docType' = 'FCAExtendedPositionReport'
        AND organisation_id = ${organisation.nordwind} LIMIT 1`);
    const file = await loaded(extended[0]!.id, { entriesPerPage: '100' });
    expect(file.fileInfo).toMatchObject({ docType: 'FCAExtendedPositionReport', extended: true });
    expect(file.records.values.every((record) => record.reportingEntityMemberId.value !== '')).toBe(true);
    expect(file.records.values.every((record) => record.posAccount.value !== '')).toBe(true);
    const standard = await recordsOf(nordwindFiles.RECEIVED);
    expect(standard.every((record) => record.posAccount.value === '' && record.clientNonInvestFirm.value === '')).toBe(
      true,
    );
  });

  it('page by ref. number', async () => {
    const all = await recordsOf(nordwindFiles.RECEIVED);
    const page = await loaded(nordwindFiles.RECEIVED, { page: '1', entriesPerPage: '2' });
    expect(page.records).toMatchObject({ count: all.length, currentPage: 1 });
    expect(page.records.values.map((record) => record.refNumber)).toEqual([3, 4]);
    const past = await loaded(nordwindFiles.RECEIVED, { page: '50', entriesPerPage: '100' });
    expect(past.records.values).toEqual([]);
  });

  it('refuses a page or page size that is no whole number in its range, naming that range', async () => {
    const refusal = async (query: Record<string, string>) =>
      errorOf(await load(nordwindFiles.RECEIVED, query)).fieldErrors;
    expect(await refusal({ entriesPerPage: '1.5' })).toEqual({
      entriesPerPage: ['Must be a whole number from 1 to 100.'],
    });
    expect(await refusal({ page: '99999999999' })).toEqual({ page: ['Must be a whole number from 0 to 1000000.'] });
  });
});

describe('the form lists', () => {
  it('come from the server', async () => {
    const response = await analyst.inject({ method: 'GET', url: apiPaths.mifidFormLists });
    expect(response.statusCode).toBe(200);
    const lists = mifidFormListsSchema.parse(response.json());
    expect(lists.positionUOMCodes).toEqual(mifidFormLists.positionUOMCodes);
    expect(Object.keys(lists).sort()).toEqual(
      ['positionHolderCategories', 'positionMaturity', 'positionTypes', 'positionUOMCodes'].sort(),
    );
  });
});

describe('the working copy of a received file', () => {
  it("refuses the extended variant's fields on a standard file, where they would be kept unseen", async () => {
    const fileId = nordwindFiles.RECEIVED;
    const before = await loaded(fileId, { entriesPerPage: '100' });
    expect(before.fileInfo.extended).toBe(false);
    const [first] = before.records.values as [MifidPositionRecord];
    const expectRefused = (response: Awaited<ReturnType<typeof add>>) => {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({
        posAccount: [mifidExtendedOnlyMessage('posAccount')],
        clientNonInvestFirm: [mifidExtendedOnlyMessage('clientNonInvestFirm')],
      });
    };
    const extras = { posAccount: 'ACC-1', clientNonInvestFirm: 'TRUE' } as const;
    expectRefused(await add(fileId, { ...newValues(), ...extras }));
    expectRefused(await edit(fileId, first, first.version, { ...valuesOf(first), ...extras }));
    expect((await loaded(fileId, { entriesPerPage: '100' })).fileInfo.version).toBe(before.fileInfo.version);
    // A value a record already holds (stored before this rule) goes back unchanged with an edit (the
    // file's last record: the workflow below edits its first ones, and its discard restores this one).
    const target = before.records.values.at(-1)!;
    const other = { id: fileId };
    const [original] = await rows<{ working: string }>(
      sql`SELECT working::text AS working FROM mifid_position_records WHERE id = ${target.id}`,
    );
    await rows(sql`UPDATE mifid_position_records SET working = jsonb_set(working, '{posAccount}', '"OLD-1"')
      WHERE id = ${target.id}`);
    const held = (await recordsOf(other.id)).find((record) => record.id === target.id)!;
    const kept = change(await edit(other.id, held, held.version, { ...valuesOf(held), posQuantity: '5' }));
    expect([kept.record.posAccount.value, kept.record.posQuantity.value]).toEqual(['OLD-1', '5']);
    await rows(
      sql`UPDATE mifid_position_records SET working = ${original!.working}::jsonb, version = ${target.version}
        WHERE id = ${target.id}`,
    );

    const [extended] = await rows<{ id: number }>(sql`SELECT id FROM reporting_records
      WHERE document_type = 'MIFID_POSITION_FILE' AND attributes->>'docType' = 'FCAExtendedPositionReport'
        AND organisation_id = ${organisation.nordwind} ORDER BY id DESC LIMIT 1`);
    const added = change(await add(extended!.id, { ...newValues(), ...extras }));
    expect([added.record.posAccount.value, added.record.clientNonInvestFirm.value]).toEqual(['ACC-1', 'TRUE']);
  });

  it('goes through edit, add, delete, discard, edit again and confirm', async () => {
    const fileId = nordwindFiles.RECEIVED;
    const before = await loaded(fileId, { entriesPerPage: '100' });
    const received = before.records.values;
    const [first, second, third] = received as [MifidPositionRecord, MifidPositionRecord, MifidPositionRecord];

    // Edit: the cell is edited, the file being edited, discard enabled.
    const edited = change(
      await edit(fileId, first, first.version, { ...valuesOf(first), posQuantity: '42.000000000000001' }),
    );
    expect(edited.record).toMatchObject({
      posQuantity: { value: '42.000000000000001', edited: true },
      version: first.version + 1,
    });
    expect(edited.record.isin.edited).toBe(false);
    expect(edited.record.positionState).toBeNull();
    expect(edited.fileInfo).toMatchObject({
      state: 'EDITING',
      discardChangesEnabled: true,
      version: before.fileInfo.version + 1,
    });

    // The same edit again (a retry) changes nothing; a different edit on the old version is stale.
    const retried = change(
      await edit(fileId, first, first.version, { ...valuesOf(first), posQuantity: '42.000000000000001' }),
    );
    expect(retried.record.version).toBe(first.version + 1);
    const stale = await edit(fileId, first, first.version, { ...valuesOf(first), posQuantity: '43' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).errorMessage).toBe(MIFID_STALE_RECORD_MESSAGE);
    expect((await recordsOf(fileId))[0]!.posQuantity.value).toBe('42.000000000000001');
    // The trail names the fields as the dialog and the grid do.
    expect((await trailOf(fileId)).rows[0]!.text).toBe(
      `Position record Ref. No. ${first.refNumber} edited by Anna Lindqvist: Position Quantity`,
    );

    // Add: 'Added' with the next ref. number; a retried add adds nothing.
    const requestId = randomUUID();
    const added = change(await add(fileId, newValues(), requestId));
    expect(added.record).toMatchObject({
      positionState: 'Added',
      refNumber: received.length + 1,
      positionAction: 'NEWT',
    });
    expect(mifidPositionFields.some((field) => added.record[field].edited)).toBe(false);
    // Number of Records describes the file as received, beside its Receipt Timestamp: an added record
    // is not one of them.
    expect(added.fileInfo.recordCount).toBe(received.length);
    const addedAgain = change(await add(fileId, newValues(), requestId));
    expect(addedAgain.record.id).toBe(added.record.id);
    expect((await recordsOf(fileId)).length).toBe(received.length + 1);
    // Sent again with corrected values (its first answer lost, the form fixed meanwhile): they replace
    // what it added, never dropped in silence; once someone has changed the record since, refused.
    const corrected = change(await add(fileId, { ...newValues(), posQuantity: '999' }, requestId));
    expect([corrected.record.id, corrected.record.posQuantity.value]).toEqual([added.record.id, '999']);
    expect((await recordsOf(fileId)).length).toBe(received.length + 1);
    const staleCorrection = await add(fileId, { ...newValues(), posQuantity: '7' }, requestId);
    expect(staleCorrection.statusCode).toBe(409);
    expect(errorOf(staleCorrection).errorMessage).toBe(MIFID_STALE_RECORD_MESSAGE);
    // The first add sent once more (a late retry) is still that add: answered with the record as it is.
    const lateRetry = change(await add(fileId, newValues(), requestId));
    expect([lateRetry.record.id, lateRetry.record.posQuantity.value]).toEqual([added.record.id, '999']);
    expect(change(await add(fileId, { ...newValues(), posQuantity: '999' }, requestId)).record.version).toBe(
      corrected.record.version,
    );

    // Delete: 'Deleted', no longer editable; deleting again answers the same; editing it is refused.
    const deleted = change(await remove(fileId, second, second.version));
    expect(deleted.record).toMatchObject({ positionState: 'Deleted', editable: false });
    // ...and a deleted one still is, as the grid, which shows it as Deleted, counts it.
    expect(deleted.fileInfo.recordCount).toBe(received.length);
    expect((await loaded(fileId)).records.count).toBe(received.length + 1);
    expect(change(await remove(fileId, second, second.version)).record.positionState).toBe('Deleted');
    const editDeleted = await edit(fileId, second, deleted.record.version, { ...valuesOf(second), posQuantity: '1' });
    expect(editDeleted.statusCode).toBe(409);
    expect(errorOf(editDeleted).errorMessage).toBe(MIFID_RECORD_DELETED_MESSAGE);
    // A stale delete of another record is refused.
    expect((await remove(fileId, third, third.version + 7)).statusCode).toBe(409);

    // Discard: a stale file version is refused; then the file is as received.
    const current = (await loaded(fileId)).fileInfo;
    const staleDiscard = await discard(fileId, before.fileInfo.version);
    await expectStaleFile(staleDiscard, fileId, current.version, 'Anna Lindqvist');
    const discarded = fileInfo(await discard(fileId, current.version));
    expect(discarded).toMatchObject({
      state: 'DISCARDED',
      addPositionEnabled: true,
      confirmFileEnabled: true,
      discardChangesEnabled: false,
      recordCount: received.length,
    });
    const restored = await recordsOf(fileId);
    expect(restored.map(valuesOf)).toEqual(received.map(valuesOf));
    expect(restored.every((record) => record.positionState === null && record.editable)).toBe(true);
    expect(restored.some((record) => mifidPositionFields.some((field) => record[field].edited))).toBe(false);
    // Discarding again is a retry: nothing changes.
    expect(fileInfo(await discard(fileId, current.version))).toEqual(discarded);
    // The add sent again late (its first answer lost) finds its record discarded: the file changed
    // since, and the record is not put back over the discard.
    await expectStaleFile(await add(fileId, newValues(), requestId), fileId, discarded.version, 'Anna Lindqvist');
    expect((await loaded(fileId)).fileInfo).toMatchObject({ state: 'DISCARDED', version: discarded.version });
    expect((await recordsOf(fileId)).length).toBe(received.length);
    // An edit made on the view before the discard is stale.
    expect(
      (await edit(fileId, first, edited.record.version, { ...valuesOf(first), posQuantity: '7' })).statusCode,
    ).toBe(409);

    // Edit again, then confirm: a stale version is refused; the confirmation is stored and linked.
    const again = restored[0]!;
    const reedited = change(await edit(fileId, again, again.version, { ...valuesOf(again), venueProductCode: 'F1BQ' }));
    expect(reedited.fileInfo.state).toBe('EDITING');
    change(await remove(fileId, restored[1]!, restored[1]!.version));
    const latest = (await loaded(fileId)).fileInfo;
    const staleConfirm = await confirm(fileId, latest.version - 1);
    await expectStaleFile(staleConfirm, fileId, latest.version, 'Anna Lindqvist');
    const confirmed = fileInfo(await confirm(fileId, latest.version));
    expect(confirmed).toMatchObject({
      state: 'CONFIRMED',
      addPositionEnabled: false,
      confirmFileEnabled: false,
      discardChangesEnabled: false,
      confirmedBy: 'Anna Lindqvist',
      // The file as received, though the file sent back carries one record fewer.
      recordCount: received.length,
    });
    expect(confirmed.outgoingDocumentId).toEqual(expect.any(Number));
    // Confirming again is a retry: the same confirmation, no second document.
    expect(fileInfo(await confirm(fileId, latest.version))).toEqual(confirmed);
    // The last edit and delete sent again after it (their first answers lost) answer as they did, unchanged,
    // as an add does; a new edit is refused: the file is confirmed.
    const editAgain = await edit(fileId, again, again.version, { ...valuesOf(again), venueProductCode: 'F1BQ' });
    expect(editAgain.statusCode).toBe(200);
    expect(change(editAgain).fileInfo).toEqual(confirmed);
    expect(change(await remove(fileId, restored[1]!, restored[1]!.version)).fileInfo).toEqual(confirmed);
    const newEdit = await edit(fileId, again, reedited.record.version, {
      ...valuesOf(again),
      venueProductCode: 'F1BX',
    });
    expect(newEdit.statusCode).toBe(409);

    // The outgoing document: the working copy without the deleted record, reached through the trail's link.
    const trail = auditTrailResultSchema.parse(
      (
        await analyst.inject({
          method: 'POST',
          url: fillPath(apiPaths.auditTrail, { urlPart: 'mifid' }),
          query: scope(),
          payload: { fileId },
        })
      ).json(),
    );
    expect(trail.rows[0]!.text).toContain(`link:dataStoreId=${confirmed.outgoingDocumentId}`);
    expect(trail.rows[0]!.text).toContain('Anna Lindqvist');
    const xml = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.auditTrailXml, { urlPart: 'mifid' }),
      query: { ...scope(), fileId: String(fileId), dataStoreId: String(confirmed.outgoingDocumentId) },
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<PositionReportFile');
    expect(xml.body).toContain('<venueProductCode>F1BQ</venueProductCode>');
    expect(xml.body.match(/<PositionRecord /g)).toHaveLength(received.length - 1);
    expect(xml.body).not.toContain(`refNumber="${restored[1]!.refNumber}"`);
    const [outgoing] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM reporting_documents WHERE record_id = ${fileId} AND file_name LIKE '%_confirmed.xml'`,
    );
    expect(outgoing?.count).toBe(1);

    // Frozen: nothing changes any more.
    const frozen = await recordsOf(fileId);
    expect(frozen.every((record) => !record.editable)).toBe(true);
    for (const refused of [
      await add(fileId, newValues()),
      await edit(fileId, frozen[2]!, frozen[2]!.version, { ...valuesOf(frozen[2]!), posQuantity: '5' }),
      await remove(fileId, frozen[2]!, frozen[2]!.version),
      await discard(fileId, confirmed.version),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).errorMessage).toBe(MIFID_FILE_CONFIRMED_MESSAGE);
    }
  });

  it("moves the file's Last Update with every change, not only with a change of its state", async () => {
    const fileId = nordwindFiles.EDITING;
    const lastUpdate = async () =>
      (await testApp.app.repos.reporting.findRecord(organisation.nordwind, fileId))!.updatedAt.getTime();
    const before = await lastUpdate();
    const [record] = await recordsOf(fileId);
    change(await edit(fileId, record!, record!.version, { ...valuesOf(record!), posDelta: '7.25' }));
    const after = await lastUpdate();
    expect(after).toBeGreaterThan(before);
    expect(Date.now() - after).toBeLessThan(60_000);
  });

  it('lets an edit bring a cell back to its received value, which is then no longer edited', async () => {
    const fileId = nordwindFiles.DISCARDED;
    const [record] = await recordsOf(fileId);
    const original = valuesOf(record!);
    const once = change(await edit(fileId, record!, record!.version, { ...original, posDelta: '12.5' }));
    expect(once.record.posDelta.edited).toBe(true);
    const back = change(await edit(fileId, record!, once.record.version, original));
    expect(back.record.posDelta.edited).toBe(false);
    expect(back.record.positionState).toBeNull();
  });

  it('refuses a discard or a confirm of a confirmed file, saying it is confirmed', async () => {
    const info = (await loaded(nordwindFiles.CONFIRMED)).fileInfo;
    for (const action of [discard, confirm]) {
      const response = await action(nordwindFiles.CONFIRMED, info.version);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).errorMessage).toBe(MIFID_FILE_CONFIRMED_MESSAGE);
    }
  });
});

describe('two users editing one record', () => {
  it('keeps the first edit and refuses the second as stale, never overwriting it', async () => {
    const fileId = nordwindFiles.EDITING;
    const record = (await recordsOf(fileId)).find(
      (candidate) => candidate.editable && candidate.positionState === null,
    )!;
    const [one, two] = await Promise.all([
      edit(fileId, record, record.version, { ...valuesOf(record), posQuantity: '111.5' }),
      edit(fileId, record, record.version, { ...valuesOf(record), posQuantity: '222.5' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? '111.5' : '222.5';
    const loser = one.statusCode === 200 ? two : one;
    expect(errorOf(loser).errorMessage).toBe(MIFID_STALE_RECORD_MESSAGE);
    const after = (await recordsOf(fileId)).find((candidate) => candidate.id === record.id)!;
    expect(after).toMatchObject({ posQuantity: { value: winner, edited: true }, version: record.version + 1 });
  });
});

describe('two users adding with one requestId', () => {
  it("takes nobody else's add for a retry: the same requestId from another member adds a record of its own", async () => {
    const editorId = (await testApp.app.repos.users.findByUsername('editor'))!.id;
    const fileId = (await filesOf(organisation.nordwind)).find((file) => file.state !== 'CONFIRMED')!.id;
    await testApp.app.db.execute(
      sql`INSERT INTO user_organisations (user_id, organisation_id) VALUES (${editorId}, ${organisation.nordwind})`,
    );
    try {
      const requestId = randomUUID();
      const analystsAdd = change(await add(fileId, newValues(), requestId));
      const editorsAdd = change(
        await editor.inject({
          method: 'POST',
          url: recordsUrl(fileId),
          query: scope(),
          payload: { requestId, ...newValues() },
        }),
      );
      expect(editorsAdd.record.id).not.toBe(analystsAdd.record.id);
      // Each user's own retry still finds that user's record.
      expect(change(await add(fileId, newValues(), requestId)).record.id).toBe(analystsAdd.record.id);
    } finally {
      await testApp.app.db.execute(
        sql`DELETE FROM user_organisations WHERE user_id = ${editorId} AND organisation_id = ${organisation.nordwind}`,
      );
    }
  });
});

/** A Baltic Power file as `agent` sees it, every record on one page. */
async function balticView(agent: Agent, fileId: number): Promise<MifidPositionFile> {
  const response = await load(fileId, { entriesPerPage: '100' }, agent, organisation.balticPower);
  expect(response.statusCode).toBe(200);
  return mifidPositionFileSchema.parse(response.json());
}

/** `agent` sets a Baltic Power record's Position Quantity. */
async function balticQuantityChange(agent: Agent, fileId: number, record: MifidPositionRecord, posQuantity: string) {
  return change(
    await agent.inject({
      method: 'PUT',
      url: recordUrl(fileId, record.id),
      query: { organisationId: String(organisation.balticPower) },
      payload: { ...valuesOf(record), posQuantity, version: record.version },
    }),
  );
}

describe('two users confirming and discarding one file', () => {
  it('refuses a confirm or discard made on a view another user changed since, saying who and when; a double confirm sends once', async () => {
    const other = await loginAsDemo(testApp.app, 'editor');
    const fileId = (await filesOf(organisation.balticPower)).find(
      (file) => file.id !== balticFile && file.state !== 'CONFIRMED',
    )!.id;
    const asEditor = (agent: Agent) => balticView(agent, fileId);
    const outgoingDocuments = async () =>
      (
        await rows<{ count: number }>(
          sql`SELECT count(*)::int AS count FROM reporting_documents WHERE record_id = ${fileId} AND file_name LIKE '%_confirmed.xml'`,
        )
      )[0]!.count;

    // The editor opens the file; in another session the file changes.
    const opened = await asEditor(editor);
    const record = opened.records.values.find((candidate) => candidate.editable && candidate.positionState === null)!;
    await balticQuantityChange(other, fileId, record, '77.25');
    const changed = await asEditor(other);
    expect(changed.fileInfo.version).toBeGreaterThan(opened.fileInfo.version);

    // Confirm and discard of the view opened before are refused, naming the change; nothing is sent or restored.
    for (const path of [apiPaths.mifidConfirmFile, apiPaths.mifidDiscardFile]) {
      const stale = await fileAction(path, fileId, opened.fileInfo.version, editor, organisation.balticPower);
      await expectStaleFile(stale, fileId, changed.fileInfo.version, 'Erik Madsen', editor, organisation.balticPower);
    }
    expect(await asEditor(editor)).toEqual(changed);
    expect(await outgoingDocuments()).toBe(0);

    // Both sessions confirm the current version at once: one confirmation, one file sent to the venue.
    const both = await Promise.all(
      [editor, other].map((agent) =>
        fileAction(apiPaths.mifidConfirmFile, fileId, changed.fileInfo.version, agent, organisation.balticPower),
      ),
    );
    const [one, two] = both.map(fileInfo);
    expect(one).toEqual(two);
    expect(one).toMatchObject({
      state: 'CONFIRMED',
      confirmedBy: 'Erik Madsen',
      version: changed.fileInfo.version + 1,
    });
    expect(await outgoingDocuments()).toBe(1);

    // The view opened before the edit and the confirmation is still stale: a confirm from it is
    // refused, never answered as if the user's own confirmation had sent what they saw.
    const lateConfirm = await fileAction(
      apiPaths.mifidConfirmFile,
      fileId,
      opened.fileInfo.version,
      editor,
      organisation.balticPower,
    );
    expect(lateConfirm.statusCode).toBe(409);
    expect(await outgoingDocuments()).toBe(1);
  });
});

describe('two users of one name discarding one file', () => {
  it("refuses the second discard as someone else's change, not as the user's own discard sent again", async () => {
    const { hashPassword } = loadServerModule<typeof import('@server/access/passwords')>(
      'src/server/access/passwords.ts',
    );
    // A colleague of the editor at Baltic Power, also called Erik Madsen.
    await testApp.app.repos.users.insert(
      {
        username: 'erik-namesake',
        firstName: 'Erik',
        lastName: 'Madsen',
        email: 'erik.namesake@balticpower.example',
        passwordHash: await hashPassword('Namesake#2026'),
        organisationId: organisation.balticPower,
        passwordExpiresAt: new Date(Date.now() + 90 * 86_400_000),
      },
      [organisation.balticPower],
    );
    const namesake = await loginAs(testApp.app, 'erik-namesake', 'Namesake#2026');
    const fileId = (await filesOf(organisation.balticPower)).find((file) => file.state !== 'CONFIRMED')!.id;
    const view = (agent: Agent) => balticView(agent, fileId);
    // A change, so there is something to discard.
    const record = (await view(editor)).records.values.find((candidate) => candidate.editable)!;
    await balticQuantityChange(editor, fileId, record, '41.5');
    const opened = await view(editor);
    expect(opened.fileInfo.state).toBe('EDITING');

    const first = fileAction(
      apiPaths.mifidDiscardFile,
      fileId,
      opened.fileInfo.version,
      namesake,
      organisation.balticPower,
    );
    expect(fileInfo(await first)).toMatchObject({ state: 'DISCARDED', version: opened.fileInfo.version + 1 });
    const second = await fileAction(
      apiPaths.mifidDiscardFile,
      fileId,
      opened.fileInfo.version,
      editor,
      organisation.balticPower,
    );
    await expectStaleFile(second, fileId, opened.fileInfo.version + 1, 'Erik Madsen', editor, organisation.balticPower);
    // The namesake's own discard sent again is still answered as done.
    const again = await fileAction(
      apiPaths.mifidDiscardFile,
      fileId,
      opened.fileInfo.version,
      namesake,
      organisation.balticPower,
    );
    expect(fileInfo(again)).toMatchObject({ state: 'DISCARDED', version: opened.fileInfo.version + 1 });
  });
});

describe('bad input', () => {
  it('refuses an ISIN whose check digit does not match, which the file would carry to the regulator', async () => {
    for (const isin of ['DE000A0Z2ZZ6', 'de000a0z2zz5']) {
      const response = await add(nordwindFiles.EDITING, { ...newValues(), isin });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({ isin: [mifidIsinMessage('isin')] });
    }
    expect(mifidIsinMessage('isin')).toBe(
      "Field 'ISIN' must be an ISIN: two capital letters, nine capital letters or digits and a check digit (ISO 6166).",
    );
  });

  it('answers 400 with the field messages of the dialog', async () => {
    const fileId = nordwindFiles.EDITING;
    const response = await add(fileId, {
      ...newValues(),
      posQuantity: '12a',
      isin: 'DE000A0Z2ZZ5X',
      posHolder: '',
      venueId: 'XEEEE',
      riskReducingIndicator: undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual({
      posQuantity: [mifidNumericMessage('posQuantity')],
      isin: [mifidMaxLengthMessage('isin', 12)],
      posHolder: [mifidRequiredMessage('posHolder')],
      venueId: [mifidMaxLengthMessage('venueId', 4)],
      riskReducingIndicator: [mifidRequiredMessage('riskReducingIndicator')],
    });
    const [record] = await recordsOf(fileId);
    const badEdit = await edit(fileId, record!, record!.version, {
      ...valuesOf(record!),
      posDelta: '1,5',
      tradeDate: '',
    });
    expect(badEdit.statusCode).toBe(400);
    expect(errorOf(badEdit).fieldErrors).toEqual({
      posDelta: [mifidNumericMessage('posDelta')],
      tradeDate: [mifidRequiredMessage('tradeDate')],
    });
    const impossibleDates = await edit(fileId, record!, record!.version, {
      ...valuesOf(record!),
      tradeDate: '2027-02-29',
      reportingDate: '9999-12-31',
    });
    expect(impossibleDates.statusCode).toBe(400);
    expect(errorOf(impossibleDates).fieldErrors).toEqual({
      tradeDate: [mifidDateMessage('tradeDate')],
      reportingDate: [mifidDateMessage('reportingDate')],
    });
    expect((await add(fileId, { ...newValues(), tradeDate: '29/02/27' })).statusCode).toBe(400);
    // A number where text belongs is named as such, not as missing.
    const numbers = await add(fileId, { ...newValues(), posQuantity: 123, posHolder: null } as Record<string, unknown>);
    expect(errorOf(numbers).fieldErrors).toEqual({
      posQuantity: [mifidTextMessage('posQuantity')],
      posHolder: [mifidRequiredMessage('posHolder')],
    });
    // A checkbox's value sent as text is no missing value.
    const textAsBoolean = await add(fileId, {
      ...newValues(),
      riskReducingIndicator: 'true',
      posHolderIndependent: null,
    } as Record<string, unknown>);
    expect(errorOf(textAsBoolean).fieldErrors).toEqual({
      riskReducingIndicator: [mifidBooleanMessage('riskReducingIndicator')],
      posHolderIndependent: [mifidRequiredMessage('posHolderIndependent')],
    });
    for (const version of [99_999_999_999, 3_000_000_000, 0]) {
      const wrongVersion = await remove(fileId, record!, version);
      expect(errorOf(wrongVersion).fieldErrors).toEqual({
        version: ['version must be a whole number from 1 to 2147483647.'],
      });
    }
    // Past int4 and past whole numbers a double holds: said once.
    const hugeEdit = await edit(fileId, record!, 1e16, valuesOf(record!));
    expect(errorOf(hugeEdit).fieldErrors).toEqual({
      version: ['version must be a whole number from 1 to 2147483647.'],
    });
    // The file's version is named as the body names it.
    expect(errorOf(await confirm(fileId, 12.5)).fieldErrors).toEqual({
      fileVersion: ['fileVersion must be a whole number from 1 to 2147483647.'],
    });
    const noVersion = await analyst.inject({
      method: 'PUT',
      url: recordUrl(fileId, record!.id),
      query: scope(),
      payload: valuesOf(record!),
    });
    expect(noVersion.statusCode).toBe(400);
    expect(errorOf(noVersion).fieldErrors).toHaveProperty('version');
    const badRequestId = await add(fileId, newValues(), 'not-a-uuid');
    expect(errorOf(badRequestId).fieldErrors).toEqual({ requestId: ['requestId must be a UUID.'] });
    expect((await load(fileId, { entriesPerPage: '1000' })).statusCode).toBe(400);
    expect((await analyst.inject({ method: 'GET', url: '/api/err/mifid/files/abc' })).statusCode).toBe(400);
  });

  it('refuses a control character, which the confirmed file (XML) could not hold, and stores nothing', async () => {
    const fileId = nordwindFiles.EDITING;
    const [record] = await recordsOf(fileId);
    // Stored, it made the outgoing file malformed: '<posUomDetails>MWh\u0001per\u0002day</posUomDetails>'.
    const response = await edit(fileId, record!, record!.version, {
      ...valuesOf(record!),
      posUomDetails: 'MWh\u0001per\u0002day',
      posHolder: 'Nordwind\u000BEnergie',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual({
      posUomDetails: [mifidControlCharacterMessage('posUomDetails')],
      posHolder: [mifidControlCharacterMessage('posHolder')],
    });
    expect((await recordsOf(fileId))[0]).toEqual(record);
  });

  it('refuses a tab in a field, each being one line (the grid showed it as a space), and stores nothing', async () => {
    const fileId = nordwindFiles.EDITING;
    const [record] = await recordsOf(fileId);
    const response = await edit(fileId, record!, record!.version, { ...valuesOf(record!), parentEntity: 'A\tB' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual({ parentEntity: [mifidControlCharacterMessage('parentEntity')] });
    expect((await recordsOf(fileId))[0]).toEqual(record);
  });

  it('stores a name sent decomposed (a letter and a combining accent) composed, counted as it shows', async () => {
    const fileId = nordwindFiles.EDITING;
    const [record] = await recordsOf(fileId);
    // 20 characters as shown, 26 code points decomposed: within posHolder's 20.
    const decomposed = 'Société Générale Éné'.normalize('NFD');
    expect(decomposed).toHaveLength(26);
    const response = await edit(fileId, record!, record!.version, { ...valuesOf(record!), posHolder: decomposed });
    expect(response.statusCode).toBe(200);
    const [stored] = await recordsOf(fileId);
    expect(stored!.posHolder.value).toBe('Société Générale Éné'.normalize('NFC'));
  });

  it('refuses an e-mail address with an invisible character (a right-to-left override, a filler) and stores nothing', async () => {
    const fileId = nordwindFiles.EDITING;
    const [record] = await recordsOf(fileId);
    const response = await edit(fileId, record!, record!.version, {
      ...valuesOf(record!),
      posHolderEmail: 'desk@\u202Eelpmaxe.kcab',
      parentPosHolderEmail: 'posi\u3164tions@holder.example',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual({
      posHolderEmail: [mifidEmailMessage('posHolderEmail')],
      parentPosHolderEmail: [mifidEmailMessage('parentPosHolderEmail')],
    });
    expect((await recordsOf(fileId))[0]).toEqual(record);
  });

  it('takes a required field of only what shows nothing (a zero-width space, a filler, a direction control) as missing', async () => {
    const fileId = nordwindFiles.EDITING;
    const [record] = await recordsOf(fileId);
    for (const [posHolder, parentEntity] of [
      ['\u200B', '\u3164'],
      ['\u202E', ' \u2066 '],
    ]) {
      const response = await edit(fileId, record!, record!.version, { ...valuesOf(record!), posHolder, parentEntity });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({
        posHolder: ["Field 'Position Holder' is required."],
        parentEntity: [mifidRequiredMessage('parentEntity')],
      });
    }
    expect((await recordsOf(fileId))[0]).toEqual(record);
  });

  it('refuses a direction control inside any text field, as master data does, and stores nothing', async () => {
    const fileId = nordwindFiles.EDITING;
    const [record] = await recordsOf(fileId);
    const response = await edit(fileId, record!, record!.version, {
      ...valuesOf(record!),
      posHolder: 'Nord\u202Ewind',
      parentEntity: 'Nordwind \u2066Holding',
      posAccount: 'A\u202B7',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual({
      posHolder: ["Field 'Position Holder' may not contain direction controls (such as a right-to-left override)."],
      parentEntity: [mifidDirectionControlsMessage('parentEntity')],
      posAccount: [mifidDirectionControlsMessage('posAccount')],
    });
    expect((await recordsOf(fileId))[0]).toEqual(record);
    // One at an edge shows nothing and goes, with the spaces around it: the value saved is the one shown.
    const shown = valuesOf(record!).posHolder;
    const trimmed = await edit(fileId, record!, record!.version, {
      ...valuesOf(record!),
      posHolder: `\u2066${shown}\u200B`,
    });
    expect(trimmed.statusCode).toBe(200);
    const saved = (await recordsOf(fileId)).find(({ id }) => id === record!.id);
    expect(saved && valuesOf(saved).posHolder).toBe(shown);
  });

  it('refuses .5, 1. and a lone minus with what they lack, not as non-numeric characters, and stores nothing', async () => {
    const fileId = nordwindFiles.EDITING;
    const before = (await loaded(fileId)).records.count;
    for (const [posQuantity, posDelta] of [
      ['.5', '1.'],
      ['-.5', '-'],
    ] as const) {
      const response = await add(fileId, { ...newValues(), posQuantity, posDelta });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({
        posQuantity: [mifidDecimalPointMessage('posQuantity')],
        posDelta: [posDelta === '-' ? mifidLoneMinusMessage('posDelta') : mifidDecimalPointMessage('posDelta')],
      });
    }
    expect((await loaded(fileId)).records.count).toBe(before);
  });

  it('refuses a quantity with more decimals than the positions grid shows, which it would show as 0, and stores nothing', async () => {
    const fileId = nordwindFiles.EDITING;
    const record = (await recordsOf(fileId)).find(({ editable }) => editable)!;
    const before = valuesOf(record);
    const response = await edit(fileId, record, record.version, {
      ...before,
      posQuantity: '0.000000000000000001',
      posDelta: '-1.1234567890123456',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual({
      posQuantity: [mifidDecimalsMessage('posQuantity')],
      posDelta: [mifidDecimalsMessage('posDelta')],
    });
    const after = (await recordsOf(fileId)).find(({ id }) => id === record.id)!;
    expect(valuesOf(after)).toEqual(before);
    expect(after.version).toBe(record.version);
  });
});

describe('organisation isolation', () => {
  it("answers 404 to another organisation's file, however it is named", async () => {
    // Named with the caller's own organisation: not found there.
    const asOwn = await load(balticFile);
    expect(asOwn.statusCode).toBe(404);
    expect(errorOf(asOwn).errorMessage).toBe(MIFID_FILE_NOT_FOUND_MESSAGE);
    // Named with the other organisation: the caller may not see it.
    expect((await load(balticFile, {}, analyst, organisation.balticPower)).statusCode).toBe(404);
    // Without an organisation: the caller's own (Nordwind).
    expect((await analyst.inject({ method: 'GET', url: fileUrl(balticFile) })).statusCode).toBe(404);
    // The owner sees it.
    const own = await load(balticFile, {}, editor, organisation.balticPower);
    expect(own.statusCode).toBe(200);
    const info = mifidPositionFileSchema.parse(own.json());
    const record = info.records.values[0]!;

    for (const response of [
      await add(balticFile, newValues()),
      await edit(balticFile, record, record.version, { ...valuesOf(record), posQuantity: '1' }),
      await remove(balticFile, record, record.version),
      await confirm(balticFile, info.fileInfo.version),
      await discard(balticFile, info.fileInfo.version),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).errorMessage).toBe(MIFID_FILE_NOT_FOUND_MESSAGE);
    }
    // Another organisation's record through one's own file is not in that file.
    const mine = nordwindFiles.EDITING;
    const foreign = await edit(mine, record, record.version, { ...valuesOf(record), posQuantity: '1' });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).errorMessage).toBe(MIFID_RECORD_NOT_FOUND_MESSAGE);
    // Nothing changed for the owner.
    const after = mifidPositionFileSchema.parse((await load(balticFile, {}, editor, organisation.balticPower)).json());
    expect(after.fileInfo).toEqual(info.fileInfo);
  });

  it('answers 404 for a record of another family named as a position file', async () => {
    const [trade] = await rows<{ id: number }>(sql`SELECT id FROM reporting_records
      WHERE organisation_id = ${organisation.nordwind} AND document_type = 'REMIT_TABLE_1' LIMIT 1`);
    expect((await load(trade!.id)).statusCode).toBe(404);
  });
});
