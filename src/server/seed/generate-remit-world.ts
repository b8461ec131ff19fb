import { buildReceiptPdf, buildReceiptText, type Receipt } from '../documents/receipt-document';
import { buildRemitTable1Xml } from '../remit/table1-xml';
import { buildRemitTable2Xml } from '../remit/table2-xml';
import {
  remitFinderAttributes,
  table1State,
  table2State,
  tradeStateXml,
  type RemitTradeState,
} from '../remit/trade-state';
import {
  planTable1Trade,
  planTable2Contract,
  table1Version,
  table2Version,
  type PlannedTrade,
  type PlannedVersion,
  type TradeParty,
} from './generate-remit-trades';
import type { ReportingWorldBuilder } from './reporting-world-builder';
import {
  pinnedReportingRecords,
  reportingMechanisms,
  type RejectionReason,
  type ReportingParty,
} from './reporting-world-parties';
import { compactDate, isoDateTime, plus, weeklyFileTime, WORLD_WEEKS } from './reporting-world-time';
import type { SeededRandom } from './seeded-random';

export interface RemitWorldInput {
  builder: ReportingWorldBuilder;
  random: SeededRandom;
  party: ReportingParty;
  organisation: TradeParty & { id: number };
  counterparties: readonly TradeParty[];
  nextRecordId: () => number;
  table1Trades: number;
  table2Contracts: number;
}

interface SentVersion {
  trade: PlannedTrade;
  index: number;
  xmlDocumentId: number;
}

const tradeSystem = 'Endur trade capture';

/**
 * REMIT Table 1 trades and Table 2 contracts of one organisation, every version with its XML, sent
 * in a weekly file per table (REMIT_FILE_OUT, itself an ACER document) and answered by a receipt
 * (REMIT_FILE_IN: the text file, and a PDF report when it carries rejections).
 */
