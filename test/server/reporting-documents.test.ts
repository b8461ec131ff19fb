import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { acerSchemaFiles, acerSchemaText, validateAgainstAcerSchema } from '@server/reporting/acer-schemas';
import {
  buildConfirmationHtml,
  buildConfirmationPdf,
  type Confirmation,
} from '@server/documents/confirmation-document';
import { buildInvoicePdf } from '@server/documents/invoice-document';
import { buildNettingStatementPdf } from '@server/documents/netting-statement-document';
import { buildReceiptPdf } from '@server/documents/receipt-document';
import { remitActionTypes } from '@server/db/schema/reporting-kinds';
import { buildRemitTable1Xml } from '@server/remit/table1-xml';
import { buildRemitTable2Xml } from '@server/remit/table2-xml';
import { readRemitTable2Xml } from '@server/remit/xml-read';
import { planTable1Trade, planTable2Contract, table1Version, table2Version } from '@server/seed/generate-remit-trades';
import { reportingParties } from '@server/seed/reporting-world-parties';
import { seededRandom } from '@server/seed/seeded-random';
import { parsePdf } from './pdf-text';
import { generateDemoReportingWorld } from './demo-world';

const nordwind = { eicCode: reportingParties[0]!.eicCode, displayName: 'Nordwind Energiehandel' };
const alpenstrom = { eicCode: reportingParties[1]!.eicCode, displayName: 'Alpenstrom Versorgung' };
const createdAt = new Date(Date.UTC(2026, 2, 4, 9, 30));

const confirmation: Confirmation = {
  confirmationId: 'NWEH-C-2026-000042',
  tradeId: 'NWEH-T-481516',
  tradeDate: '2026-03-04',
  seller: 'Nordwind Energiehandel',
  buyer: 'Baltic Power <Trading> & Co',
  commodity: 'Electricity',
  product: 'Baseload April 2026',
  deliveryPoint: 'DE-LU bidding zone',
  deliveryStart: '2026-04-01',
  deliveryEnd: '2026-04-30',
  capacity: 25,
  capacityUnit: 'MW',
  totalQuantity: 18000,
  totalQuantityUnit: 'MWh',
  price: 81.25,
  currency: 'EUR',
  agreement: 'EFET General Agreement Concerning the Delivery and Acceptance of Electricity',
};

describe('ACER schemas in the repository', () => {
  const reference = path.resolve(__dirname, '../../../shared/ref/acer');
  const maybe = existsSync(reference) ? it : it.skip;
  maybe('are byte for byte the regulator files of the shared reference folder', () => {
    for (const file of Object.values(acerSchemaFiles)) {
      expect(acerSchemaText(file === 'REMITTable1_V3.xsd' ? 'REMIT_TABLE_1' : 'REMIT_TABLE_2')).toBe(
        readFileSync(path.join(reference, file), 'utf8'),
      );
    }
  });
});

describe('REMIT XML builders', () => {
  it('build Table 1 and Table 2 reports of every action type that validate against the XSDs', async () => {
    const trade = planTable1Trade(
      seededRandom(1),
      reportingParties[0]!,
      nordwind,
      alpenstrom,
      1,
      'NWEH-2026-000999',
      3,
      false,
    );
    const contract = planTable2Contract(seededRandom(2), alpenstrom, nordwind, 2, 'ASV-T2-2026-0999', 3, false);
    const table1 = remitActionTypes.map((actionType) => ({
      name: `table 1 ${actionType}`,
      xml: buildRemitTable1Xml({
        reportingEntityEic: nordwind.eicCode,
        trades: [{ ...table1Version(trade, 0), actionType }],
      }),
    }));
    const table2 = remitActionTypes.map((actionType) => ({
      name: `table 2 ${actionType}`,
      xml: buildRemitTable2Xml({
        reportingEntityEic: alpenstrom.eicCode,
        contracts: [{ ...table2Version(contract, 0), actionType }],
      }),
    }));
    expect((await validateAgainstAcerSchema('REMIT_TABLE_1', table1)).failures).toEqual([]);
    expect((await validateAgainstAcerSchema('REMIT_TABLE_2', table2)).failures).toEqual([]);
    expect(table1[2]!.xml).toContain('<actionType>C</actionType>');
  });

  it('write a carriage return of a value as a reference, so it is read back as typed and the report stays valid', async () => {
    const contract = planTable2Contract(seededRandom(4), alpenstrom, nordwind, 4, 'ASV-T2-2026-0998', 1, false);
    const formula = 'TTF MA\r\n+ 2.50 EUR/MWh\rcapped';
    const version = { ...table2Version(contract, 0), price: { formula } };
    const xml = buildRemitTable2Xml({ reportingEntityEic: alpenstrom.eicCode, contracts: [version] });
    expect(xml).not.toContain('\r');
    expect(readRemitTable2Xml(xml).contract.price).toEqual({ formula });
    expect((await validateAgainstAcerSchema('REMIT_TABLE_2', [{ name: 'formula', xml }])).failures).toEqual([]);
  });

  it('seed Table 2 quantities a form can send back: amended ones are rounded, not 385440.00000000006', () => {
    const quantities = Array.from({ length: 300 }, (_, seed) => {
      const contract = planTable2Contract(seededRandom(seed), alpenstrom, nordwind, seed, `ASV-T2-${seed}`, 3, false);
      return contract.versions.map((_version, index) => table2Version(contract, index).totalQuantity);
    }).flat();
    expect(quantities.length).toBeGreaterThan(300);
    for (const quantity of quantities) expect(String(quantity)).toMatch(/^\d+(\.\d{1,5})?$/);
  });

  it('reports a document that breaks the schema, by name, among valid ones', async () => {
    const trade = planTable1Trade(
      seededRandom(3),
      reportingParties[0]!,
      nordwind,
      alpenstrom,
      1,
      'NWEH-2026-000998',
      3,
      false,
    );
    const valid = buildRemitTable1Xml({ reportingEntityEic: nordwind.eicCode, trades: [table1Version(trade, 0)] });
    const { failures } = await validateAgainstAcerSchema('REMIT_TABLE_1', [
      { name: 'valid', xml: valid },
      { name: 'unknown action', xml: valid.replace('<actionType>N</actionType>', '<actionType>X</actionType>') },
      { name: 'valid again', xml: valid },
    ]);
    expect(failures.map((failure) => failure.name)).toEqual(['unknown action']);
    expect(failures[0]!.messages.join(' ')).toMatch(/actionType/);
  });
});

