// MiFID position files without zod: the record fields, their labels and limits, the file states and
// what each enables, and the API's messages. The page's chunk needs these, not the schema library;
// mifid.ts builds the schemas from them.

import { decimalsShown, SHOWN_DECIMALS_MAX } from '../shown-decimals';
import { directionControlsRefusal } from './direction-controls';
import { EARLIEST_DATE, LATEST_DATE } from './bounds';
import { choiceMessage, maxLengthMessage, requiredMessage, textMessage } from './field-messages';

/** Where a position file stands. DISCARDED is a file whose changes were discarded: as received again. */
export const mifidFileStates = ['RECEIVED', 'EDITING', 'CONFIRMED', 'DISCARDED'] as const;
export type MifidFileState = (typeof mifidFileStates)[number];

/** Document State as the info block shows it. */
export const mifidFileStateLabels: Record<MifidFileState, string> = {
  RECEIVED: 'Received',
  EDITING: 'Being edited',
  CONFIRMED: 'Confirmed and sent back',
  DISCARDED: 'Changes discarded',
};

/** What a state enables; the server refuses every call its state does not enable. */
export const mifidFileStateFlags: Record<
  MifidFileState,
  { addPositionEnabled: boolean; confirmFileEnabled: boolean; discardChangesEnabled: boolean }
> = {
  RECEIVED: { addPositionEnabled: true, confirmFileEnabled: true, discardChangesEnabled: false },
  EDITING: { addPositionEnabled: true, confirmFileEnabled: true, discardChangesEnabled: true },
  CONFIRMED: { addPositionEnabled: false, confirmFileEnabled: false, discardChangesEnabled: false },
  DISCARDED: { addPositionEnabled: true, confirmFileEnabled: true, discardChangesEnabled: false },
};

/** The docType of the extended variant, which shows the extended-only fields. */
export const MIFID_EXTENDED_DOC_TYPE = 'FCAExtendedPositionReport';
export const MIFID_STANDARD_DOC_TYPE = 'PositionReport';
export const mifidDocTypes = [MIFID_STANDARD_DOC_TYPE, MIFID_EXTENDED_DOC_TYPE] as const;
export type MifidDocType = (typeof mifidDocTypes)[number];

/** positionState of a record (market-reporting spec section 4); null for a received record, edited or not. */
export const mifidPositionStates = ['Added', 'Deleted'] as const;
export type MifidPositionState = (typeof mifidPositionStates)[number];

/** positionAction (shown as Type): the report status of the record in the OMP's file. */
export const mifidPositionActions = ['NEWT', 'AMND', 'CANC'] as const;
export type MifidPositionAction = (typeof mifidPositionActions)[number];
/** The positionAction the server gives an added record. */
export const MIFID_ADDED_POSITION_ACTION: MifidPositionAction = 'NEWT';

/** clientNonInvestFirm and clientHedgingExemption: TRUE, FALSE or blank (''). */
export const mifidTriStates = ['TRUE', 'FALSE', ''] as const;
export type MifidTriState = (typeof mifidTriStates)[number];

/** The fields of a position record the dialog edits, in the dialog's order. */
export const mifidPositionFields = [
  'riskReducingIndicator',
  'posQuantity',
  'posDelta',
  'posUOM',
  'posUomDetails',
  'isin',
  'reportingDate',
  'tradeDate',
  'reportingEntity',
  'reportingEntityMemberId',
  'posAccount',
  'posHolderCategory',
  'posHolder',
  'posHolderEmail',
  'parentPosHolderEmail',
  'posHolderIndependent',
  'parentEntity',
  'venueProductCode',
  'venueId',
  'posType',
  'posMaturity',
  'clientNonInvestFirm',
  'clientHedgingExemption',
] as const;
export type MifidPositionField = (typeof mifidPositionFields)[number];

/** Fields only the extended variant (FCAExtendedPositionReport) shows; a standard file leaves them blank. */
export const mifidExtendedOnlyFields = [
  'reportingEntityMemberId',
  'posAccount',
  'clientNonInvestFirm',
  'clientHedgingExemption',
] as const satisfies readonly MifidPositionField[];

export const mifidBooleanFields = [
  'riskReducingIndicator',
  'posHolderIndependent',
] as const satisfies readonly MifidPositionField[];
export const mifidTriStateFields = [
  'clientNonInvestFirm',
  'clientHedgingExemption',
] as const satisfies readonly MifidPositionField[];
/** Fields chosen from a form list, and which list. */
export const mifidSelectFields = {
  posUOM: 'positionUOMCodes',
  posHolderCategory: 'positionHolderCategories',
  posType: 'positionTypes',
  posMaturity: 'positionMaturity',
} as const satisfies Partial<Record<MifidPositionField, MifidFormListName>>;

