import { apiPaths } from '@shared/api-paths';
import type {
  RemitPresets,
  RemitSubmitResponse,
  Table2ActionQuery,
  Table2CancellationPresets,
  Table2CancellationQuery,
  Table2ModifyBody,
  Table2ModifyPresets,
} from '@shared/contract/remit';
import { invalidatesTrade, remitBaseApi, remitTradeTag, withStatusText } from './remit-trade-tags';
import { scopeParams } from './organisation-scope';

export interface Table2TradeArgs extends Omit<Table2ActionQuery, 'organisationId'> {
  /** The selected organisation; null where none is selected. */
  organisationId: number | null;
}

export interface CancelTable2TradeArgs extends Table2TradeArgs {
  /** An ISO date that ignores the time-zone offset (yyyy-mm-dd). */
  terminationDate: Table2CancellationQuery['terminationDate'];
  /** The version the page was loaded from: a trade changed since answers 409. */
  expectedVersion: number;
}

export interface DeleteTable2TradeArgs extends Table2TradeArgs {
  expectedVersion: number;
}

export interface ModifyTable2TradeArgs extends Table2TradeArgs {
  body: Table2ModifyBody;
}

const actionParams = ({ historyId, organisationId }: Table2TradeArgs) => ({
  historyId,
  ...scopeParams(organisationId),
});

/** REMIT Table 2 cancel, delete and modify (market-reporting spec section 7). */
export const remitTable2Api = remitBaseApi.injectEndpoints({
  endpoints: (build) => ({
    loadTable2CancellationPresets: build.query<Table2CancellationPresets, Table2TradeArgs>({
      query: (args) => ({ url: apiPaths.remitTable2LoadPresetsCancellation, params: actionParams(args) }),
      transformErrorResponse: withStatusText,
      providesTags: (_result, _error, { historyId }) => [remitTradeTag(historyId)],
    }),
    loadTable2DeletionPresets: build.query<RemitPresets, Table2TradeArgs>({
      query: (args) => ({ url: apiPaths.remitTable2LoadPresetsDeletion, params: actionParams(args) }),
      transformErrorResponse: withStatusText,
      providesTags: (_result, _error, { historyId }) => [remitTradeTag(historyId)],
    }),
    /** The spec's call: the termination date travels in the query, with no body. */
    cancelTable2Trade: build.mutation<RemitSubmitResponse, CancelTable2TradeArgs>({
      query: ({ terminationDate, expectedVersion, ...args }) => ({
        url: apiPaths.remitTable2Cancellation,
        method: 'POST',
        params: { ...actionParams(args), terminationDate, expectedVersion },
      }),
      transformErrorResponse: withStatusText,
      invalidatesTags: invalidatesTrade,
    }),
    deleteTable2Trade: build.mutation<RemitSubmitResponse, DeleteTable2TradeArgs>({
      query: ({ expectedVersion, ...args }) => ({
        url: apiPaths.remitTable2Deletion,
        method: 'POST',
        params: { ...actionParams(args), expectedVersion },
      }),
      transformErrorResponse: withStatusText,
      invalidatesTags: invalidatesTrade,
    }),
    loadTable2ModifyPresets: build.query<Table2ModifyPresets, Table2TradeArgs>({
      query: (args) => ({ url: apiPaths.remitTable2LoadPresetsModify, params: actionParams(args) }),
      transformErrorResponse: withStatusText,
      providesTags: (_result, _error, { historyId }) => [remitTradeTag(historyId)],
    }),
    modifyTable2Trade: build.mutation<RemitSubmitResponse, ModifyTable2TradeArgs>({
      query: ({ body, ...args }) => ({
        url: apiPaths.remitTable2Modify,
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
  useLoadTable2CancellationPresetsQuery,
  useLoadTable2DeletionPresetsQuery,
  useCancelTable2TradeMutation,
  useDeleteTable2TradeMutation,
  useLoadTable2ModifyPresetsQuery,
  useModifyTable2TradeMutation,
} = remitTable2Api;
