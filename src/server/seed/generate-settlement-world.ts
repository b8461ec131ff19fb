import { buildConfirmationHtml, buildConfirmationPdf, type Confirmation } from '../documents/confirmation-document';
import { formatAmount } from '../documents/document-layout';
import { buildInvoiceHtml, buildInvoicePdf, invoiceNet, type Invoice } from '../documents/invoice-document';
import {
  buildNettingStatementHtml,
  buildNettingStatementPdf,
  nettingBalance,
  type NettingStatement,
} from '../documents/netting-statement-document';
import type { TradeParty } from './generate-remit-trades';
import type { ReportingWorldBuilder } from './reporting-world-builder';
import { electricityZones, gasZones, type ReportingParty } from './reporting-world-parties';
import { isoDate, momentInWeek, monthBounds, monthNames, plus, weekStart, WORLD_WEEKS } from './reporting-world-time';
import type { SeededRandom } from './seeded-random';

export interface SettlementWorldInput {
  builder: ReportingWorldBuilder;
  random: SeededRandom;
  party: ReportingParty;
  organisation: TradeParty & { id: number };
  counterparties: readonly TradeParty[];
  nextRecordId: () => number;
  confirmations: number;
  invoices: number;
  nettingStatements: number;
}

const disputes = [
  'price differs (ours {ours}, counterparty {theirs})',
  'delivery period differs (counterparty confirms one day later)',
  'counterparty confirmation names another delivery point',
] as const;

/**
 * ECM confirmations and ESM invoices and netting statements of one organisation: each with the HTML
 * its document-frame page shows and the PDF its audit trail links to.
 */
