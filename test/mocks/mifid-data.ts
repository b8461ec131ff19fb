import {
  mifidFileStateFlags,
  mifidPositionFields,
  type MifidCell,
  type MifidFileInfo,
  type MifidFileState,
  type MifidPositionRecord,
  type MifidPositionValues,
} from '@shared/contract/mifid';

/** The values of a received record; ISINs with valid check digits, LEIs of 20 characters. */
export function positionValues(refNumber: number, overrides: Partial<MifidPositionValues> = {}): MifidPositionValues {
  return {
    riskReducingIndicator: refNumber % 2 === 0,
    posQuantity: `${1000 + refNumber}.125`,
    posDelta: '',
    posUOM: 'MWHR',
    posUomDetails: '',
    isin: 'DE000A1EWWW0',
    reportingDate: '2026-01-12',
    tradeDate: '2026-01-09',
    reportingEntity: '529900T8BM49AURSDO55',
    reportingEntityMemberId: '',
    posAccount: '',
    posHolderCategory: 'CMMU',
    posHolder: '5493001KJTIIGC8Y1R12',
    posHolderEmail: 'positions@nordicpower.example',
    parentPosHolderEmail: 'group@nordicpower.example',
    posHolderIndependent: true,
    parentEntity: '5493001KJTIIGC8Y1R12',
    venueProductCode: 'F7BM',
    venueId: 'XEEE',
    posType: 'FUTR',
    posMaturity: 'SPOT',
    clientNonInvestFirm: '',
    clientHedgingExemption: '',
    ...overrides,
  };
}

/** A record whose working copy is `values`, marking the cells that differ from `received`. */
export function positionRecord(
  fileId: number,
  id: number,
  refNumber: number,
  values: MifidPositionValues,
  received: MifidPositionValues | undefined,
  extra: Partial<Pick<MifidPositionRecord, 'positionState' | 'editable' | 'version' | 'positionAction'>> = {},
): MifidPositionRecord {
  const cells = Object.fromEntries(
    mifidPositionFields.map((field) => [
      field,
      {
        value: values[field],
        edited: received !== undefined && received[field] !== values[field],
      } satisfies MifidCell<unknown>,
    ]),
  ) as Pick<MifidPositionRecord, (typeof mifidPositionFields)[number]>;
  return {
    id,
    refNumber,
    posRepFileId: fileId,
    editable: true,
    version: 1,
    positionAction: 'NEWT',
    positionState: null,
    ...extra,
    ...cells,
  };
}

export interface MockPositionFile {
  organisationId: number;
  info: MifidFileInfo;
  /** The file as received: discard goes back to these. */
  received: { id: number; refNumber: number; values: MifidPositionValues }[];
  records: MifidPositionRecord[];
}

function fileInfo(
  id: number,
  filename: string,
  state: MifidFileState,
  extended: boolean,
  recordCount: number,
): MifidFileInfo {
  return {
    id,
    filename,
    ompName: 'Nordic Power Trading',
    docType: extended ? 'FCAExtendedPositionReport' : 'PositionReport',
    extended,
    state,
    recordCount,
    receiptTimestamp: '2026-01-12T07:30:00.000Z',
    ...mifidFileStateFlags[state],
    version: 1,
    confirmedBy: null,
    confirmedAt: null,
    outgoingDocumentId: null,
  };
}

function buildFile(
  organisationId: number,
  id: number,
  filename: string,
  state: MifidFileState,
  extended: boolean,
  count: number,
  edits: (received: MockPositionFile['received']) => MifidPositionRecord[] = (received) =>
    received.map((row) => positionRecord(id, row.id, row.refNumber, row.values, row.values)),
): MockPositionFile {
  const received = Array.from({ length: count }, (_, index) => ({
    id: id * 1000 + index + 1,
    refNumber: index + 1,
    values: positionValues(
      index + 1,
      extended ? { reportingEntityMemberId: 'NPT-01', clientNonInvestFirm: 'FALSE' } : {},
    ),
  }));
  const records = edits(received);
  // Number of Records: the file as received (its deleted record still counts), as the server says.
  return { organisationId, info: fileInfo(id, filename, state, extended, received.length), received, records };
}

export const MOCK_EDITING_FILE_ID = 801;
export const MOCK_RECEIVED_FILE_ID = 802;
export const MOCK_CONFIRMED_FILE_ID = 803;
/** Alpine Gas's file: the analyst at Nordic Power must not see it. */
export const MOCK_OTHER_ORGANISATION_FILE_ID = 804;

/** The position files of the component tests, rebuilt before every test (handlers change them). */
export function buildMockPositionFiles(): Map<number, MockPositionFile> {
  const editing = buildFile(11, MOCK_EDITING_FILE_ID, 'POS_20260112_NPT_EXT.xml', 'EDITING', true, 30, (received) =>
    received.map((row) => {
      if (row.refNumber === 1) {
        return positionRecord(
          MOCK_EDITING_FILE_ID,
          row.id,
          1,
          { ...row.values, posQuantity: '1234567.123456789012345678' },
          row.values,
          { version: 2 },
        );
      }
      if (row.refNumber === 2) {
        return positionRecord(MOCK_EDITING_FILE_ID, row.id, 2, row.values, row.values, {
          positionState: 'Deleted',
          editable: false,
          version: 2,
        });
      }
      return positionRecord(MOCK_EDITING_FILE_ID, row.id, row.refNumber, row.values, row.values);
    }),
  );
  const received = buildFile(11, MOCK_RECEIVED_FILE_ID, 'POS_20260113_NPT.xml', 'RECEIVED', false, 3);
  const confirmed = buildFile(11, MOCK_CONFIRMED_FILE_ID, 'POS_20260105_NPT.xml', 'CONFIRMED', false, 2, (rows) =>
    rows.map((row) =>
      positionRecord(MOCK_CONFIRMED_FILE_ID, row.id, row.refNumber, row.values, row.values, { editable: false }),
    ),
  );
  const other = buildFile(12, MOCK_OTHER_ORGANISATION_FILE_ID, 'POS_20260112_AGS.xml', 'RECEIVED', false, 2);
  return new Map([editing, received, confirmed, other].map((file) => [file.info.id, file]));
}
