import { BeingBuiltPage } from '@client/components/being-built';

export const SmtTransactionSheetPage = () => <BeingBuiltPage title="View Trade" />;
export const RemitTransactionSheetPage = () => <BeingBuiltPage title="View Trade" />;
export const RemitTable1TradePage = () => <BeingBuiltPage title="REMIT Table 1 trade" />;
export const RemitTable2TradePage = () => <BeingBuiltPage title="REMIT Table 2 trade" />;
export const CancelTradePage = () => <BeingBuiltPage title="Cancel Trade" />;
export const DeleteTradePage = () => <BeingBuiltPage title="Delete Trade" />;
export const ModifyTradePage = () => <BeingBuiltPage title="Modify Trade" />;
