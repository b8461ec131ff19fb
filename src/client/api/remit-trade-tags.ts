import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';
import { statusTextOf } from './reason-phrases';

/**
 * The REMIT families share one tag per reported trade (its historyId): the sheet and every page's
 * presets provide it, and each accepted action invalidates it, so everything showing that trade
 * reloads its new version.
 */
export const remitBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['RemitTrade'] });

export const remitTradeTag = (historyId: number) => ({ type: 'RemitTrade' as const, id: historyId });

/**
 * An accepted action changes the trade: its sheet and every page's presets reload, and so do the
 * problem-solving queue and the menu's count of it (a corrected report leaves the queue), and its
 * audit trail (the action's events and its report's XML).
 */
export const invalidatesTrade = (
  result: { submitted: boolean } | undefined,
  _error: unknown,
  { historyId }: { historyId: number },
) => (result?.submitted ? [remitTradeTag(historyId), 'Problems' as const, 'AuditTrail' as const] : []);

/**
 * The trade pages show a failure's status text as its summary, which fetchBaseQuery's error lacks; over
 * HTTP/2, which has none, the status's standard phrase ('Unauthorized', as the spec shows a 401).
 */
export const withStatusText = (error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined) => ({
  ...error,
  statusText: statusTextOf(meta?.response),
});
