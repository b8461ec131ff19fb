// eRR area (REMIT trades and sheets, MiFID positions), loaded as its own chunk; its finders and audit
// trails are in the finders and audit-trail chunks.
import type { ComponentType } from 'react';

// Each of the area's modules that holds pages, evaluated when one of its pages is first opened rather than
// with the chunk: webpack's "eager" mode keeps a page's modules in this chunk (no request of their own)
// but runs them only when asked. The MiFID positions page no longer builds the REMIT trade forms' schemas
// as it loads (about 160 ms of a phone's CPU in one task), nor a REMIT page the MiFID forms'.
const mifidPositions = () => import(/* webpackMode: "eager" */ './mifid/mifid-positions-page');
const sheets = () => import(/* webpackMode: "eager" */ './transaction-sheet/transaction-sheet-pages');
const table1Cancel = () => import(/* webpackMode: "eager" */ './remit-table1/table1-cancel-page');
const table1Delete = () => import(/* webpackMode: "eager" */ './remit-table1/table1-delete-page');
const table1Modify = () => import(/* webpackMode: "eager" */ './remit-table1/table1-modify-page');
const table2Cancel = () => import(/* webpackMode: "eager" */ './remit-table2/table2-cancel-page');
const table2Delete = () => import(/* webpackMode: "eager" */ './remit-table2/table2-delete-page');
const table2Modify = () => import(/* webpackMode: "eager" */ './remit-table2/table2-modify-page');

const pageOf =
  <TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) =>
  async () =>
    (await load())[name];

/** The area's pages by route name, each a loader of its component. */
export const regulatoryReportingPages = {
  MifidDetailsPage: pageOf(mifidPositions, 'MifidPositionsPage'),
  SmtTransactionSheetPage: pageOf(sheets, 'SmtTransactionSheetPage'),
  RemitTransactionSheetPage: pageOf(sheets, 'RemitTransactionSheetPage'),
  RemitTable1TradePage: pageOf(sheets, 'RemitTable1TradePage'),
  RemitTable2TradePage: pageOf(sheets, 'RemitTable2TradePage'),
  RemitTable1CancelTradePage: pageOf(table1Cancel, 'Table1CancelPage'),
  RemitTable1DeleteTradePage: pageOf(table1Delete, 'Table1DeletePage'),
  RemitTable1ModifyTradePage: pageOf(table1Modify, 'Table1ModifyPage'),
  RemitTable2CancelTradePage: pageOf(table2Cancel, 'Table2CancelPage'),
  RemitTable2DeleteTradePage: pageOf(table2Delete, 'Table2DeletePage'),
  RemitTable2ModifyTradePage: pageOf(table2Modify, 'Table2ModifyPage'),
} satisfies Record<string, () => Promise<ComponentType>>;
