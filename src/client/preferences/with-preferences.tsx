import { useEffect, type ReactNode } from 'react';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { useGetPreferencesQuery } from '@client/api/preferences-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { setMomentFormat } from './moment-format';

/**
 * The signed-in pages, written in the user's time zone and date format: set before any of them renders,
 * and again whenever the preferences change (a save re-renders every page that reads them). Preferences
 * that cannot be read leave the defaults. They are read again whenever the tab is shown again: a save
 * in another tab or on another device says every page now uses them, this tab's included.
 */
export function WithPreferences({ children }: { children: ReactNode }) {
  const { data, isLoading, refetch } = useGetPreferencesQuery();
  useEffect(() => {
    const readAgainWhenShown = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', readAgainWhenShown);
    return () => document.removeEventListener('visibilitychange', readAgainWhenShown);
  }, [refetch]);
  if (isLoading) return <FullPageLoader />;
  const { timeZone, dateFormat } = data ?? defaultPreferences;
  // Idempotent, and must precede the children's render: a render-time assignment, not an effect.
  setMomentFormat({ timeZone, dateFormat });
  return children;
}
