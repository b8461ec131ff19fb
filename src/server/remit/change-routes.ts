import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RemitSubmitResponse } from '@shared/contract/remit';
import { organisationOf } from '../access/organisation-scope-hooks';
import { userOf } from '../access/require-user-hooks';
import type { RemitTradeDocumentType } from '../db/schema/reporting-kinds';
import { HttpError } from '../http/http-error';
import { StaleChangeError } from '../http/stale-change-error';
import { findRemitTrade, REMIT_TRADE_NOT_FOUND_MESSAGE, type RemitTrade, type ReportAction } from './remit-trade';
import { reportChange, type Change, type ChangeOutcome } from './report-change';

// The HTTP side of every REMIT action: the request's trade, actor, organisation and clock in, the
// domain's outcome out as a status.

type TradeRequest = FastifyRequest & { query: { historyId: number } };

/** The trade a preset call names, or 404. */
export async function tradeOf(
  app: FastifyInstance,
  request: TradeRequest,
  table: RemitTradeDocumentType,
): Promise<RemitTrade> {
  const organisation = organisationOf(request, REMIT_TRADE_NOT_FOUND_MESSAGE);
  const trade = await findRemitTrade(app.repos, organisation, request.query.historyId, table);
  if (!trade) throw new HttpError(404, REMIT_TRADE_NOT_FOUND_MESSAGE);
  return trade;
}

/** A reported or refused change answers 200 (the pages show the messages); stale 409; unknown 404. */
export function answerChange(outcome: ChangeOutcome): RemitSubmitResponse {
  switch (outcome.kind) {
    case 'reported':
      return {
        submitted: true,
        validationFailureMessages: [],
        version: outcome.version,
        actionType: outcome.actionType,
        dataStoreId: outcome.dataStoreId,
      };
    case 'refused':
      return {
        submitted: false,
        validationFailureMessages: outcome.messages,
        ...(outcome.fieldMessages ? { fieldValidationMessages: outcome.fieldMessages } : {}),
      };
    case 'stale':
      throw new StaleChangeError({ thing: 'trade', ...outcome.current });
    case 'invalid':
      throw new HttpError(400, 'Invalid request.', outcome.fieldErrors);
    case 'not-found':
      throw new HttpError(404, REMIT_TRADE_NOT_FOUND_MESSAGE);
  }
}

/** Reports the change the request asks for, made from the version its form was loaded from. */
export async function submitChange(
  app: FastifyInstance,
  request: TradeRequest,
  table: RemitTradeDocumentType,
  action: ReportAction,
  expectedVersion: number,
  change: Change,
): Promise<RemitSubmitResponse> {
  const user = userOf(request);
  const outcome = await reportChange({
    repos: app.repos,
    actor: { userId: user.id, username: user.username },
    organisation: organisationOf(request, REMIT_TRADE_NOT_FOUND_MESSAGE),
    now: app.now(),
    historyId: request.query.historyId,
    table,
    action,
    expectedVersion,
    change,
  });
  return answerChange(outcome);
}
