import { BeingBuiltPage } from '@client/components/being-built';

export const ColumnSettingsPage = () => <BeingBuiltPage title="Personal Column Settings" />;
