import { BeingBuiltPage } from '@client/components/being-built';

export const PreferencesPage = () => <BeingBuiltPage title="Preferences" />;
