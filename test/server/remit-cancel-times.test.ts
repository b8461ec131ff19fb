import { cancelTable1 } from '@server/remit/cancel';
import type { RemitTrade, RemitVersion } from '@server/remit/remit-trade';
import { remitRefusals } from '@shared/contract/remit-constants';

// Only what the cancel rule reads of the version it starts from: the last transaction time and the delivery end.
const from = (lastTransactionTime: string) =>
  ({
    state: {
      table: 'REMIT_TABLE_1',
      reportingEntityEic: '11XNORDWIND-EH-G',
      trade: { transactionTime: lastTransactionTime, contract: { deliveryEnd: '2026-12-31' } },
    },
  }) as unknown as RemitVersion;
const now = new Date('2026-11-29T08:00:00Z');
/** A trade first reported at `firstTransactionTime`, last at `lastTransactionTime`. */
const tradeOf = (firstTransactionTime: string, lastTransactionTime: string) =>
  ({ versions: [from(firstTransactionTime), from(lastTransactionTime)] }) as unknown as RemitTrade;
const refusalsOf = (lastTransactionTime: string, transactionTimeUtc: string, terminationDate = '2026-12-01') => {
  const outcome = cancelTable1({ transactionTimeUtc, terminationDate, traderId: 'T' })(
    tradeOf('2026-03-02T00:30:00+01:00', lastTransactionTime),
    from(lastTransactionTime),
    now,
  );
  return 'refused' in outcome ? outcome.refused : [];
};

describe('the transaction time of a Table 1 cancellation', () => {
  it('must be after the last reported event and not in the future', () => {
    expect(refusalsOf('2026-11-20T10:00:00Z', '2026-11-20T09:00:00')).toEqual([
      remitRefusals.transactionTimeNotAfterLast('2026-11-20T10:00:00Z'),
    ]);
    expect(refusalsOf('2026-11-20T10:00:00Z', '2026-11-30T09:00:00')).toEqual([remitRefusals.transactionTimeInFuture]);
  });

  it('names the last event in UTC, as the form asks for the time, also when its report kept an offset', () => {
    expect(refusalsOf('2026-11-20T11:00:00+01:00', '2026-11-20T09:00:00')).toEqual([
      remitRefusals.transactionTimeNotAfterLast('2026-11-20T10:00:00Z'),
    ]);
  });

  it('names it day first as the form shows dates, with its year whole, not in ISO', () => {
    expect(refusalsOf('2026-11-20T11:00:00+01:00', '2026-11-20T09:00:00')).toEqual([
      'The transaction time must be after the last reported trade event (20/11/2026 10:00:00 UTC).',
    ]);
    expect(refusalsOf('2026-11-20T10:00:00Z', '2026-11-21T09:00:00', '2027-01-01')).toEqual([
      'The termination date must not be after the delivery end (31/12/2026).',
    ]);
  });

  it('says to correct the last report first when that one is dated in the future, as no time could pass both rules', () => {
    expect(refusalsOf('2199-01-01T00:00:00Z', '2199-06-01T00:00:00')).toEqual([
      remitRefusals.lastEventInFuture('2199-01-01T00:00:00Z'),
    ]);
  });
});

describe('the termination date of a Table 1 cancellation', () => {
  // First reported at 00:30 on 2 March in Central European Time: concluded on 1 March, UTC.
  it('may be the UTC day the trade was concluded, not the day before', () => {
    expect(refusalsOf('2026-11-20T10:00:00Z', '2026-11-21T09:00:00', '2026-03-01')).toEqual([]);
    expect(refusalsOf('2026-11-20T10:00:00Z', '2026-11-21T09:00:00', '2026-02-28')).toEqual([
      remitRefusals.terminationBeforeTradeDate('2026-03-01'),
    ]);
  });
});
