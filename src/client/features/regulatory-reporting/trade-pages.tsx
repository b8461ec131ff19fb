import { Table1CancelPage } from './remit-table1/table1-cancel-page';
import { Table1DeletePage } from './remit-table1/table1-delete-page';
import { Table1ModifyPage } from './remit-table1/table1-modify-page';
import { Table2CancelPage } from './remit-table2/table2-cancel-page';
import { Table2DeletePage } from './remit-table2/table2-delete-page';
import { Table2ModifyPage } from './remit-table2/table2-modify-page';

// Trade sheets: the SMT and REMIT views, and the Table 1 and Table 2 trade views (the trade screens' default).
export {
  RemitTable1TradePage,
  RemitTable2TradePage,
  RemitTransactionSheetPage,
  SmtTransactionSheetPage,
} from './transaction-sheet/transaction-sheet-pages';

export const RemitTable1CancelTradePage = Table1CancelPage;
export const RemitTable1DeleteTradePage = Table1DeletePage;
export const RemitTable1ModifyTradePage = Table1ModifyPage;
export const RemitTable2CancelTradePage = Table2CancelPage;
export const RemitTable2DeleteTradePage = Table2DeletePage;
export const RemitTable2ModifyTradePage = Table2ModifyPage;
