import { apiPaths } from '@shared/api-paths';
import type { TransactionSheet, TransactionSheetQuery } from '@shared/contract/remit';
import { scopeParams } from './organisation-scope';
import { remitBaseApi, remitTradeTag } from './remit-trade-tags';

export interface TransactionSheetArgs extends Omit<TransactionSheetQuery, 'organisationId' | 'recordType'> {
  /** The selected organisation; null where none is selected. */
  organisationId: number | null;
  /** As the page's URL has it: the server refuses one it does not know, with a message the sheet shows. */
  recordType?: string | undefined;
}

/** Trade sheets of market-reporting records (market-reporting spec sections 2 and 7). */
export const transactionSheetApi = remitBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactionSheet: build.query<TransactionSheet, TransactionSheetArgs>({
      query: ({ organisationId, recordType, ...query }) => ({
        url: apiPaths.remitTransactionSheet,
        params: { ...query, ...(recordType ? { recordType } : {}), ...scopeParams(organisationId) },
      }),
      providesTags: (_result, _error, { historyId }) => [remitTradeTag(historyId)],
    }),
  }),
});

export const { useGetTransactionSheetQuery } = transactionSheetApi;