export async function generateRemitWorld(input: RemitWorldInput): Promise<void> {
  const { builder, random, party, organisation } = input;
  const pinned = pinnedReportingRecords.filter((record) => record.organisationEic === organisation.eicCode);
  const trades: PlannedTrade[] = [];
  const counterparty = () => random.pick(input.counterparties);
  let table1Number = 0;
  let table2Number = 0;
  const uti1 = () => `${party.prefix}-2026-${String((table1Number += 1) * 3 + 100).padStart(6, '0')}`;
  const uti2 = () => `${party.prefix}-T2-2026-${String((table2Number += 1) + 10).padStart(4, '0')}`;

  for (const record of pinned) {
    // Fixed early weeks, so the trail has its whole history (a rejection corrected, if pinned so, and
    // an amendment) and the record stays open for cancel, delete and modify.
    const week = record.documentType === 'REMIT_TABLE_1' ? 5 : 2;
    const pinning = record.firstReportRejected ? { firstReportRejected: record.firstReportRejected } : true;
    trades.push(
      record.documentType === 'REMIT_TABLE_1'
        ? planTable1Trade(random, party, organisation, counterparty(), record.id, record.externalId, week, pinning)
        : planTable2Contract(random, organisation, counterparty(), record.id, record.externalId, week, pinning),
    );
  }
  const pinnedIds = new Set(pinned.map((record) => record.externalId));
  for (let count = 0; count < input.table1Trades; count += 1) {
    let uti = uti1();
    while (pinnedIds.has(uti)) uti = uti1();
    trades.push(
      planTable1Trade(
        random,
        party,
        organisation,
        counterparty(),
        input.nextRecordId(),
        uti,
        random.int(0, WORLD_WEEKS - 1),
        false,
      ),
    );
  }
  for (let count = 0; count < input.table2Contracts; count += 1) {
    let uti = uti2();
    while (pinnedIds.has(uti)) uti = uti2();
    trades.push(
      planTable2Contract(
        random,
        organisation,
        counterparty(),
        input.nextRecordId(),
        uti,
        random.int(0, WORLD_WEEKS - 1),
        false,
      ),
    );
  }

  // Records and their version XML first; the weekly files after, once every version is known.
  const byWeek = new Map<string, SentVersion[]>();
  for (const trade of trades) {
    const first = trade.versions[0]!;
    const trail = builder.addRecord({
      id: trade.recordId,
      organisationId: organisation.id,
      documentType: trade.table,
      externalId: trade.uti,
      state: 'RECEIVED',
      createdAt: first.at,
    });
    trade.versions.forEach((version, index) => {
      const state = versionState(trade, index, organisation.eicCode);
      const xml = tradeStateXml(state);
      const xmlDocumentId = builder.addDocument({
        organisationId: organisation.id,
        recordId: trade.recordId,
        kind: 'xml',
        fileName: `${trade.uti}_v${index + 1}_${version.action}.xml`,
        content: xml,
        createdAt: plus(version.at, 3),
      });
      builder.addVersion({
        recordId: trade.recordId,
        version: index + 1,
        actionType: version.action,
        documentId: xmlDocumentId,
        reportedAt: weeklyFileTime(version.week),
        trade: state,
      });
      versionEvents(trail, trade, index, xmlDocumentId, input.counterparties);
      const key = `${trade.table}:${version.week}`;
      byWeek.set(key, [...(byWeek.get(key) ?? []), { trade, index, xmlDocumentId }]);
    });
  }

  const table1Label = { REMIT_TABLE_1: 'T1', REMIT_TABLE_2: 'T2' } as const;
  const weeks = [...byWeek.keys()].sort((a, b) => {
    const [tableA, weekA] = a.split(':');
    const [tableB, weekB] = b.split(':');
    return Number(weekA) - Number(weekB) || tableA!.localeCompare(tableB!);
  });
  for (const key of weeks) {
    const sent = byWeek.get(key)!;
    const [table, weekText] = key.split(':') as [PlannedTrade['table'], string];
    const week = Number(weekText);
    const sentAt = weeklyFileTime(week);
    const receivedAt = plus(sentAt, 40 * 60);
    const fileName = `${party.prefix}_REMIT_${table1Label[table]}_${compactDate(sentAt)}.xml`;
    const mechanism = random.pick(reportingMechanisms);

    const fileXml =
      table === 'REMIT_TABLE_1'
        ? buildRemitTable1Xml({
            reportingEntityEic: organisation.eicCode,
            trades: sent.map(({ trade, index }) =>
              table1Version(trade as Extract<PlannedTrade, { table: 'REMIT_TABLE_1' }>, index),
            ),
          })
        : buildRemitTable2Xml({
            reportingEntityEic: organisation.eicCode,
            contracts: sent.map(({ trade, index }) =>
              table2Version(trade as Extract<PlannedTrade, { table: 'REMIT_TABLE_2' }>, index),
            ),
          });
    const fileRecordId = input.nextRecordId();
    const fileTrail = builder.addRecord({
      id: fileRecordId,
      organisationId: organisation.id,
      documentType: 'REMIT_FILE_OUT',
      externalId: fileName,
      state: 'ACKNOWLEDGED',
      createdAt: plus(sentAt, -60),
      attributes: { fileName, recordCount: sent.length, reportingMechanism: mechanism },
    });
    const fileDocumentId = builder.addDocument({
      organisationId: organisation.id,
      recordId: fileRecordId,
      kind: 'xml',
      fileName,
      content: fileXml,
      createdAt: plus(sentAt, -60),
    });

    const receipt: Receipt = {
      receiptId: `RCPT-${compactDate(sentAt)}-${party.prefix}-${table1Label[table]}`,
      fileName,
      receivedAt: isoDateTime(receivedAt),
      reportingMechanism: mechanism,
      records: sent.map(({ trade, index }) => {
        const rejection = trade.versions[index]!.rejection;
        return {
          uti: trade.uti,
          status: rejection ? 'REJECTED' : 'ACCEPTED',
          ...(rejection ? { reason: rejection } : {}),
        };
      }),
    };
    const rejected = receipt.records.filter((record) => record.status === 'REJECTED').length;
    const receiptRecordId = input.nextRecordId();
    const receiptTrail = builder.addRecord({
      id: receiptRecordId,
      organisationId: organisation.id,
      documentType: 'REMIT_FILE_IN',
      externalId: `${receipt.receiptId}.txt`,
      state: 'ACKNOWLEDGED',
      createdAt: receivedAt,
      attributes: {
        fileName: `${receipt.receiptId}.txt`,
        inReplyTo: fileName,
        accepted: sent.length - rejected,
        rejected,
      },
    });
    const receiptTextId = builder.addDocument({
      organisationId: organisation.id,
      recordId: receiptRecordId,
      kind: 'txt',
      fileName: `${receipt.receiptId}.txt`,
      content: buildReceiptText(receipt),
      createdAt: receivedAt,
    });
    // A rejection report in PDF only when there is something to correct.
    const receiptPdfId = rejected
      ? builder.addDocument({
          organisationId: organisation.id,
          recordId: receiptRecordId,
          kind: 'pdf',
          fileName: `${receipt.receiptId}.pdf`,
          content: await buildReceiptPdf(receipt, receivedAt),
          createdAt: receivedAt,
        })
      : null;
    const pdfLink = receiptPdfId ? ` link:pdfDataStoreId=${receiptPdfId}` : '';

    fileTrail
      .add(
        plus(sentAt, -60),
        'INFO',
        'Reporting',
        `File ${fileName} created with ${sent.length} records, link:dataStoreId=${fileDocumentId}`,
      )
      .add(
        plus(sentAt, -59),
        'INFO',
        'Validation',
        `File validated against ${table === 'REMIT_TABLE_1' ? 'REMITTable1_V3' : 'REMITTable2_V1'}.xsd`,
        'processing',
      )
      .add(sentAt, 'INFO', 'RRM', `File sent to ${mechanism} over AS4`, 'messaging')
      .add(plus(sentAt, 2), 'INFO', 'RRM', `Transport acknowledgement received from ${mechanism}`, 'messaging')
      .add(
        receivedAt,
        rejected ? 'WARN' : 'INFO',
        'ACER',
        `Receipt ${receipt.receiptId}: ${sent.length - rejected} accepted, ${rejected} rejected, storeId=${receiptTextId}${pdfLink}`,
      );
    receiptTrail
      .add(
        receivedAt,
        'INFO',
        'RRM',
        `Receipt ${receipt.receiptId} received from ${mechanism}, storeId=${receiptTextId}`,
        'messaging',
      )
      .add(plus(receivedAt, 1), 'INFO', 'Processing', `Receipt matched to file ${fileName}`, 'processing')
      .add(
        plus(receivedAt, 2),
        rejected ? 'WARN' : 'INFO',
        'Processing',
        `${sent.length} record states updated, ${rejected} rejected${pdfLink}`,
      );

    for (const { trade, index } of sent) {
      const version = trade.versions[index]!;
      const trail = builder.trailOf(trade.recordId);
      trail.add(
        sentAt,
        'INFO',
        'RRM',
        `Sent to ${mechanism} in file ${fileName}, storeId=${fileDocumentId}`,
        'messaging',
      );
      if (version.rejection) {
        trail
          .add(
            receivedAt,
            'ERROR',
            'ACER',
            `Rejected by ACER: ${version.rejection}. Receipt ${receipt.receiptId}${pdfLink}`,
          )
          .add(
            plus(receivedAt, 5),
            'WARN',
            'Reporting',
            'Correction required: the record must be reported again with action type M',
          );
      } else {
        trail.add(
          receivedAt,
          'INFO',
          'ACER',
          `Accepted by ACER (action type ${version.action}). Receipt ${receipt.receiptId}, storeId=${receiptTextId}`,
        );
      }
    }
  }

  // The finder row follows the latest version's state, as every reported change keeps it.
  for (const trade of trades) {
    const last = trade.versions.at(-1)!;
    const other = trade.base.otherMarketParticipantEic;
    const counterparty = input.counterparties.find((candidate) => candidate.eicCode === other)?.displayName ?? other;
    builder.finishRecord(
      trade.recordId,
      last.rejection ? 'REJECTED' : 'ACKNOWLEDGED',
      plus(weeklyFileTime(last.week), 40 * 60),
      remitFinderAttributes(
        versionState(trade, trade.versions.length - 1, organisation.eicCode),
        trade.uti,
        counterparty,
        {
          versions: trade.versions.length,
          actionTypes: trade.versions.map((version) => version.action),
        },
      ),
    );
  }
}

