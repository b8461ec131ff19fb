import { apiPaths } from '@shared/api-paths';
import type {
  RemitPresets,
  RemitSubmitResponse,
  Table1ActionQuery,
  Table1CancellationBody,
  Table1CancellationPresets,
  Table1ModifyBody,
  Table1ModifyPresets,
  Table1ValueSets,
} from '@shared/contract/remit';
import { invalidatesTrade, remitBaseApi, remitTradeTag, withStatusText } from './remit-trade-tags';
import { scopeParams } from './organisation-scope';

export interface Table1TradeArgs extends Omit<Table1ActionQuery, 'organisationId' | 'recordType'> {
  /** The selected organisation; null where none is selected. */
  organisationId: number | null;
  /** As the page's URL has it: the server refuses one it does not know, with a message the page shows. */
  recordType?: string | undefined;
}

export interface CancelTable1TradeArgs extends Table1TradeArgs {
  body: Table1CancellationBody;
}

export interface DeleteTable1TradeArgs extends Table1TradeArgs {
  /** The version the page was loaded from: a trade changed since answers 409. */
  expectedVersion: number;
}

export interface ModifyTable1TradeArgs extends Omit<Table1TradeArgs, 'recordType'> {
  body: Table1ModifyBody;
}

const actionParams = ({ recordType, historyId, organisationId }: Table1TradeArgs) => ({
  historyId,
  ...(recordType ? { recordType } : {}),
  ...scopeParams(organisationId),
});

/** REMIT Table 1 cancel, delete and modify (market-reporting spec section 7). */
export const remitTable1Api = remitBaseApi.injectEndpoints({
  endpoints: (build) => ({
    loadTable1CancellationPresets: build.query<Table1CancellationPresets, Table1TradeArgs>({
      query: (args) => ({ url: apiPaths.remitTable1LoadPresetsCancellation, params: actionParams(args) }),
      transformErrorResponse: withStatusText,
      providesTags: (_result, _error, { historyId }) => [remitTradeTag(historyId)],
    }),
    loadTable1DeletionPresets: build.query<RemitPresets, Table1TradeArgs>({
      query: (args) => ({ url: apiPaths.remitTable1LoadPresetsDeletion, params: actionParams(args) }),
      transformErrorResponse: withStatusText,
      providesTags: (_result, _error, { historyId }) => [remitTradeTag(historyId)],
    }),
    cancelTable1Trade: build.mutation<RemitSubmitResponse, CancelTable1TradeArgs>({
      query: ({ body, ...args }) => ({
        url: apiPaths.remitTable1Cancellation,
        method: 'POST',
        params: actionParams(args),
        body,
      }),
      transformErrorResponse: withStatusText,
      invalidatesTags: invalidatesTrade,
    }),
    deleteTable1Trade: build.mutation<RemitSubmitResponse, DeleteTable1TradeArgs>({
      query: ({ expectedVersion, ...args }) => ({
        url: apiPaths.remitTable1Deletion,
        method: 'POST',
        params: { ...actionParams(args), expectedVersion },
      }),
      transformErrorResponse: withStatusText,
      invalidatesTags: invalidatesTrade,
    }),
    loadTable1ModifyPresets: build.query<Table1ModifyPresets, Omit<Table1TradeArgs, 'recordType'>>({
      query: (args) => ({ url: apiPaths.remitTable1LoadPresetsModify, params: actionParams(args) }),
      transformErrorResponse: withStatusText,
      providesTags: (_result, _error, { historyId }) => [remitTradeTag(historyId)],
    }),
    loadTable1ModifyValueSets: build.query<Table1ValueSets, Omit<Table1TradeArgs, 'recordType'>>({
      query: (args) => ({ url: apiPaths.remitTable1LoadValueSetsModify, params: actionParams(args) }),
      transformErrorResponse: withStatusText,
      // The lists offer the organisation's master data (delivery points, index names): a retired or
      // renamed code must not stay on offer after the change.
      providesTags: ['MasterData'],
    }),
    modifyTable1Trade: build.mutation<RemitSubmitResponse, ModifyTable1TradeArgs>({
      query: ({ body, ...args }) => ({
        url: apiPaths.remitTable1Modify,
        method: 'POST',
        params: actionParams(args),
        body,
      }),
      transformErrorResponse: withStatusText,
      invalidatesTags: invalidatesTrade,
    }),
  }),
});

export const {
  useLoadTable1CancellationPresetsQuery,
  useLoadTable1DeletionPresetsQuery,
  useCancelTable1TradeMutation,
  useDeleteTable1TradeMutation,
  useLoadTable1ModifyPresetsQuery,
  useLoadTable1ModifyValueSetsQuery,
  useModifyTable1TradeMutation,
} = remitTable1Api;