/** Column and field labels. */
export const mifidFieldLabels: Record<MifidPositionField | 'refNumber' | 'positionAction' | 'positionState', string> = {
  refNumber: 'Ref. No.',
  positionAction: 'Type',
  positionState: 'State',
  riskReducingIndicator: 'Risk Reducing Indicator',
  posQuantity: 'Position Quantity',
  posDelta: 'Delta Equivalent Quantity',
  posUOM: 'Unit of Measure',
  posUomDetails: 'Unit of Measure Details',
  isin: 'ISIN',
  reportingDate: 'Reporting Date',
  tradeDate: 'Trade Date',
  reportingEntity: 'Reporting Entity',
  reportingEntityMemberId: 'Reporting Entity Member ID',
  posAccount: 'Position Account',
  posHolderCategory: 'Position Holder Category',
  posHolder: 'Position Holder',
  posHolderEmail: 'Position Holder Email',
  parentPosHolderEmail: 'Parent Position Holder Email',
  posHolderIndependent: 'Position Holder Independent',
  parentEntity: 'Parent Entity',
  venueProductCode: 'Venue Product Code',
  venueId: 'Venue ID',
  posType: 'Position Type',
  posMaturity: 'Position Maturity',
  clientNonInvestFirm: 'Client Non-Investment Firm',
  clientHedgingExemption: 'Client Hedging Exemption',
};

/** Maximum lengths (market-reporting spec section 5). */
export const mifidMaxLengths = {
  posQuantity: 25,
  posDelta: 25,
  posUomDetails: 25,
  isin: 12,
  reportingDate: 100,
  tradeDate: 10,
  reportingEntity: 20,
  reportingEntityMemberId: 35,
  posAccount: 200,
  posHolder: 20,
  posHolderEmail: 255,
  parentPosHolderEmail: 255,
  parentEntity: 20,
  venueProductCode: 12,
  venueId: 4,
} as const satisfies Partial<Record<MifidPositionField, number>>;

/** Required fields (asterisk, section 5). */
export const mifidRequiredFields = [
  'riskReducingIndicator',
  'posQuantity',
  'isin',
  'reportingDate',
  'tradeDate',
  'reportingEntity',
  'posHolder',
  'posHolderEmail',
  'parentPosHolderEmail',
  'posHolderIndependent',
  'parentEntity',
] as const satisfies readonly MifidPositionField[];

/**
 * posQuantity and posDelta accept numeric characters only: an optional minus, digits, one decimal point;
 * with no more decimals than the positions grid shows (`mifidNumericProblem`).
 */
export const mifidNumericFields = ['posQuantity', 'posDelta'] as const satisfies readonly MifidPositionField[];
export const MIFID_NUMERIC_PATTERN = /^-?\d+(\.\d+)?$/;
/** What a numeric field lets the user type at all (the dialog filters keystrokes with it). */
export const MIFID_NUMERIC_CHARACTERS = /^[-0-9.]*$/;

// Field messages: the server's fieldErrors carry these under the field's name (the same keys as the form).
export const mifidRequiredMessage = (field: MifidPositionField) => requiredMessage(mifidFieldLabels[field]);
export const mifidTextMessage = (field: MifidPositionField) => textMessage(mifidFieldLabels[field]);
export const mifidExtendedOnlyMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' belongs to the extended position report; this file is a standard one.`;
export const mifidMaxLengthMessage = (field: MifidPositionField, max: number) =>
  maxLengthMessage(mifidFieldLabels[field], max);
export const mifidNumericMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' accepts numeric characters only.`;
export const mifidDecimalPointMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' needs a digit before and after the decimal point, as in 0.5 or 1.0.`;
export const mifidLoneMinusMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' needs a digit after the minus.`;
export const mifidDecimalsMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' accepts at most ${SHOWN_DECIMALS_MAX} digits after the decimal point, as many as the positions grid shows.`;

/** Numeric characters in an order the dialog lets the user type (1., .5, -) that are not yet a number. */
const UNFINISHED_NUMBER = /^-?\d*\.?\d*$/;

/**
 * Why a numeric field's value is not a number, or undefined when it is one. A value of numeric
 * characters only that is not yet a number (.5, 1., -) is told what it lacks: 'accepts numeric
 * characters only' would read as wrong to a user who typed nothing else. A number with more decimals
 * than the grid shows is refused too: 0.000000000000000001 was stored and sent on so, and shown as 0
 * (trailing zeros shown as nothing count for nothing: 1.0000000000000000 shows as the 1 it is).
 * The schema refuses with this on Save (and the server with 400, and the seed of the received files),
 * and the dialog's field says the same when the user leaves it.
 */
export function mifidNumericProblem(field: MifidPositionField, value: string): string | undefined {
  if (MIFID_NUMERIC_PATTERN.test(value)) {
    return decimalsShown(value) > SHOWN_DECIMALS_MAX ? mifidDecimalsMessage(field) : undefined;
  }
  if (!UNFINISHED_NUMBER.test(value)) return mifidNumericMessage(field);
  return value.includes('.') ? mifidDecimalPointMessage(field) : mifidLoneMinusMessage(field);
}
export const mifidEmailMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' must be an email address.`;
export const mifidIsinMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' must be an ISIN: two capital letters, nine capital letters or digits and a check digit (ISO 6166).`;
export const mifidDateMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' must be a date (yyyy-mm-dd) between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
export const mifidControlCharacterMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' may not contain control characters: a position file cannot hold them.`;
export const mifidDirectionControlsMessage = (field: MifidPositionField) =>
  directionControlsRefusal(`Field '${mifidFieldLabels[field]}'`);
