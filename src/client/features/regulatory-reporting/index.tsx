import { BeingBuiltPage } from '@client/components/being-built';

// eRR area (regulatory reporting), loaded as its own chunk.
export * from './audit-trail-pages';
export * from './trade-pages';
export { MifidPositionsPage as MifidDetailsPage } from './mifid/mifid-positions-page';
export * from './finders/remit-activity-page';
export * from './finders/file-finder-pages';
export const ErrPage = () => <BeingBuiltPage title="eRR" />;
export const TradeEntrySettingsPage = () => <BeingBuiltPage title="Trade entry settings" />;
