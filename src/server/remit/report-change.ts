import { quotedTrailText } from '@shared/contract/audit-trail-links';
import { remitRefusals } from '@shared/contract/remit-constants';
import type { OrganisationStanding } from '../access/organisation-standing';
import type { RemitTradeDocumentType, ReportingRecordState } from '../db/schema/reporting-kinds';
import { acerSchemaMessages } from '../reporting/acer-schemas';
import {
  actionRefusals,
  findRemitTrade,
  versionOf,
  type RemitStores,
  type RemitTrade,
  type RemitVersion,
  type ReportAction,
} from './remit-trade';
import { counterpartyEicOf, remitFinderAttributes, tradeStateXml, type RemitTradeState } from './trade-state';

/** Who asks for a change. */
export interface Actor {
  userId: number;
  username: string;
}

/** A change's verdict on the trade it starts from: the next version's state, or why not. */
export type Refusal = { refused: string[]; fieldMessages?: Record<string, string> };
/** `now` is the request's clock: what the user reports cannot have happened after it. */
export type Change = ((trade: RemitTrade, from: RemitVersion, now: Date) => RemitTradeState | Refusal) & {
  /** What the user asked for beyond the action, for the trail (the date an early termination is on). */
  requested?: (from: RemitVersion) => string;
  /**
   * A check asked again in the unit of work that stores the version, once the record is locked: of
   * what the change names that others may change meanwhile (a delivery point's master data). A message
   * on any field refuses the request as invalid, and nothing is stored.
   */
  confirmLocked?: (stores: RemitStores, trade: RemitTrade) => Promise<Record<string, string[]>>;
};

export interface ChangeRequest {
  repos: RemitStores;
  actor: Actor;
  organisation: OrganisationStanding;
  now: Date;
  historyId: number;
  table: RemitTradeDocumentType;
  action: ReportAction;
  /** The version the user's form was loaded from. */
  expectedVersion: number;
  change: Change;
}

export type ChangeOutcome =
  | { kind: 'reported'; version: number; actionType: ReportAction; dataStoreId: number }
  | { kind: 'refused'; messages: string[]; fieldMessages?: Record<string, string> }
  | { kind: 'stale'; current: { version: number; by: string; at: Date } }
  /** The request names what may not be named (an input error, as the contract's are: 400). */
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'not-found' };

/** Versions from trade capture and the seeded history have no user: the system reported them. */
const REPORTED_BY_SYSTEM = 'the reporting system';

const schemaName: Record<RemitTradeDocumentType, string> = {
  REMIT_TABLE_1: 'REMITTable1_V3',
  REMIT_TABLE_2: 'REMITTable2_V1',
};
const actionText: Record<ReportAction, string> = {
  M: 'Modification report (action type M)',
  C: 'Cancellation report (action type C, early termination)',
  E: 'Error report (action type E, logical delete)',
};
const requestText: Record<ReportAction, string> = {
  M: 'modification',
  C: 'early termination',
  E: 'trade booked in error',
};
const stateAfter: Record<ReportAction, ReportingRecordState> = { M: 'VALIDATED', C: 'CANCELLED', E: 'DELETED' };

const isRefusal = (value: RemitTradeState | Refusal): value is Refusal => 'refused' in value;

/**
 * The answer to a request made from an older version than the latest: the success it already had
 * when it is the same request again (a retry or a double click: the next version is this user's,
 * of this action, the very report this request builds, and asked for the same beyond it, such as a
 * Table 2 termination day its report does not carry), else stale.
 */
