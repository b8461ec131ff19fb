import type { TransactionSheetTradeActions } from '@shared/contract/remit-transaction-sheet';
import { TransactionSheet } from './transaction-sheet';
import { remitTableOf, TradeActionLinks, type RemitTable } from './trade-action-links';
import { useRouteParameters } from '../route-parameters';

const sheetParameterNames = ['regime', 'recordType', 'documentType', 'historyId'] as const;

interface SheetPageProps {
  /** The regime of the route; the URL's own wins where it names one. */
  regime: 'SMT' | 'REMIT';
  /** A Table 1 or Table 2 trade view: its document type is fixed by the route. */
  table?: RemitTable;
}

function SheetPage({ regime, table }: SheetPageProps) {
  const parameters = useRouteParameters(sheetParameterNames);
  const documentType = table ? `REMIT_${table}` : parameters.documentType;
  const record = { ...parameters, regime: table ? 'REMIT' : (parameters.regime ?? regime), documentType };
  const shownTable =
    record.regime === 'REMIT' ? (table ?? remitTableOf(documentType, parameters.recordType)) : undefined;
  const { historyId } = parameters;
  const actions =
    shownTable && historyId
      ? (allowed: TransactionSheetTradeActions | undefined) => (
          <TradeActionLinks
            table={shownTable}
            historyId={historyId}
            recordType={parameters.recordType}
            allowed={allowed}
          />
        )
      : undefined;
  return <TransactionSheet record={record} actions={actions} />;
}

export const SmtTransactionSheetPage = () => <SheetPage regime="SMT" />;
export const RemitTransactionSheetPage = () => <SheetPage regime="REMIT" />;
export const RemitTable1TradePage = () => <SheetPage regime="REMIT" table="TABLE_1" />;
export const RemitTable2TradePage = () => <SheetPage regime="REMIT" table="TABLE_2" />;