export const mifidListMessage = (field: MifidPositionField) => choiceMessage(mifidFieldLabels[field]);
export const mifidBooleanMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' must be true or false.`;
export const mifidTriStateMessage = (field: MifidPositionField) =>
  `Field '${mifidFieldLabels[field]}' must be TRUE, FALSE or blank.`;

/** The four form lists (section 3), each of key/value pairs. */
export const mifidFormListNames = [
  'positionUOMCodes',
  'positionTypes',
  'positionMaturity',
  'positionHolderCategories',
] as const;
export type MifidFormListName = (typeof mifidFormListNames)[number];

// Dialogs (sections 2, 4, 9).
export const mifidDialogStates = ['none', 'ADD_NEW', 'EDIT', 'CONFIRM_FILE', 'DISCARD_FILE'] as const;
export type MifidDialogState = (typeof mifidDialogStates)[number];
export const mifidPageTitle = (filename: string) => `Positions for file ${filename}`;
export const MIFID_ADD_DIALOG_TITLE = 'Add Position';
export const mifidEditDialogTitle = (refNumber: number | string) => `Edit Position Ref. No. ${refNumber}`;
export const MIFID_POSITION_DIALOG_WIDTH = 900;
export const MIFID_CONFIRM_DIALOG_TITLE = 'Confirm changes to PositionRecords';
export const MIFID_CONFIRM_BUTTON = 'Yes - Confirm';
export const mifidConfirmQuestion = (file: string) =>
  `Do you really want to confirm all changes in File '${file}' and send it back to the OMP?`;
export const MIFID_CONFIRM_DIALOG_WIDTH = 500;
export const MIFID_CONFIRM_DIALOG_MIN_WIDTH = 400;
export const MIFID_DISCARD_DIALOG_TITLE = 'Discard changes to PositionRecords';
export const mifidDiscardQuestion = (file: string) =>
  `Do you really want to discard all changes made in File '${file}'?`;
export const MIFID_ADD_BUTTON = 'Add Position Record';
export const MIFID_CONFIRM_FILE_BUTTON = 'Confirm File';
export const MIFID_DISCARD_BUTTON = 'Discard changes';

/** The info block's six fields, in order, and their labels (section 2). */
export const mifidInfoFields = [
  ['filename', 'Position Report File'],
  ['ompName', 'Submitting OMP'],
  ['docType', 'Document Type'],
  ['state', 'Document State'],
  ['recordCount', 'Number of Records'],
  ['receiptTimestamp', 'Receipt Timestamp'],
] as const;

export const MIFID_DEFAULT_PAGE_SIZE = 25;

// The API's messages.
export const MIFID_FILE_NOT_FOUND_MESSAGE = 'The position file does not exist.';
export const MIFID_RECORD_NOT_FOUND_MESSAGE = 'The position record does not exist in this file.';
export const MIFID_STALE_RECORD_MESSAGE =
  'This position record was changed after you loaded it. Reload the file to see the current values, then make your change again.';
export const MIFID_FILE_CONFIRMED_MESSAGE =
  'This file has been confirmed and sent back to the OMP; its position records can no longer be changed.';
export const MIFID_RECORD_DELETED_MESSAGE =
  'This position record has been deleted; discard the changes to the file to restore it.';

export interface MifidFormListEntry {
  key: string;
  value: string;
}
/**
 * The dialog's select lists (section 3), key/value pairs: the codes of the commodity position report
 * (RTS 21) with their names. The server hands them out with the form-lists call and accepts only these
 * keys (or blank) in the fields that use them.
 */
export const mifidFormLists: Record<MifidFormListName, readonly MifidFormListEntry[]> = {
  positionUOMCodes: [
    { key: 'LOTS', value: 'Lots' },
    { key: 'MWHR', value: 'Megawatt hours' },
    { key: 'THRM', value: 'Therms' },
    { key: 'TONE', value: 'Metric tonnes' },
    { key: 'BARL', value: 'Barrels' },
    { key: 'MBTU', value: 'Million British thermal units' },
    { key: 'TOCD', value: 'Tonnes of CO2 equivalent' },
    { key: 'OTHR', value: 'Other (see details)' },
  ],
  positionTypes: [
    { key: 'OPTN', value: 'Options' },
    { key: 'FUTR', value: 'Futures' },
    { key: 'EMIS', value: 'Emission allowances and derivatives thereof' },
    { key: 'OTHR', value: 'Other' },
  ],
  positionMaturity: [
    { key: 'SPOT', value: 'Spot month' },
    { key: 'OTHR', value: 'Other months' },
  ],
  positionHolderCategories: [
    { key: 'INVF', value: 'Investment firm or credit institution' },
    { key: 'IFND', value: 'Investment fund' },
    { key: 'OFIN', value: 'Other financial institution' },
    { key: 'CMMU', value: 'Commercial undertaking' },
    { key: 'OPEX', value: 'Operator with compliance obligations under Directive 2003/87/EC' },
  ],
};