/** The trade as its index-th version reports it. */
function versionState(trade: PlannedTrade, index: number, reportingEntityEic: string): RemitTradeState {
  return trade.table === 'REMIT_TABLE_1'
    ? table1State(reportingEntityEic, table1Version(trade, index))
    : table2State(reportingEntityEic, table2Version(trade, index));
}

/**
 * What the pre-send plausibility check says about a version the regulator will reject for a reason
 * a local check can see: a warning that does not stop the report (the desk may know better), so the
 * trail shows the warning first and then ACER's rejection. Other reasons (a duplicate UTI, a contract
 * the market place does not list) only the regulator can know.
 */
export function validationWarning(
  trade: PlannedTrade,
  index: number,
  counterparties: readonly TradeParty[],
): string | undefined {
  const rejection = trade.versions[index]!.rejection as RejectionReason | undefined;
  const other = trade.base.otherMarketParticipantEic;
  const otherName = counterparties.find((candidate) => candidate.eicCode === other)?.displayName ?? other;
  const contractId = trade.table === 'REMIT_TABLE_1' ? trade.base.contract.contractId : trade.base.contractId;
  switch (rejection) {
    case 'Field 8 (Other market participant): the ACER code is not registered':
      return `Other market participant ${otherName} (${other}) has no ACER code in the contact directory; reported with its EIC code`;
    case 'Field 30 (Price): the price is outside the expected range for the contract': {
      const shown = (() => {
        if (trade.table === 'REMIT_TABLE_1')
          return `${table1Version(trade, index).price.toFixed(2)} ${trade.base.currency}`;
        const price = table2Version(trade, index).price;
        return 'formula' in price ? price.formula : `${price.value.toFixed(2)} ${price.currency}`;
      })();
      return `Plausibility check: the price (${shown}) is outside the 30-day price range of ${contractId}; sent as entered`;
    }
    case 'Field 38 (Total notional contract quantity): the quantity does not match capacity times hours':
      return `Plausibility check: the total notional quantity of ${contractId} differs from capacity times delivery hours; sent as entered`;
    default:
      return undefined;
  }
}

