import type { TransactionSheet } from '@shared/contract/remit';
import { SheetLinks } from '@client/features/regulatory-reporting/transaction-sheet/sheet-links';
import { TradeWayOn } from '@client/features/regulatory-reporting/way-on/trade-way-on';
import { renderWithProviders, screen, within } from '@test/render-with-providers';

const trade = { table: 'TABLE_1', historyId: 5000, uti: 'UTI-PS-001' } as const;
const sheet: TransactionSheet = {
  view: 'REMIT_TABLE_1',
  documentType: 'REMIT_TABLE_1',
  recordType: 'TABLE_1',
  valuesGroups: [],
};

// Problem Solving's rows open the trade screens and sheets as a finder's do, but it is no finder.
describe.each([
  ['Problem Solving', '/problemsolving?category=REJECTED_REPORT', 'Back to Problem Solving'],
  ['a finder', '/err/remit_report/activity?kind=REMIT_TABLE_1', 'Back to the finder'],
])('the way back to %s', (_page, returnTo, label) => {
  it('after a trade action, names where it leads', () => {
    renderWithProviders(<TradeWayOn trade={trade} returnTo={returnTo} />);
    const next = screen.getByRole('navigation', { name: 'Next steps' });
    expect(within(next).getByRole('link', { name: label })).toHaveAttribute('href', returnTo);
  });

  it('on a transaction sheet, names where it leads', () => {
    renderWithProviders(<SheetLinks sheet={sheet} historyId="5000" returnTo={returnTo} />);
    const links = screen.getByRole('navigation', { name: 'Record links' });
    expect(within(links).getByRole('link', { name: label })).toHaveAttribute('href', returnTo);
  });
});