describe('every REMIT document of the default (demo) seed', () => {
  it('validates against ACER schema of its table', async () => {
    const world = await generateDemoReportingWorld();
    const xml = world.documents.filter((document) => document.kind === 'xml');
    const table1 = xml.filter((document) => document.contentText!.includes('<REMITTable1 '));
    const table2 = xml.filter((document) => document.contentText!.includes('<REMITTable2 '));
    // Every XML the seed stores is one of the two reports, and every record version has one.
    expect(table1.length + table2.length).toBe(xml.length);
    expect(new Set(world.versions.map((version) => version.documentId)).size).toBe(world.versions.length);
    expect(world.versions.length).toBeGreaterThan(1000);
    const [first, second] = await Promise.all([
      validateAgainstAcerSchema(
        'REMIT_TABLE_1',
        table1.map((document) => ({ name: document.fileName, xml: document.contentText! })),
      ),
      validateAgainstAcerSchema(
        'REMIT_TABLE_2',
        table2.map((document) => ({ name: document.fileName, xml: document.contentText! })),
      ),
    ]);
    expect(first.failures).toEqual([]);
    expect(second.failures).toEqual([]);
  }, 240_000);
});

describe('PDF documents', () => {
  it('a confirmation is a PDF whose pages say what the confirmation says', async () => {
    const pdf = parsePdf(await buildConfirmationPdf(confirmation, createdAt));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.brokenXrefEntries).toEqual([]);
    const text = pdf.textRuns.join('\n');
    expect(text).toContain('Trade Confirmation');
    expect(text).toContain('Confirmation NWEH-C-2026-000042');
    expect(text).toContain('Baltic Power <Trading> & Co');
    expect(text).toContain('1,462,500.00 EUR');
  });

  it('invoices, netting statements and receipts are PDFs with their titles', async () => {
    const invoice = parsePdf(
      await buildInvoicePdf(
        {
          invoiceNumber: 'NWEH-INV-2026-00001',
          issueDate: '2026-04-07',
          dueDate: '2026-04-27',
          issuer: 'Nordwind Energiehandel',
          recipient: 'Baltic Power Trading',
          period: 'March 2026',
          currency: 'EUR',
          vatRate: 19,
          lines: [{ description: 'Baseload March 2026', quantity: 100, unit: 'MWh', price: 80 }],
        },
        createdAt,
      ),
    );
    expect(invoice.textRuns).toEqual(expect.arrayContaining(['Invoice', 'Invoice NWEH-INV-2026-00001']));
    // 100 MWh at 80 EUR, VAT 19%.
    expect(invoice.textRuns.join('\n')).toContain('9,520.00 EUR');
    const netting = parsePdf(
      await buildNettingStatementPdf(
        {
          statementId: 'NWEH-NET-2026-0001',
          issueDate: '2026-04-10',
          valueDate: '2026-04-15',
          partyA: 'Nordwind Energiehandel',
          partyB: 'Baltic Power Trading',
          currency: 'EUR',
          lines: [
            { invoiceNumber: 'A-1', payer: 'A', amount: 1000 },
            { invoiceNumber: 'B-1', payer: 'B', amount: 1500 },
          ],
        },
        createdAt,
      ),
    );
    expect(netting.textRuns).toContain('Netting Statement');
    expect(netting.textRuns.join('\n')).toMatch(/500\.00 EUR[^]*Baltic Power Trading/);
    const receipt = parsePdf(
      await buildReceiptPdf(
        {
          receiptId: 'RCPT-1',
          fileName: 'NWEH_REMIT_T1_20260306.xml',
          receivedAt: '2026-03-06T18:40:00Z',
          reportingMechanism: 'Noordzee Netbeheer RRM',
          records: [{ uti: 'NWEH-2026-000103', status: 'REJECTED', reason: 'Duplicate UTI' }],
        },
        createdAt,
      ),
    );
    expect(receipt.textRuns).toEqual(expect.arrayContaining(['Receipt', 'REJECTED', 'Duplicate UTI']));
    for (const parsed of [invoice, netting, receipt]) expect(parsed.brokenXrefEntries).toEqual([]);
  });

  it('a byte string that is not a PDF is refused by the parser', () => {
    expect(() => parsePdf(Buffer.from('<html>not a pdf</html>'))).toThrow(/Not a PDF/);
  });
});

describe('HTML documents of the document-frame pages', () => {
  it('escape what counterparties wrote and carry no script', () => {
    const html = buildConfirmationHtml({ ...confirmation, buyer: '<script>alert(1)</script>' });
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('NWEH-C-2026-000042');
  });

  it('are titled with their reference, which names the kind once', () => {
    const html = buildConfirmationHtml(confirmation);
    expect(html).toContain('<title>Confirmation NWEH-C-2026-000042</title>');
  });
});
