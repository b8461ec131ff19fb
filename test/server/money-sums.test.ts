import { invoiceNet } from '@server/documents/invoice-document';
import { nettingBalance, type NettingStatement } from '@server/documents/netting-statement-document';
import { generateDemoReportingWorld } from './demo-world';

/** At most two decimals, as written: 8697537.6, never 8697537.600000001. */
const hasWholeCents = (amount: number) => /^-?\d+(\.\d{1,2})?$/.test(String(amount));

const statement = (amounts: Array<[payer: 'A' | 'B', amount: number]>): NettingStatement => ({
  statementId: 'S-1',
  issueDate: '2026-03-01',
  valueDate: '2026-03-20',
  partyA: 'A',
  partyB: 'B',
  currency: 'EUR',
  lines: amounts.map(([payer, amount], index) => ({ invoiceNumber: `I-${index}`, payer, amount })),
});

describe('money summed in whole cents', () => {
  it("nets a statement's lines without binary fractions", () => {
    // In euros, 0.1 + 0.2 is 0.30000000000000004 and 8697537.4 + 0.2 is 8697537.600000001.
    expect(
      nettingBalance(
        statement([
          ['A', 0.1],
          ['A', 0.2],
        ]),
      ),
    ).toBe(0.3);
    expect(
      nettingBalance(
        statement([
          ['A', 8697537.4],
          ['A', 0.2],
        ]),
      ),
    ).toBe(8697537.6);
    expect(
      nettingBalance(
        statement([
          ['A', 100.1],
          ['B', 0.2],
          ['B', 99.9],
        ]),
      ),
    ).toBe(0);
    expect(
      nettingBalance(
        statement([
          ['B', 1.15],
          ['A', 0.05],
        ]),
      ),
    ).toBe(-1.1);
  });

  it("sums an invoice's lines, each rounded to the cent, without binary fractions", () => {
    const invoice = {
      invoiceNumber: 'I-1',
      issueDate: '2026-03-01',
      dueDate: '2026-03-31',
      issuer: 'A',
      recipient: 'B',
      period: '2026-02',
      currency: 'EUR',
      vatRate: 19,
      lines: [
        { description: 'Base', quantity: 1, price: 0.1, unit: 'MWh' },
        { description: 'Peak', quantity: 1, price: 0.2, unit: 'MWh' },
        { description: 'Offpeak', quantity: 2, price: 0.3333, unit: 'MWh' },
      ],
    };
    expect(invoiceNet(invoice)).toBe(0.97);
  });

  it('seeds every invoice and netting statement with an amount in whole cents', async () => {
    const { records } = await generateDemoReportingWorld();
    const amounts = records
      .filter((record) => record.documentType === 'ESM_INVOICE' || record.documentType === 'ESM_NETTING')
      .map((record) => (record.attributes as { netAmount: number }).netAmount);
    expect(amounts.length).toBeGreaterThan(10);
    expect(amounts.filter((amount) => !hasWholeCents(amount))).toEqual([]);
  });
});
