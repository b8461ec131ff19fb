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
const refusalsOf = (lastTransactionTime: string, transactionTimeUtc: string) => {
  const outcome = cancelTable1({ transactionTimeUtc, terminationDate: '2026-12-01', traderId: 'T' })(
    {} as RemitTrade,
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

  it('says to correct the last report first when that one is dated in the future, as no time could pass both rules', () => {
    expect(refusalsOf('2199-01-01T00:00:00Z', '2199-06-01T00:00:00')).toEqual([
      remitRefusals.lastEventInFuture('2199-01-01T00:00:00Z'),
    ]);
  });
});