export async function generateSettlementWorld(input: SettlementWorldInput): Promise<void> {
  const { builder, random, party, organisation } = input;
  const document = async (
    recordId: number,
    name: string,
    createdAt: Date,
    html: string,
    pdf: Promise<Buffer>,
  ): Promise<{ htmlId: number; pdfId: number }> => ({
    htmlId: builder.addDocument({
      organisationId: organisation.id,
      recordId,
      kind: 'html',
      fileName: `${name}.html`,
      content: html,
      createdAt,
    }),
    pdfId: builder.addDocument({
      organisationId: organisation.id,
      recordId,
      kind: 'pdf',
      fileName: `${name}.pdf`,
      content: await pdf,
      createdAt,
    }),
  });

  for (let number = 1; number <= input.confirmations; number += 1) {
    const week = random.int(0, WORLD_WEEKS - 1);
    const at = momentInWeek(random, week);
    const counterparty = random.pick(input.counterparties);
    const gas = random.chance(0.25);
    const zone = gas ? random.pick(gasZones) : random.pick(electricityZones);
    const month = (at.getUTCMonth() + random.int(1, 3)) % 12;
    const year = at.getUTCFullYear() + (month <= at.getUTCMonth() ? 1 : 0);
    const bounds = monthBounds(year, month);
    const capacity = random.pick([5, 10, 20, 25, 50]);
    const selling = random.chance(0.5);
    const confirmation: Confirmation = {
      confirmationId: `${party.prefix}-C-2026-${String(number).padStart(6, '0')}`,
      tradeId: `${party.prefix}-T-${String(random.int(100000, 999999))}`,
      tradeDate: isoDate(at),
      seller: selling ? organisation.displayName : counterparty.displayName,
      buyer: selling ? counterparty.displayName : organisation.displayName,
      commodity: gas ? 'Natural gas' : 'Electricity',
      product: `${gas ? 'Gas' : 'Baseload'} ${monthNames[month]} ${year}`,
      deliveryPoint: zone.name,
      deliveryStart: bounds.start,
      deliveryEnd: bounds.end,
      capacity,
      capacityUnit: gas ? 'MWh/d' : 'MW',
      totalQuantity: gas ? capacity * bounds.days : capacity * 24 * bounds.days,
      totalQuantityUnit: 'MWh',
      price: gas ? random.int(2500, 5000) / 100 : random.int(6000, 12500) / 100,
      currency: 'EUR',
      agreement: gas
        ? 'EFET General Agreement Concerning the Delivery and Acceptance of Natural Gas'
        : 'EFET General Agreement Concerning the Delivery and Acceptance of Electricity',
    };
    const recordId = input.nextRecordId();
    const trail = builder.addRecord({
      id: recordId,
      organisationId: organisation.id,
      documentType: 'ECM',
      externalId: confirmation.confirmationId,
      state: 'RECEIVED',
      createdAt: at,
      attributes: {
        tradeId: confirmation.tradeId,
        tradeDate: confirmation.tradeDate,
        counterparty: counterparty.displayName,
        buySell: selling ? 'S' : 'B',
        commodity: confirmation.commodity,
        product: confirmation.product,
        price: confirmation.price,
        currency: confirmation.currency,
      },
    });
    const { htmlId, pdfId } = await document(
      recordId,
      confirmation.confirmationId,
      plus(at, 60),
      buildConfirmationHtml(confirmation),
      buildConfirmationPdf(confirmation, plus(at, 60)),
    );
    builder.finishRecord(recordId, 'RECEIVED', at, { htmlDocumentId: htmlId, pdfDocumentId: pdfId });
    trail
      .add(at, 'INFO', 'Trade capture', `Trade ${confirmation.tradeId} received from Endur trade capture`, 'messaging')
      .add(plus(at, 20), 'INFO', 'Validation', 'Confirmation fields complete against the EFET eCM schema', 'processing')
      .add(
        plus(at, 60),
        'INFO',
        'Confirmation',
        `Confirmation ${confirmation.confirmationId} created, link:pdfDataStoreId=${pdfId}`,
      )
      .add(plus(at, 65), 'INFO', 'Confirmation', `Sent to ${counterparty.displayName}`, 'messaging');
    const answeredAt = plus(at, random.int(600, 7200));
    const outcome = random.weighted([
      ['MATCHED', 85],
      ['UNMATCHED', 10],
      ['SENT', 5],
    ] as const);
    if (outcome === 'MATCHED') {
      trail
        .add(
          answeredAt,
          'INFO',
          'Confirmation',
          `Counterparty confirmation received from ${counterparty.displayName}`,
          'messaging',
        )
        .add(plus(answeredAt, 1), 'INFO', 'Matching', 'Matched: all economic fields agree');
    } else if (outcome === 'UNMATCHED') {
      const reason = random
        .pick(disputes)
        .replace('{ours}', formatAmount(confirmation.price, 'EUR'))
        .replace('{theirs}', formatAmount(confirmation.price + random.int(1, 50) / 100, 'EUR'));
      trail
        .add(
          answeredAt,
          'INFO',
          'Confirmation',
          `Counterparty confirmation received from ${counterparty.displayName}`,
          'messaging',
        )
        .add(plus(answeredAt, 1), 'ERROR', 'Matching', `Unmatched: ${reason}`)
        .add(plus(answeredAt, 2), 'WARN', 'Matching', 'Escalated to the back office for resolution', 'processing');
    } else {
      trail.add(
        plus(at, 86400),
        'WARN',
        'Matching',
        `No counterparty confirmation from ${counterparty.displayName} after one business day`,
      );
    }
    builder.finishRecord(
      recordId,
      outcome === 'SENT' ? 'SENT' : outcome,
      outcome === 'SENT' ? plus(at, 86400) : plus(answeredAt, 2),
    );
  }

  const invoices: Array<{ invoice: Invoice; counterparty: TradeParty; issuedAt: Date; payer: 'A' | 'B' }> = [];
  for (let number = 1; number <= input.invoices; number += 1) {
    // Invoices follow delivery months; issued on the fifth working day after the month.
    const month = number % 10;
    const issuedAt = plus(
      weekStart(Math.min(WORLD_WEEKS - 1, Math.floor(((month + 1) * 52) / 12))),
      8 * 3600 + random.int(0, 28800),
    );
    const counterparty = random.pick(input.counterparties);
    const selling = random.chance(0.6);
    const bounds = monthBounds(2026, month);
    const invoice: Invoice = {
      invoiceNumber: `${party.prefix}-INV-2026-${String(number).padStart(5, '0')}`,
      issueDate: isoDate(issuedAt),
      dueDate: isoDate(plus(issuedAt, 20 * 86400)),
      issuer: selling ? organisation.displayName : counterparty.displayName,
      recipient: selling ? counterparty.displayName : organisation.displayName,
      period: `${monthNames[month]} 2026`,
      currency: 'EUR',
      vatRate: 19,
      lines: Array.from({ length: random.int(1, 4) }, () => {
        const capacity = random.pick([5, 10, 25]);
        const zone = random.pick(electricityZones);
        return {
          description: `Baseload ${zone.name} ${bounds.start} to ${bounds.end}`,
          quantity: capacity * 24 * bounds.days,
          unit: 'MWh',
          price: random.int(6000, 12000) / 100,
        };
      }),
    };
    const recordId = input.nextRecordId();
    const trail = builder.addRecord({
      id: recordId,
      organisationId: organisation.id,
      documentType: 'ESM_INVOICE',
      externalId: invoice.invoiceNumber,
      state: 'SENT',
      createdAt: issuedAt,
      attributes: {
        counterparty: counterparty.displayName,
        period: invoice.period,
        netAmount: invoiceNet(invoice),
        currency: 'EUR',
        direction: selling ? 'OUTGOING' : 'INCOMING',
      },
    });
    const { htmlId, pdfId } = await document(
      recordId,
      invoice.invoiceNumber,
      issuedAt,
      buildInvoiceHtml(invoice),
      buildInvoicePdf(invoice, issuedAt),
    );
    trail
      .add(
        issuedAt,
        'INFO',
        'Settlement',
        `Invoice ${invoice.invoiceNumber} created for ${invoice.period}, link:pdfDataStoreId=${pdfId}`,
      )
      .add(plus(issuedAt, 5), 'INFO', 'Validation', 'Invoice lines reconciled with confirmed trades', 'processing')
      .add(plus(issuedAt, 10), 'INFO', 'Settlement', `Sent to ${counterparty.displayName}`, 'messaging');
    const disputed = random.chance(0.12);
    const answeredAt = plus(issuedAt, random.int(3600, 3 * 86400));
    if (disputed) {
      trail
        .add(
          answeredAt,
          'ERROR',
          'Settlement',
          `Rejected by ${counterparty.displayName}: volume for ${invoice.period} differs from their records`,
        )
        .add(
          plus(answeredAt, 60),
          'WARN',
          'Settlement',
          `Payment of ${invoice.invoiceNumber} on hold until the volume is agreed`,
        )
        .add(plus(answeredAt, 86400), 'INFO', 'Settlement', 'Corrected invoice agreed and re-sent', 'messaging')
        .add(plus(answeredAt, 90000), 'INFO', 'Settlement', `Acknowledged by ${counterparty.displayName}`);
    } else {
      trail.add(answeredAt, 'INFO', 'Settlement', `Acknowledged by ${counterparty.displayName}`, 'messaging');
    }
    builder.finishRecord(recordId, 'ACKNOWLEDGED', disputed ? plus(answeredAt, 90000) : answeredAt, {
      htmlDocumentId: htmlId,
      pdfDocumentId: pdfId,
    });
    invoices.push({ invoice, counterparty, issuedAt, payer: selling ? 'B' : 'A' });
  }

  const settled = new Set<string>();
  let statements = 0;
  for (let number = 1; number <= input.nettingStatements; number += 1) {
    // A statement nets one counterparty's invoices that no earlier statement settled: a counterparty
    // without any gives way to the next one that has. It is issued after the last of them.
    const open = invoices.filter((entry) => !settled.has(entry.invoice.invoiceNumber));
    const counterparty = counterpartyWithInvoices(input.counterparties, number, open);
    if (!counterparty) continue;
    const netted = open.filter((entry) => entry.counterparty.eicCode === counterparty.eicCode);
    for (const entry of netted) settled.add(entry.invoice.invoiceNumber);
    const lines = netted.map((entry) => ({
      invoiceNumber: entry.invoice.invoiceNumber,
      payer: entry.payer,
      amount: invoiceNet(entry.invoice),
    }));
    const lastInvoicedAt = Math.max(...netted.map((entry) => entry.issuedAt.getTime()));
    const scheduledAt = plus(weekStart(Math.min(WORLD_WEEKS - 1, 4 + number * 4)), 10 * 3600);
    const issuedAt = new Date(Math.max(scheduledAt.getTime(), lastInvoicedAt + 86400_000));
    statements += 1;
    const statement: NettingStatement = {
      statementId: `${party.prefix}-NET-2026-${String(statements).padStart(4, '0')}`,
      issueDate: isoDate(issuedAt),
      valueDate: isoDate(plus(issuedAt, 5 * 86400)),
      partyA: organisation.displayName,
      partyB: counterparty.displayName,
      currency: 'EUR',
      lines,
    };
    const recordId = input.nextRecordId();
    const trail = builder.addRecord({
      id: recordId,
      organisationId: organisation.id,
      documentType: 'ESM_NETTING',
      externalId: statement.statementId,
      state: 'SENT',
      createdAt: issuedAt,
      attributes: {
        counterparty: counterparty.displayName,
        invoices: lines.length,
        netAmount: nettingBalance(statement),
        currency: 'EUR',
      },
    });
    const { htmlId, pdfId } = await document(
      recordId,
      statement.statementId,
      issuedAt,
      buildNettingStatementHtml(statement),
      buildNettingStatementPdf(statement, issuedAt),
    );
    trail
      .add(
        issuedAt,
        'INFO',
        'Settlement',
        `Netting statement ${statement.statementId} created over ${lines.length} invoices, link:pdfDataStoreId=${pdfId}`,
      )
      .add(plus(issuedAt, 3), 'INFO', 'Processing', 'Invoices locked for netting', 'processing')
      .add(plus(issuedAt, 10), 'INFO', 'Settlement', `Sent to ${counterparty.displayName}`, 'messaging')
      .add(
        plus(issuedAt, 7200),
        'INFO',
        'Settlement',
        `Agreed by ${counterparty.displayName}; net payment ${formatAmount(Math.abs(nettingBalance(statement)), 'EUR')}`,
      );
    builder.finishRecord(recordId, 'ACKNOWLEDGED', plus(issuedAt, 7200), {
      htmlDocumentId: htmlId,
      pdfDocumentId: pdfId,
    });
  }
}

function counterpartyWithInvoices(
  counterparties: readonly TradeParty[],
  statementNumber: number,
  invoices: ReadonlyArray<{ counterparty: TradeParty }>,
): TradeParty | undefined {
  const invoiced = new Set(invoices.map((entry) => entry.counterparty.eicCode));
  for (let step = 0; step < counterparties.length; step += 1) {
    const counterparty = counterparties[(statementNumber + step) % counterparties.length]!;
    if (invoiced.has(counterparty.eicCode)) return counterparty;
  }
  return undefined;
}
