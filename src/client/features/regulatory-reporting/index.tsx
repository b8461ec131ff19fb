// eRR area (REMIT trades and sheets, MiFID positions), loaded as its own chunk; its finders and audit
// trails are in the finders and audit-trail chunks.
import type { ComponentType } from 'react';

/**
 * The area's pages, each evaluated when it is first opened rather than with the chunk: webpack's "eager"
 * mode keeps a page's modules in this chunk (no request of their own) but runs them only when asked.
 * The MiFID positions page no longer builds the REMIT trade forms' schemas as it loads (about 160 ms of
 * a phone's CPU in one task), nor a REMIT page the MiFID forms'.
 */
export const regulatoryReportingPages = {
  MifidDetailsPage: async () =>
    (await import(/* webpackMode: "eager" */ './mifid/mifid-positions-page')).MifidPositionsPage,
  SmtTransactionSheetPage: async () =>
    (await import(/* webpackMode: "eager" */ './transaction-sheet/transaction-sheet-pages')).SmtTransactionSheetPage,
  RemitTransactionSheetPage: async () =>
    (await import(/* webpackMode: "eager" */ './transaction-sheet/transaction-sheet-pages')).RemitTransactionSheetPage,
  RemitTable1TradePage: async () =>
    (await import(/* webpackMode: "eager" */ './transaction-sheet/transaction-sheet-pages')).RemitTable1TradePage,
  RemitTable2TradePage: async () =>
    (await import(/* webpackMode: "eager" */ './transaction-sheet/transaction-sheet-pages')).RemitTable2TradePage,
  RemitTable1CancelTradePage: async () =>
    (await import(/* webpackMode: "eager" */ './remit-table1/table1-cancel-page')).Table1CancelPage,
  RemitTable1DeleteTradePage: async () =>
    (await import(/* webpackMode: "eager" */ './remit-table1/table1-delete-page')).Table1DeletePage,
  RemitTable1ModifyTradePage: async () =>
    (await import(/* webpackMode: "eager" */ './remit-table1/table1-modify-page')).Table1ModifyPage,
  RemitTable2CancelTradePage: async () =>
    (await import(/* webpackMode: "eager" */ './remit-table2/table2-cancel-page')).Table2CancelPage,
  RemitTable2DeleteTradePage: async () =>
    (await import(/* webpackMode: "eager" */ './remit-table2/table2-delete-page')).Table2DeletePage,
  RemitTable2ModifyTradePage: async () =>
    (await import(/* webpackMode: "eager" */ './remit-table2/table2-modify-page')).Table2ModifyPage,
} satisfies Record<string, () => Promise<ComponentType>>;
