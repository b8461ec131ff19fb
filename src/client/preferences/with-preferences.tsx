import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { useGetPreferencesQuery } from '@client/api/preferences-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { anyInputUnsaved } from '@client/components/form/unsaved-changes';
import { momentFormatInUse, sameMomentFormat, setMomentFormat } from './moment-format';
import { onPreferencesSavedElsewhere } from './preferences-saved-elsewhere';

/**
 * The signed-in pages, written in the user's time zone and date format: set before any of them renders,
 * and again whenever the preferences change (a save re-renders every page that reads them). Preferences
 * that cannot be read leave the defaults. They are read again whenever the tab is shown again, and when
 * another tab of this browser saves them: a save elsewhere says every page now uses them, this tab's included.
 */
export function WithPreferences({ children }: { children: ReactNode }) {
  const { data, isLoading, refetch } = useGetPreferencesQuery();
  // Pages write moments when they render, and a grid's rows do not render again for a new format: a
  // format learned from elsewhere draws the pages anew. Not over unsaved input, which that would lose:
  // those pages follow once left (the preferences form says what changed).
  const [drawing, setDrawing] = useState(0);
  useEffect(() => {
    const readAgain = async () => {
      const drawnIn = momentFormatInUse();
      const { data: read } = await refetch();
      if (read && !sameMomentFormat(read, drawnIn) && !anyInputUnsaved()) setDrawing((count) => count + 1);
    };
    const readAgainWhenShown = () => {
      if (document.visibilityState === 'visible') void readAgain();
    };
    document.addEventListener('visibilitychange', readAgainWhenShown);
    const stopHearing = onPreferencesSavedElsewhere(() => void readAgain());
    return () => {
      document.removeEventListener('visibilitychange', readAgainWhenShown);
      stopHearing();
    };
  }, [refetch]);
  if (isLoading) return <FullPageLoader />;
  const { timeZone, dateFormat } = data ?? defaultPreferences;
  // Idempotent, and must precede the children's render: a render-time assignment, not an effect.
  setMomentFormat({ timeZone, dateFormat });
  return <Fragment key={drawing}>{children}</Fragment>;
}
