import { table2ReportedDeliveryEnd } from '@shared/contract/remit-cancel-delete';
import { remitRefusals } from '@shared/contract/remit-constants';
import { presetsOf, type RemitTrade, type RemitVersion } from './remit-trade';
import type { Change } from './report-change';
import { momentInFuture } from './request-clock';
import { table1State, table2State, transactionTimeUtc } from './trade-state';

export interface Table1Cancellation {
  /** 'yyyy-mm-ddThh:mm:ss', UTC. */
  transactionTimeUtc: string;
  /** yyyy-mm-dd */
  terminationDate: string;
  traderId: string;
}

/**
 * Cancel Table 1 Trade: an early termination (C) reported after the last transaction time, on a day from
 * the trade's conclusion (its first report's transaction time) to the end of delivery.
 */
export const cancelTable1 = (values: Table1Cancellation): Change =>
  Object.assign(table1Termination(values), { requested: () => `on ${values.terminationDate}` });

const table1Termination =
  (values: Table1Cancellation): Change =>
  (trade, from, now) => {
    if (from.state.table !== 'REMIT_TABLE_1') throw new Error('Not a Table 1 trade');
    const current = from.state.trade;
    const transactionTime = `${values.transactionTimeUtc}Z`;
    const refusals: string[] = [];
    if (momentInFuture(current.transactionTime, now))
      // No time is both after it and not in the future: the report to correct is the last one.
      refusals.push(remitRefusals.lastEventInFuture(transactionTimeUtc(current.transactionTime)));
    else if (Date.parse(transactionTime) <= Date.parse(current.transactionTime))
      // In UTC, as the form's 'Trade time (UTC)' fields take it (a report read back keeps ACER's offset).
      refusals.push(remitRefusals.transactionTimeNotAfterLast(transactionTimeUtc(current.transactionTime)));
    else if (momentInFuture(transactionTime, now)) refusals.push(remitRefusals.transactionTimeInFuture);
    const tradeDate = table1TradeDate(trade);
    if (tradeDate !== null && values.terminationDate < tradeDate)
      refusals.push(remitRefusals.terminationBeforeTradeDate(tradeDate));
    if (values.terminationDate > current.contract.deliveryEnd)
      refusals.push(remitRefusals.terminationAfterDeliveryEnd(current.contract.deliveryEnd));
    if (refusals.length > 0) return { refused: refusals };
    return table1State(from.state.reportingEntityEic, {
      ...current,
      traderId: values.traderId,
      transactionTime,
      terminationDate: `${values.terminationDate}T00:00:00Z`,
      actionType: 'C',
    });
  };

/**
 * Cancel Trade (Table 2): an early termination on terminationDate, not before the contract date nor
 * after delivery ends; it ends delivery on that date (never before delivery starts). Table 2 has no termination date, so the
 * trail keeps the date asked for beside the delivery end reported.
 */
export const cancelTable2 = (terminationDate: string): Change =>
  Object.assign(table2Termination(terminationDate), {
    requested: (from: RemitVersion) => {
      if (from.state.table !== 'REMIT_TABLE_2') return `on ${terminationDate}`;
      const { contract } = from.state;
      const deliveryEnd = table2ReportedDeliveryEnd(terminationDate, contract);
      const why =
        terminationDate < contract.deliveryStart
          ? ' (delivery start: a report cannot end delivery before it starts)'
          : '';
      return `on ${terminationDate}; delivery end reported as ${deliveryEnd}${why}`;
    },
  });

const table2Termination =
  (terminationDate: string): Change =>
  (_trade, from) => {
    if (from.state.table !== 'REMIT_TABLE_2') throw new Error('Not a Table 2 trade');
    const { contract } = from.state;
    const refusals: string[] = [];
    if (terminationDate < contract.contractDate)
      refusals.push(remitRefusals.terminationBeforeContractDate(contract.contractDate));
    // As for Table 1: a contract cannot end early once its delivery is over.
    if (terminationDate > contract.deliveryEnd)
      refusals.push(remitRefusals.terminationAfterDeliveryEnd(contract.deliveryEnd));
    if (refusals.length > 0) return { refused: refusals };
    const deliveryEnd = table2ReportedDeliveryEnd(terminationDate, contract);
    return table2State(from.state.reportingEntityEic, { ...contract, deliveryEnd, actionType: 'C' });
  };

/** The UTC day a Table 1 trade was concluded: its first report's transaction time ('yyyy-mm-dd'). */
function table1TradeDate(trade: RemitTrade): string | null {
  const first = trade.versions[0]?.state;
  if (first?.table !== 'REMIT_TABLE_1') return null;
  // A report read back from its XML keeps ACER's offset ('…T00:30:00+01:00'): the day is the UTC one.
  const concluded = Date.parse(first.trade.transactionTime);
  return Number.isNaN(concluded) ? null : new Date(concluded).toISOString().slice(0, 10);
}

/** Presets of Cancel Table 1 Trade: what the form starts with and the limits it must keep. */
export function table1CancellationPresets(trade: RemitTrade) {
  const current = trade.latest.state.table === 'REMIT_TABLE_1' ? trade.latest.state.trade : null;
  return {
    ...presetsOf(trade, 'C'),
    traderId: current?.traderId ?? null,
    lastTransactionTimeUtc: current ? transactionTimeUtc(current.transactionTime) : null,
    tradeDate: table1TradeDate(trade),
    deliveryStartDate: current?.contract.deliveryStart ?? null,
    deliveryEndDate: current?.contract.deliveryEnd ?? null,
  };
}

/** Presets of Cancel Trade (Table 2), with the contract date the termination must not precede. */
export function table2CancellationPresets(trade: RemitTrade) {
  const contract = trade.latest.state.table === 'REMIT_TABLE_2' ? trade.latest.state.contract : null;
  return {
    ...presetsOf(trade, 'C'),
    lastContractDate: contract?.contractDate ?? null,
    deliveryStartDate: contract?.deliveryStart ?? null,
    deliveryEndDate: contract?.deliveryEnd ?? null,
  };
}
