// REMIT trade screens without zod: the messages, labels and limits the cancel, delete and modify pages
// and the transaction sheets show (market-reporting spec sections 5, 8 and 9). remit.ts builds the
// schemas from these; the pages' chunks can import them without the schema library.

import { requiredMessage } from './field-messages';

/** The labels of the cancel and modify forms' required fields, as their messages name them (spec section 5). */
export const remitLabels = {
  transactionDate: 'Trade time (UTC) - date part',
  transactionTime: 'Trade time (UTC) - time part',
  terminationDate: 'Termination Date',
  traderId: 'Trader ID',
} as const;

/** Cancel Table 1 and Table 2 field messages, word for word (spec section 5). */
export const remitMessages = {
  transactionDateRequired: requiredMessage(remitLabels.transactionDate),
  transactionTimeRequired: requiredMessage(remitLabels.transactionTime),
  transactionTimeFormat: "Invalid format for 'Trade time (UTC) - time part'.",
  terminationDateRequired: requiredMessage(remitLabels.terminationDate),
  traderIdRequired: requiredMessage(remitLabels.traderId),
  traderIdTooLong: "Field 'Trader ID' must be at most 100 characters.",
  /** Success messages (spec section 8). */
  cancellationSubmitted: 'Cancellation submitted successfully.',
  deletionSubmitted: 'Deletion submitted successfully.',
  modificationSubmitted: 'Modification submitted successfully.',
  /** Table 2 modify: shown above the server's messages when the trade cannot be loaded or modified. */
  table2CannotBeModified: 'Trade cannot be modified.',
  /** Info banner of Table 1 modify (spec section 8). */
  table1ModifyInfo:
    'Reporting ACER Remit Table 1 Version 3. Version 2 trades will be converted to version 3 on modify.',
} as const;

/**
 * A day or UTC time of a trade as a refusal names it, day first as the form's fields are
 * (2026-03-01 → 01/03/2026; 2026-03-01T14:05:00Z → 01/03/2026 14:05:00 UTC) rather than in the
 * server's ISO. The year has four digits: a message may name a year the fields' two cannot (2199).
 */
export function asOnTheForm(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z)?)?$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day, time, utc] = match;
  const date = `${day}/${month}/${year}`;
  if (time === undefined) return date;
  return utc ? `${date} ${time} UTC` : iso;
}

/**
 * Why the server refuses an action (validationFailureMessages). The spec names the rules, not the
 * words; these are the product's.
 */
export const remitRefusals = {
  cancelledOnlyError: 'This trade has been cancelled: only a deletion (error record) can be reported for it now.',
  deletedNothingMore: 'This trade has been deleted: nothing more can be reported for it.',
  notAMember: 'You can only report for trades of an organisation you are a member of.',
  terminationBeforeContractDate: (contractDate: string) =>
    `The termination date must not be before the contract date of the latest reported record (${asOnTheForm(contractDate)}).`,
  terminationBeforeTradeDate: (tradeDate: string) =>
    `The termination date must not be before the day the trade was concluded (${asOnTheForm(tradeDate)}).`,
  contractDateBeforeLast: (contractDate: string) =>
    `Contract Date must be on or after the last reported contract date (${asOnTheForm(contractDate)}).`,
  contractDateInFuture: 'The contract date must not be in the future.',
  contractDateAfterDeliveryEnd: 'The contract date must not be after the delivery end.',
  transactionTimeNotAfterLast: (transactionTime: string) =>
    `The transaction time must be after the last reported trade event (${asOnTheForm(transactionTime)}).`,
  transactionTimeInFuture: 'The transaction time must not be in the future.',
  deliveryEndBeforeTrade: 'The delivery end must not be before the trade date.',
  lastEventInFuture: (transactionTime: string) =>
    `The last reported trade event is dated in the future (${asOnTheForm(transactionTime)}): correct its transaction time with Modify Trade first.`,
  terminationAfterDeliveryEnd: (deliveryEnd: string) =>
    `The termination date must not be after the delivery end (${asOnTheForm(deliveryEnd)}).`,
  xmlInvalid: 'The report does not conform to the ACER schema and was not reported:',
  deliveryEndBeforeStart: 'The delivery end must not be before the delivery start.',
  nothingChanged:
    'The trade already reports exactly these values: nothing was reported (a repeated submission is never reported twice).',
  notionalCurrency: 'The notional amount must be in the price currency.',
  deliveryPointNotOffered: (code: string) =>
    `${code} is not one of the organisation's delivery points or zones in Master Data: choose another.`,
} as const;

