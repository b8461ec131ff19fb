import type { ReactNode } from 'react';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { useGetPreferencesQuery } from '@client/api/preferences-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { setMomentFormat } from './moment-format';

/**
 * The signed-in pages, written in the user's time zone and date format: set before any of them renders,
 * and again whenever the preferences change (a save re-renders every page that reads them). Preferences
 * that cannot be read leave the defaults.
 */
export function WithPreferences({ children }: { children: ReactNode }) {
  const { data, isLoading } = useGetPreferencesQuery();
  if (isLoading) return <FullPageLoader />;
  const { timeZone, dateFormat } = data ?? defaultPreferences;
  // Idempotent, and must precede the children's render: a render-time assignment, not an effect.
  setMomentFormat({ timeZone, dateFormat });
  return children;
}
