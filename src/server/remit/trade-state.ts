import type { RemitActionType, RemitTradeDocumentType } from '../db/schema/reporting-kinds';
import { buildRemitTable1Xml, type RemitTable1Trade } from './table1-xml';
import { buildRemitTable2Xml, type RemitTable2Contract } from './table2-xml';

/**
 * A REMIT trade as one version reported it, as data: what the version's XML was built from, stored
 * beside it. The latest version's is the trade's current state; the sheet, the forms, the finder row
 * and the next version derive from it, never from the XML read back.
 */
export type RemitTradeState =
  | { table: 'REMIT_TABLE_1'; reportingEntityEic: string; trade: RemitTable1Trade }
  | { table: 'REMIT_TABLE_2'; reportingEntityEic: string; contract: RemitTable2Contract };

export type Table1State = Extract<RemitTradeState, { table: 'REMIT_TABLE_1' }>;
export type Table2State = Extract<RemitTradeState, { table: 'REMIT_TABLE_2' }>;

export const table1State = (reportingEntityEic: string, trade: RemitTable1Trade): Table1State => ({
  table: 'REMIT_TABLE_1',
  reportingEntityEic,
  trade,
});
export const table2State = (reportingEntityEic: string, contract: RemitTable2Contract): Table2State => ({
  table: 'REMIT_TABLE_2',
  reportingEntityEic,
  contract,
});

/** The report of one version: the document sent for it, built from its state. */
export function tradeStateXml(state: RemitTradeState): string {
  return state.table === 'REMIT_TABLE_1'
    ? buildRemitTable1Xml({ reportingEntityEic: state.reportingEntityEic, trades: [state.trade] })
    : buildRemitTable2Xml({ reportingEntityEic: state.reportingEntityEic, contracts: [state.contract] });
}

export const actionTypeOf = (state: RemitTradeState): RemitActionType =>
  state.table === 'REMIT_TABLE_1' ? state.trade.actionType : state.contract.actionType;

/** The same trade reported with another action type (the next version's starting point). */
export function withActionType<T extends RemitTradeState>(state: T, actionType: RemitActionType): T {
  return state.table === 'REMIT_TABLE_1'
    ? { ...state, trade: { ...state.trade, actionType } }
    : { ...state, contract: { ...(state as Table2State).contract, actionType } };
}

/**
 * A Table 1 transaction time in UTC, 'yyyy-mm-ddThh:mm:ssZ': a report read back from its XML keeps ACER's
 * offset ('2026-03-02T00:30:00+01:00' is 1 March, 23:30 UTC), and the forms' 'Trade time (UTC)' fields
 * take the text apart as it is.
 */
export function transactionTimeUtc(transactionTime: string): string {
  const moment = Date.parse(transactionTime);
  return Number.isNaN(moment) ? transactionTime : new Date(moment).toISOString().replace(/\.000Z$/, 'Z');
}

/** Every delivery point of a Table 1 trade (the builder writes the list, else the single point). */
export const table1DeliveryPoints = (trade: RemitTable1Trade): string[] => [
  ...(trade.contract.deliveryPointEics ?? [trade.contract.deliveryPointEic]),
];

/** Every delivery profile of a Table 1 trade. */
export const table1Profiles = (trade: RemitTable1Trade) => [...(trade.contract.profiles ?? [trade.contract.profile])];

/** A stored state of the given table, or null: what a version's `trade` column holds. */
export function storedTradeState(value: unknown, table: RemitTradeDocumentType): RemitTradeState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as RemitTradeState;
  return state.table === table ? state : null;
}

type FinderAttributes = Record<string, string | number | boolean | null>;

/**
 * The finder row's fields of a trade (the REMIT activity report and its CSV), from its current state
 * and history: written with every version, in the same transaction, so the row never shows an older
 * version than the sheet. `uti` is the record's external id, `counterparty` the other market participant's display name.
 */
export function remitFinderAttributes(
  state: RemitTradeState,
  uti: string,
  counterparty: string,
  history: { versions: number; actionTypes: readonly RemitActionType[] },
): FinderAttributes {
  const lifecycle = history.actionTypes.includes('E')
    ? 'DELETED'
    : history.actionTypes.includes('C')
      ? 'CANCELLED'
      : 'ACTIVE';
  const lifecycleFields = {
    lifecycle,
    lastActionType: history.actionTypes.at(-1) ?? actionTypeOf(state),
    versions: history.versions,
  };
  if (state.table === 'REMIT_TABLE_1') {
    const { trade } = state;
    return {
      uti,
      counterparty,
      contractId: trade.contract.contractId,
      contractName: trade.contract.contractName,
      commodity: trade.contract.commodity,
      buySell: trade.buySell,
      tradeTime: trade.transactionTime,
      price: trade.price,
      currency: trade.currency,
      quantity: trade.quantity,
      quantityUnit: trade.quantityUnit,
      deliveryStart: trade.contract.deliveryStart,
      deliveryEnd: trade.contract.deliveryEnd,
      traderId: trade.traderId,
      ...lifecycleFields,
    };
  }
  const { contract } = state;
  return {
    uti,
    counterparty,
    contractId: contract.contractId,
    contractDate: contract.contractDate,
    contractType: contract.contractType,
    commodity: contract.commodity,
    buySell: contract.buySell,
    deliveryStart: contract.deliveryStart,
    deliveryEnd: contract.deliveryEnd,
    ...lifecycleFields,
  };
}

/** The other market participant's EIC, which names the finder row's counterparty. */
export const counterpartyEicOf = (state: RemitTradeState): string =>
  state.table === 'REMIT_TABLE_1' ? state.trade.otherMarketParticipantEic : state.contract.otherMarketParticipantEic;