function versionEvents(
  trail: ReturnType<ReportingWorldBuilder['trailOf']>,
  trade: PlannedTrade,
  index: number,
  xmlDocumentId: number,
  counterparties: readonly TradeParty[],
): void {
  const version = trade.versions[index]!;
  const schema = trade.table === 'REMIT_TABLE_1' ? 'REMITTable1_V3' : 'REMITTable2_V1';
  const what: Record<PlannedVersion['action'], string> = {
    N: 'New report (action type N)',
    M:
      version.change === 'correction after rejection'
        ? 'Corrected report (action type M)'
        : 'Modification report (action type M)',
    C: 'Cancellation report (action type C, early termination)',
    E: 'Error report (action type E, logical delete)',
  };
  if (version.action === 'N')
    trail.add(version.at, 'INFO', 'Trade capture', `Trade ${trade.uti} received from ${tradeSystem}`, 'messaging');
  else trail.add(version.at, 'INFO', 'User', `Lifecycle event requested: ${version.change}`);
  trail.add(plus(version.at, 2), 'INFO', 'Validation', `Record validated against ${schema}.xsd`, 'processing');
  const warning = validationWarning(trade, index, counterparties);
  if (warning) trail.add(plus(version.at, 2), 'WARN', 'Validation', warning);
  trail
    .add(plus(version.at, 3), 'INFO', 'Reporting', `${what[version.action]} created, link:dataStoreId=${xmlDocumentId}`)
    .add(
      plus(version.at, 4),
      'INFO',
      'Reporting',
      'Queued for the weekly file to the reporting mechanism',
      'processing',
    );
}
