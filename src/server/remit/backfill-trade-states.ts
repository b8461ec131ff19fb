import { remitTradeDocumentTypes, type RemitTradeDocumentType } from '../db/schema/reporting-kinds';
import { findRemitTrade, type RemitStores } from './remit-trade';
import {
  counterpartyEicOf,
  remitFinderAttributes,
  table1State,
  table2State,
  type RemitTradeState,
} from './trade-state';
import { readRemitTable1Xml, readRemitTable2Xml, table1ReportOf } from './xml-read';

const isTradeTable = (documentType: string): documentType is RemitTradeDocumentType =>
  (remitTradeDocumentTypes as readonly string[]).includes(documentType);

function stateFromReport(table: RemitTradeDocumentType, xml: string): RemitTradeState {
  if (table === 'REMIT_TABLE_1') {
    const { reportingEntityEic, trade } = readRemitTable1Xml(xml);
    return table1State(reportingEntityEic, table1ReportOf(trade));
  }
  const { reportingEntityEic, contract } = readRemitTable2Xml(xml);
  return table2State(reportingEntityEic, contract);
}

/**
 * Databases made before migration 0008 hold REMIT versions without their state: each is read once
 * from the report that was sent, and each such trade's finder row derived again from its latest
 * state, in the transaction that fills the trade's last missing version, so a start that stops half
 * way leaves no trade with its states filled and its finder row old. Afterwards nothing reads a
 * report back. Returns how many versions were filled in.
 */
export async function backfillRemitTradeStates(repos: RemitStores, batchSize = 500): Promise<number> {
  let filled = 0;
  for (;;) {
    const missing = await repos.remit.versionsWithoutState(batchSize);
    if (missing.length === 0) break;
    await repos.transaction(async (tx) => {
      const records = new Set<number>();
      for (const version of missing) {
        if (!isTradeTable(version.documentType) || version.xml === null)
          throw new Error(`REMIT version ${version.id} has no report`);
        await tx.remit.setVersionState(
          version.id,
          stateFromReport(version.documentType, version.xml) as unknown as Record<string, unknown>,
        );
        records.add(version.recordId);
      }
      // A trade whose versions run on into the next batch is derived there, with all of them.
      for (const recordId of records)
        if (!(await tx.remit.hasVersionsWithoutState(recordId))) await deriveFinderRow(tx, recordId);
    });
    filled += missing.length;
  }
  return filled;
}

async function deriveFinderRow(repos: RemitStores, recordId: number): Promise<void> {
  const record = await repos.remit.findRecord(recordId);
  if (!record || !isTradeTable(record.documentType)) return;
  const trade = await findRemitTrade(
    repos,
    { id: record.organisationId, standing: 'member' },
    recordId,
    record.documentType,
  );
  if (!trade) return;
  const counterparty =
    typeof record.attributes.counterparty === 'string'
      ? record.attributes.counterparty
      : counterpartyEicOf(trade.latest.state);
  await repos.remit.setFinderAttributes(
    recordId,
    remitFinderAttributes(trade.latest.state, record.externalId, counterparty, {
      versions: trade.versions.length,
      actionTypes: trade.versions.map((version) => version.actionType),
    }),
  );
}