/** Guidance shown on Cancel Table 1 (spec section 5). */
export const table1CancelGuidance = [
  'The transaction time is when the termination was agreed and must be after any other reported trade event.',
  'The termination date must not be after delivery end.',
] as const;

/** Cancel Table 1 field labels, the names the messages use. */
export const table1CancelLabels = {
  transactionDate: 'Trade time (UTC) - date part',
  transactionTime: 'Trade time (UTC) - time part',
  terminationDate: 'Termination Date',
  traderId: 'Trader ID',
} as const;

/** Limits of Table 1 modify (spec section 9). */
export const TRADER_ID_MAX_LENGTH = 100;
export const TABLE1_DELIVERY_ZONES_MIN = 1;
export const TABLE1_DELIVERY_ZONES_MAX = 4;
export const TABLE1_DELIVERY_PROFILES_MIN = 1;
export const TABLE1_DELIVERY_PROFILES_MAX = 3;
export const TABLE1_FIXING_INDICES_MIN = 0;
export const TABLE1_FIXING_INDICES_MAX = 4;
export const TIME_MASK = '99:99:99';
export const DATE_FORMAT = 'dd/MM/yy';
export const DEFAULT_BENEFICIARY_CODE_TYPE = 'ACE';
/** Upper bounds the spec leaves open, so a list or text cannot grow without limit. */
export const TABLE2_LIST_MAX = 20;
export const REMIT_TEXT_MAX_LENGTH = 200;

/** hh:mm:ss with hours 00-23. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** yyyy-mm-dd */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The field keys of Table 1 modify's field-level messages (spec section 5), in form order. */
export const table1ModifyFieldKeys = [
  'transactionDate',
  'transactionTime',
  'traderId',
  'beneficiaryCode',
  'linkedTransactionId',
  'quantity',
  'price',
  'notionalAmount',
  'totalNotionalQuantity',
  'deliveryStartDate',
  'deliveryEndDate',
  'deliveryZones',
  'startTime1',
  'startTime2',
  'startTime3',
  'endTime1',
  'endTime2',
  'endTime3',
  'indexName1',
  'indexName2',
  'indexName3',
  'indexName4',
] as const;
export type Table1ModifyFieldKey = (typeof table1ModifyFieldKeys)[number];

/** The transaction-sheet views (spec section 2) and the sheet's two regimes. */
export const transactionSheetRegimes = ['SMT', 'REMIT'] as const;
export const transactionSheetViews = ['SMT', 'REMIT', 'REMIT_TABLE_1', 'REMIT_TABLE_2'] as const;
export type TransactionSheetView = (typeof transactionSheetViews)[number];
export const TRANSACTION_SHEET_TITLE = 'View Trade';

/**
 * A trade or sheet the organisation does not have (another organisation's answers the same, by the one
 * rule): it says where to look, as a link opened with another organisation selected lands here.
 */
export const REMIT_TRADE_NOT_FOUND_MESSAGE =
  'There is no such record in the selected organisation. Check the organisation selected at the top, or open it again from its finder.';

/** REMIT action types (field 58) as the sheet shows them. */
export const remitActionTypeLabels = {
  N: 'New',
  M: 'Modify',
  C: 'Cancellation (early termination)',
  E: 'Error (logical delete)',
} as const;

/** REMIT's code lists in words, as the Table 2 modify form offers them and the sheets show them ('Base load (BL)'). */
export const remitCodeLabels = {
  contractType: { FW: 'Forward', OP: 'Option', SW: 'Swap', OT: 'Other' },
  commodity: { EL: 'Electricity', NG: 'Natural gas' },
  settlementMethod: { P: 'Physical', C: 'Cash', O: 'Optional' },
  loadType: { BL: 'Base load', PL: 'Peak load', OP: 'Off-peak', GD: 'Gas day', OT: 'Other' },
  tradingCapacity: { P: 'Principal', A: 'Agent' },
  buySell: { B: 'Buy', S: 'Sell' },
  volumeOptionality: { V: 'Variable', F: 'Fixed', M: 'Minimum', C: 'Complex', O: 'Other' },
  typeOfIndexPrice: { F: 'Fixed', I: 'Index', C: 'Complex', O: 'Other' },
  optionStyle: { A: 'American', E: 'European', B: 'Bermudan' },
  optionType: { P: 'Put', C: 'Call' },
} as const;
