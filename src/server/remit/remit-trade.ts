import { remitRefusals } from '@shared/contract/remit-constants';
import { lifecycleRefusal, tradeActions } from '@shared/contract/remit-lifecycle';
import { mayAct, type OrganisationStanding } from '../access/organisation-standing';
import type { RemitActionType, RemitTradeDocumentType } from '../db/schema/reporting-kinds';
import type { ReportingRecordRow, ReportingRepository } from '../reporting/repository';
import type { RemitRepository, RemitVersionRow } from './repository';
import type { MasterDataRepository } from '../master-data/repository';
import { storedTradeState, type RemitTradeState } from './trade-state';

export { REMIT_TRADE_NOT_FOUND_MESSAGE } from '@shared/contract/remit-constants';

/** The stores REMIT reads and writes; `transaction` binds them to one unit of work. */
export interface RemitStores {
  reporting: ReportingRepository;
  remit: RemitRepository;
  masterData: MasterDataRepository;
  transaction<T>(work: (stores: RemitStores) => Promise<T>): Promise<T>;
}

/** A version of a trade with its state read as the table's. */
export type RemitVersion = Omit<RemitVersionRow, 'trade'> & { state: RemitTradeState };

/** A REMIT trade as the actions see it: the record and its versions, the latest one's state current. */
export interface RemitTrade {
  organisation: OrganisationStanding;
  record: ReportingRecordRow;
  versions: RemitVersion[];
  latest: RemitVersion;
}

export type ReportAction = Exclude<RemitActionType, 'N'>;

export function versionOf(row: RemitVersionRow, table: RemitTradeDocumentType): RemitVersion {
  const { trade, ...rest } = row;
  const state = storedTradeState(trade, table);
  if (!state) throw new Error(`REMIT version ${row.version} has no stored trade state`);
  return { ...rest, state };
}

/**
 * The trade named by historyId within the organisation and of the page's table; null when unknown, of
 * another table or of another organisation alike, so a caller learns nothing about other ids.
 */
export async function findRemitTrade(
  repos: RemitStores,
  organisation: OrganisationStanding,
  historyId: number,
  table: RemitTradeDocumentType,
): Promise<RemitTrade | null> {
  const record = await repos.reporting.findRecord(organisation.id, historyId);
  if (!record || record.documentType !== table) return null;
  const versions = (await repos.remit.listVersions(record.id)).map((row) => versionOf(row, table));
  const latest = versions.at(-1);
  return latest ? { organisation, record, versions, latest } : null;
}

/** Why the action may not be reported now, from the lifecycle and the standing; empty when allowed. */
export function actionRefusals(trade: RemitTrade, action: ReportAction): string[] {
  const refusals: string[] = [];
  const lifecycle = lifecycleRefusal(action, trade.latest.actionType);
  if (lifecycle) refusals.push(lifecycle);
  if (!mayAct(trade.organisation)) refusals.push(remitRefusals.notAMember);
  return refusals;
}

/**
 * Which of Cancel, Delete and Modify may be reported now, as each page's presets would answer
 * (submitEnabled): the trade's sheet offers only those, as its finder row does.
 */
export const tradeActionsOf = (trade: RemitTrade) => tradeActions(trade.latest.actionType, mayAct(trade.organisation));

export const tradeSummary = (trade: RemitTrade) => ({
  historyId: trade.record.id,
  uti: trade.record.externalId,
  latestVersion: trade.latest.version,
  latestActionType: trade.latest.actionType,
});

/** What every preset call answers besides its own fields. */
export function presetsOf(trade: RemitTrade, action: ReportAction) {
  const validationFailureMessages = actionRefusals(trade, action);
  return {
    submitEnabled: validationFailureMessages.length === 0,
    validationFailureMessages,
    trade: tradeSummary(trade),
  };
}
