import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { apiPaths } from '@shared/api-paths';
import {
  remitPresetsSchema,
  remitRefusals,
  REMIT_TRADE_NOT_FOUND_MESSAGE,
  remitSubmitResponseSchema,
  table1ActionQuerySchema,
  table1CancellationBodySchema,
  table1CancellationPresetsSchema,
  table1DeletionQuerySchema,
  table1ModifyBodySchema,
  table1ModifyPresetsSchema,
  table1ValueSetsSchema,
  table2ActionQuerySchema,
  table2CancellationPresetsSchema,
  table2CancellationQuerySchema,
  table2DeletionQuerySchema,
  table2ModifyBodySchema,
  table2ModifyPresetsSchema,
  transactionSheetQuerySchema,
  transactionSheetSchema,
  type RemitSubmitResponse,
} from '@shared/contract/remit';
import { apiUrl } from '../api-url';
import { mockSession } from '../mock-session';
import {
  mockRemitTrades,
  mockTable1ModifySections,
  mockTable1Sheet,
  mockTable1ValueSets,
  mockTable2Sections,
  type MockRemitTrade,
} from '../remit-data';
import { notLoggedIn } from './not-logged-in';

function invalid(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
}

const notFound = () => HttpResponse.json({ errorMessage: REMIT_TRADE_NOT_FOUND_MESSAGE }, { status: 404 });
const searchOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The trade a call names, within its organisation: another organisation's is not found, as on the server. */
function tradeOf(request: Request, table: 1 | 2): MockRemitTrade | Response {
  if (!mockSession.account()) return notLoggedIn();
  const query = (table === 1 ? table1ActionQuerySchema : table2ActionQuerySchema).safeParse(searchOf(request));
  if (!query.success) return invalid(query.error);
  const trade = mockRemitTrades.find(
    (candidate) =>
      candidate.historyId === query.data.historyId &&
      candidate.organisationId === query.data.organisationId &&
      candidate.table === table,
  );
  return trade ?? notFound();
}

/** The server's rules: a cancelled trade takes only an error record, a deleted one nothing more. */
function refusalFor(trade: MockRemitTrade, action: 'C' | 'E' | 'M'): string | undefined {
  if (trade.actionType === 'E') return remitRefusals.deletedNothingMore;
  if (trade.actionType === 'C' && action !== 'E') return remitRefusals.cancelledOnlyError;
  return undefined;
}

const summary = (trade: MockRemitTrade) => ({
  historyId: trade.historyId,
  uti: trade.uti,
  latestVersion: trade.version,
  latestActionType: trade.actionType,
});

function presets(trade: MockRemitTrade, action: 'C' | 'E' | 'M') {
  const refusal = refusalFor(trade, action);
  return {
    submitEnabled: refusal === undefined,
    validationFailureMessages: refusal ? [refusal] : [],
    trade: summary(trade),
  };
}

function report(trade: MockRemitTrade, action: 'C' | 'E' | 'M'): RemitSubmitResponse {
  const refusal = refusalFor(trade, action);
  if (refusal) return { submitted: false, validationFailureMessages: [refusal] };
  trade.version += 1;
  trade.actionType = action;
  return {
    submitted: true,
    validationFailureMessages: [],
    version: trade.version,
    actionType: action,
    dataStoreId: 9000 + trade.version,
  };
}

const answer = (response: RemitSubmitResponse) => HttpResponse.json(remitSubmitResponseSchema.parse(response));

/** As the server words a stale submit: who changed the trade after the form was loaded. */
export const staleTradeMessage = (trade: MockRemitTrade) =>
  `This trade was changed after you opened it (now version ${trade.version}, by Nordwind Analyst on 2026-03-20 at 14:02 UTC). Reload to see the change.`;

/** A submit made from another version than the trade's latest: 409, as the server answers it. */
function staleOr(trade: MockRemitTrade, expectedVersion: number, fresh: () => Response): Response {
  if (expectedVersion === trade.version) return fresh();
  const message = staleTradeMessage(trade);
  return HttpResponse.json({ errorMessage: message, message }, { status: 409 });
}

function deletionOf(request: Request, trade: MockRemitTrade, table: 1 | 2): Response {
  const query = (table === 1 ? table1DeletionQuerySchema : table2DeletionQuerySchema).safeParse(searchOf(request));
  if (!query.success) return invalid(query.error);
  return staleOr(trade, query.data.expectedVersion, () => answer(report(trade, 'E')));
}

