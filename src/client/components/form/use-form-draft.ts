import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SESSION_STATE_PREFIX } from '@client/session/session-storage-owner';

const DRAFT_PREFIX = `${SESSION_STATE_PREFIX}draft:`;

export const DRAFT_RESTORED_MESSAGE =
  'Your session ended before this form was sent. The values you entered have been restored: please submit again.';

export interface FormDraft<TValues> {
  /** The values kept when the session ended, to start the form with; undefined when there were none. */
  restored: TValues | undefined;
  /** Keeps the values for after the next login (the session ended on submit). */
  keep: (values: TValues) => void;
  /** The form was sent: nothing to keep any more. */
  discard: () => void;
}

function readDraft<TValues>(key: string): TValues | undefined {
  const stored = window.sessionStorage.getItem(key);
  if (stored === null) return undefined;
  try {
    return JSON.parse(stored) as TValues;
  } catch {
    return undefined;
  }
}

/**
 * The draft of one form, in the tab's sessionStorage (cleared at logout and before another user signs
 * in), keyed by the page with its query (the trade's ids) and the form's fields, so two forms of one
 * page keep apart. A restored draft is removed at once: the form holds the values now, and leaving
 * the page without sending must not bring them back another time.
 */
export function useFormDraft<TValues>(fieldNames: readonly string[], enabled: boolean): FormDraft<TValues> {
  const { pathname, search } = useLocation();
  const key = `${DRAFT_PREFIX}${pathname}${search}#${fieldNames.join(',')}`;
  const [restored] = useState(() => (enabled ? readDraft<TValues>(key) : undefined));
  useEffect(() => {
    if (restored !== undefined) window.sessionStorage.removeItem(key);
  }, [restored, key]);
  return useMemo(
    () => ({
      restored,
      keep: (values: TValues) => {
        if (!enabled) return;
        try {
          window.sessionStorage.setItem(key, JSON.stringify(values));
        } catch {
          // A full storage only costs the convenience: the user fills the form again.
        }
      },
      discard: () => window.sessionStorage.removeItem(key),
    }),
    [restored, enabled, key],
  );
}
