import { useEffect, useMemo, type ReactNode } from 'react';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { useGetPreferencesQuery } from '@client/api/preferences-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { useValueInTransition } from '@client/components/use-value-in-transition';
import { setMomentFormat, type MomentFormat } from './moment-format';
import { MomentFormatContext } from './moment-format-context';
import { onPreferencesSavedElsewhere } from './preferences-saved-elsewhere';

/**
 * The signed-in pages, written in the user's time zone and date format: set before any of them renders,
 * and again whenever the preferences change (a save re-renders every page that reads them). Preferences
 * that cannot be read leave the defaults. They are read again whenever the tab is shown again, and when
 * another tab of this browser saves them: a save elsewhere says every page now uses them, this tab's included.
 */
export function WithPreferences({ children }: { children: ReactNode }) {
  const { data, isLoading: answerAwaited, refetch } = useGetPreferencesQuery();
  // Their answer renders the whole signed-in page: in a transition, not in the store update's one task.
  const isLoading = useValueInTransition(answerAwaited);
  useEffect(() => {
    const readAgain = () => void refetch();
    const readAgainWhenShown = () => {
      if (document.visibilityState === 'visible') readAgain();
    };
    document.addEventListener('visibilitychange', readAgainWhenShown);
    const stopHearing = onPreferencesSavedElsewhere(readAgain);
    return () => {
      document.removeEventListener('visibilitychange', readAgainWhenShown);
      stopHearing();
    };
  }, [refetch]);
  const { timeZone, dateFormat } = data ?? defaultPreferences;
  const format = useMemo<MomentFormat>(() => ({ timeZone, dateFormat }), [timeZone, dateFormat]);
  if (isLoading) return <FullPageLoader />;
  // Idempotent, and must precede the children's render: a render-time assignment, not an effect.
  setMomentFormat(format);
  // A new format redraws the pages that write moments (useMomentFormat), never remounts them: what a
  // page shows (a message, an open dialog, focus, scroll) stays for a user who did nothing in this tab.
  return <MomentFormatContext.Provider value={format}>{children}</MomentFormatContext.Provider>;
}