export const remitHandlers = [
  http.get(apiUrl(apiPaths.remitTransactionSheet), ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const query = transactionSheetQuerySchema.safeParse(searchOf(request));
    if (!query.success) return invalid(query.error);
    const trade = mockRemitTrades.find(
      (candidate) =>
        candidate.historyId === query.data.historyId && candidate.organisationId === query.data.organisationId,
    );
    if (!trade || trade.table !== 1) return notFound();
    return HttpResponse.json(
      transactionSheetSchema.parse({
        ...mockTable1Sheet,
        tradeActions: {
          cancelEnabled: refusalFor(trade, 'C') === undefined,
          deleteEnabled: refusalFor(trade, 'E') === undefined,
          modifyEnabled: refusalFor(trade, 'M') === undefined,
        },
      }),
    );
  }),

  http.get(apiUrl(apiPaths.remitTable1LoadPresetsCancellation), ({ request }) => {
    const trade = tradeOf(request, 1);
    if (trade instanceof Response) return trade;
    return HttpResponse.json(
      table1CancellationPresetsSchema.parse({
        ...presets(trade, 'C'),
        traderId: trade.traderId,
        lastTransactionTimeUtc: trade.lastTransactionTimeUtc,
        tradeDate: trade.lastTransactionTimeUtc.slice(0, 10),
        deliveryStartDate: trade.deliveryStartDate,
        deliveryEndDate: trade.deliveryEndDate,
      }),
    );
  }),
  http.get(apiUrl(apiPaths.remitTable1LoadPresetsDeletion), ({ request }) => {
    const trade = tradeOf(request, 1);
    if (trade instanceof Response) return trade;
    return HttpResponse.json(remitPresetsSchema.parse(presets(trade, 'E')));
  }),
  http.post(apiUrl(apiPaths.remitTable1Cancellation), async ({ request }) => {
    const trade = tradeOf(request, 1);
    if (trade instanceof Response) return trade;
    const body = table1CancellationBodySchema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    return staleOr(trade, body.data.expectedVersion, () => {
      if (body.data.terminationDate > trade.deliveryEndDate) {
        return answer({
          submitted: false,
          validationFailureMessages: [remitRefusals.terminationAfterDeliveryEnd(trade.deliveryEndDate)],
        });
      }
      return answer(report(trade, 'C'));
    });
  }),
  http.post(apiUrl(apiPaths.remitTable1Deletion), ({ request }) => {
    const trade = tradeOf(request, 1);
    if (trade instanceof Response) return trade;
    return deletionOf(request, trade, 1);
  }),

  http.get(apiUrl(apiPaths.remitTable1LoadPresetsModify), ({ request }) => {
    const trade = tradeOf(request, 1);
    if (trade instanceof Response) return trade;
    return HttpResponse.json(table1ModifyPresetsSchema.parse({ ...presets(trade, 'M'), ...mockTable1ModifySections }));
  }),
  http.get(apiUrl(apiPaths.remitTable1LoadValueSetsModify), ({ request }) => {
    const trade = tradeOf(request, 1);
    if (trade instanceof Response) return trade;
    return HttpResponse.json(table1ValueSetsSchema.parse(mockTable1ValueSets));
  }),
  http.post(apiUrl(apiPaths.remitTable1Modify), async ({ request }) => {
    const trade = tradeOf(request, 1);
    if (trade instanceof Response) return trade;
    const body = table1ModifyBodySchema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    // Field-level messages keyed as the spec lists them: a profile ending before it starts.
    const fieldValidationMessages: Record<string, string> = {};
    body.data.deliveryProfiles?.forEach((profile, index) => {
      if (profile.endTime <= profile.startTime)
        fieldValidationMessages[`startTime${index + 1}`] = 'The start time must be before the end time.';
    });
    if (Object.keys(fieldValidationMessages).length > 0) {
      return answer({ submitted: false, validationFailureMessages: [], fieldValidationMessages });
    }
    return staleOr(trade, body.data.expectedVersion, () => answer(report(trade, 'M')));
  }),

  http.get(apiUrl(apiPaths.remitTable2LoadPresetsCancellation), ({ request }) => {
    const trade = tradeOf(request, 2);
    if (trade instanceof Response) return trade;
    return HttpResponse.json(
      table2CancellationPresetsSchema.parse({
        ...presets(trade, 'C'),
        lastContractDate: trade.lastContractDate,
        deliveryStartDate: trade.deliveryStartDate,
        deliveryEndDate: trade.deliveryEndDate,
      }),
    );
  }),
  http.get(apiUrl(apiPaths.remitTable2LoadPresetsDeletion), ({ request }) => {
    const trade = tradeOf(request, 2);
    if (trade instanceof Response) return trade;
    return HttpResponse.json(remitPresetsSchema.parse(presets(trade, 'E')));
  }),
  http.post(apiUrl(apiPaths.remitTable2Cancellation), ({ request }) => {
    const trade = tradeOf(request, 2);
    if (trade instanceof Response) return trade;
    const query = table2CancellationQuerySchema.safeParse(searchOf(request));
    if (!query.success) return invalid(query.error);
    return staleOr(trade, query.data.expectedVersion, () => {
      if (query.data.terminationDate < trade.lastContractDate) {
        return answer({
          submitted: false,
          validationFailureMessages: [remitRefusals.terminationBeforeContractDate(trade.lastContractDate)],
        });
      }
      if (query.data.terminationDate > trade.deliveryEndDate) {
        return answer({
          submitted: false,
          validationFailureMessages: [remitRefusals.terminationAfterDeliveryEnd(trade.deliveryEndDate)],
        });
      }
      return answer(report(trade, 'C'));
    });
  }),
  http.get(apiUrl(apiPaths.remitTable2LoadPresetsModify), ({ request }) => {
    const trade = tradeOf(request, 2);
    if (trade instanceof Response) return trade;
    return HttpResponse.json(
      table2ModifyPresetsSchema.parse({
        ...presets(trade, 'M'),
        ...mockTable2Sections,
        references: { ...mockTable2Sections.references, lastContractDate: trade.lastContractDate },
      }),
    );
  }),
  http.post(apiUrl(apiPaths.remitTable2Modify), async ({ request }) => {
    const trade = tradeOf(request, 2);
    if (trade instanceof Response) return trade;
    const body = table2ModifyBodySchema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    return staleOr(trade, body.data.expectedVersion, () => {
      if (body.data.contractDate < trade.lastContractDate) {
        return answer({
          submitted: false,
          validationFailureMessages: [remitRefusals.contractDateBeforeLast(trade.lastContractDate)],
        });
      }
      return answer(report(trade, 'M'));
    });
  }),
  http.post(apiUrl(apiPaths.remitTable2Deletion), ({ request }) => {
    const trade = tradeOf(request, 2);
    if (trade instanceof Response) return trade;
    return deletionOf(request, trade, 2);
  }),
];