function replayOrStale(request: ChangeRequest, trade: RemitTrade, latest: RemitVersion): ChangeOutcome {
  const from = trade.versions.find((version) => version.version === request.expectedVersion);
  if (
    from &&
    latest.version === from.version + 1 &&
    latest.reportedBy === request.actor.userId &&
    latest.actionType === request.action
  ) {
    const again = request.change(trade, from, request.now);
    // A version stored before what was asked was kept (migration 0022) is judged by its report alone.
    const sameRequest = latest.requested === null || (request.change.requested?.(from) ?? null) === latest.requested;
    if (!isRefusal(again) && sameRequest && tradeStateXml(again) === tradeStateXml(latest.state))
      return { kind: 'reported', version: latest.version, actionType: request.action, dataStoreId: latest.documentId };
  }
  return {
    kind: 'stale',
    current: { version: latest.version, by: latest.reportedByName ?? REPORTED_BY_SYSTEM, at: latest.reportedAt },
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null;) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Reports a new version of a trade, exactly once. The request names the version its form was loaded
 * from; a trade changed since answers stale (409) unless this is the same request again. Otherwise
 * the rules refuse or the change builds the next state, whose report must validate against ACER's
 * schema; then one unit of work locks the record, checks the version once more (a concurrent request
 * waits for the lock and then sees the new version), stores the XML, the version with its state, the
 * record's finder fields derived from that state, and three trail events.
 */
export async function reportChange(request: ChangeRequest): Promise<ChangeOutcome> {
  const { repos, organisation, historyId, table, action, expectedVersion } = request;
  const trade = await findRemitTrade(repos, organisation, historyId, table);
  if (!trade) return { kind: 'not-found' };
  if (trade.latest.version !== expectedVersion) return replayOrStale(request, trade, trade.latest);
  const refusals = actionRefusals(trade, action);
  if (refusals.length > 0) return { kind: 'refused', messages: refusals };
  const next = request.change(trade, trade.latest, request.now);
  if (isRefusal(next))
    return {
      kind: 'refused',
      messages: next.refused,
      ...(next.fieldMessages ? { fieldMessages: next.fieldMessages } : {}),
    };
  const xml = tradeStateXml(next);
  const schemaMessages = await acerSchemaMessages(table, xml);
  if (schemaMessages.length > 0) return { kind: 'refused', messages: [remitRefusals.xmlInvalid, ...schemaMessages] };

  try {
    return await repos.transaction((tx) => store(tx, request, trade, next, xml));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const now = await findRemitTrade(repos, organisation, historyId, table);
    return now ? replayOrStale(request, now, now.latest) : { kind: 'not-found' };
  }
}

async function store(
  tx: RemitStores,
  request: ChangeRequest,
  trade: RemitTrade,
  next: RemitTradeState,
  xml: string,
): Promise<ChangeOutcome> {
  const { actor, organisation, action, now, table } = request;
  const record = await tx.remit.lockRecord(organisation.id, trade.record.id);
  if (!record) return { kind: 'not-found' };
  const latestRow = await tx.remit.latestVersion(record.id);
  if (!latestRow) return { kind: 'not-found' };
  const latest = versionOf(latestRow, table);
  if (latest.version !== trade.latest.version)
    return replayOrStale(request, { ...trade, versions: [...trade.versions, latest], latest }, latest);
  const fieldErrors = (await request.change.confirmLocked?.(tx, trade)) ?? {};
  if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fieldErrors };

  const version = latest.version + 1;
  const requested = request.change.requested?.(latest);
  const otherEic = counterpartyEicOf(next);
  const counterparty =
    otherEic === counterpartyEicOf(latest.state) && typeof record.attributes.counterparty === 'string'
      ? record.attributes.counterparty
      : ((await tx.remit.organisationNameByEic(otherEic)) ?? otherEic);
  const dataStoreId = await tx.remit.insertVersion({
    organisationId: organisation.id,
    recordId: record.id,
    version,
    actionType: action,
    fileName: `${record.externalId}_v${version}_${action}.xml`,
    xml,
    trade: next as unknown as Record<string, unknown>,
    reportedBy: actor.userId,
    reportedAt: now,
    requested: requested ?? null,
    recordState: stateAfter[action],
    attributes: remitFinderAttributes(next, record.externalId, counterparty, {
      versions: version,
      actionTypes: [...trade.versions.map((candidate) => candidate.actionType), action],
    }),
  });
  await tx.reporting.appendEvents(record.id, [
    {
      occurredAt: now,
      severity: 'INFO',
      source: 'User',
      // The user's words link no document (a user name cannot hold a link's form; the rule is one all the same).
      text: quotedTrailText(
        `Lifecycle event requested by ${actor.username}: ${requestText[action]}${requested ? ` ${requested}` : ''}`,
      ),
      messagingDetail: false,
      processingDetail: false,
    },
    {
      occurredAt: now,
      severity: 'INFO',
      source: 'Validation',
      text: `Record validated against ${schemaName[table]}.xsd`,
      messagingDetail: false,
      processingDetail: true,
    },
    {
      occurredAt: now,
      severity: 'INFO',
      source: 'Reporting',
      text: `${actionText[action]} created, version ${version}, link:dataStoreId=${dataStoreId}`,
      messagingDetail: false,
      processingDetail: false,
    },
  ]);
  return { kind: 'reported', version, actionType: action, dataStoreId };
}
