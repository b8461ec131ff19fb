import { BeingBuiltPage } from '@client/components/being-built';

// eRR area (regulatory reporting), loaded as its own chunk.
export * from './audit-trail-pages';
export * from './trade-pages';
export const ErrPage = () => <BeingBuiltPage title="eRR" />;
export const TradeEntrySettingsPage = () => <BeingBuiltPage title="Trade entry settings" />;
export const RemitReportActivityPage = () => <BeingBuiltPage title="REMIT report activity" />;
