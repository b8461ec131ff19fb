import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { SESSION_STATE_PREFIX } from '@client/session/session-storage-owner';
import type { KeptBecause } from '@client/session/unsaved-work';
import { useAppSelector } from '@client/store/hooks';

const DRAFT_PREFIX = `${SESSION_STATE_PREFIX}draft:`;

export const DRAFT_RESTORED_MESSAGE =
  'Your session ended before this form was sent. The values you entered have been restored: please submit again.';
/** Above a form whose values were kept as a failure took the app off its page (a 5xx's error page, a lost connection). */
export const DRAFT_RESTORED_AFTER_FAILURE_MESSAGE =
  'This form could not be sent: the server failed or could not be reached. The values you entered have been restored: please submit again.';
/** What a form given back says, by why its values were kept. */
export const draftRestoredMessage = (because: KeptBecause): string =>
  because === 'sessionEnded' ? DRAFT_RESTORED_MESSAGE : DRAFT_RESTORED_AFTER_FAILURE_MESSAGE;

/** The version of the record a form's values were filled from (see `useServerForm`'s `basis`). */
export type DraftBasis = number | undefined;

/** Where on its page a form's draft is kept, besides the page itself. */
export interface DraftPlace {
  /** The record the form edits where the page lists several: one entry's rename must not come back in another's. */
  recordKey?: string | number;
  /**
   * The form's record belongs to no organisation (preferences, the holiday calendar, users, help texts):
   * its page shows before an organisation is chosen again after a sign-in, so its draft is kept under
   * none and found whichever is chosen then.
   */
  everyOrganisation?: boolean;
}

interface StoredDraft<TValues> {
  values: TValues;
  basis: number | null;
  because: KeptBecause;
}

export interface FormDraft<TValues> {
  /** The values kept when the session ended, to start the form with; undefined when there were none. */
  restored: TValues | undefined;
  /** The version the restored values were filled from: they were kept with it, and are sent with it. */
  restoredBasis: DraftBasis;
  /** Why the restored values were kept. */
  restoredBecause: KeptBecause;
  /** Keeps the values, and the version they were filled from, for after the next login (the session ended on a request) or the return to the page. */
  keep: (values: TValues, basis: DraftBasis, because: KeptBecause) => void;
  /** The form was sent: nothing to keep any more. */
  discard: () => void;
}

/**
 * Where a page's drafts start: the page with its query, under the organisation it was filled for. A page
 * such as master data shows the chosen organisation's entries under one address for every organisation:
 * a draft kept for one must never come back as another's (after a login where the first is no longer
 * the user's, or under another tab's choice).
 */
function useDraftPage(everyOrganisation = false): string {
  const { pathname, search } = useLocation();
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisation = everyOrganisation ? '*' : (organisationId ?? '');
  return `${DRAFT_PREFIX}${organisation}@${pathname}${search}#`;
}

function useDraftKey(fieldNames: readonly string[], { recordKey, everyOrganisation }: DraftPlace): string {
  const record = recordKey === undefined ? '' : `${recordKey}:`;
  return `${useDraftPage(everyOrganisation)}${record}${fieldNames.join(',')}`;
}

/**
 * Whether a form of this page with these fields has a draft waiting: a form shown only on request (the
 * help editor, behind its pencil) opens by itself, or the values kept when the session ended would
 * wait unseen.
 */
export function useDraftWaiting(fieldNames: readonly string[], place: DraftPlace = {}): boolean {
  const key = useDraftKey(fieldNames, place);
  return useReadOncePerPlace(key, () => window.sessionStorage.getItem(key) !== null);
}

/**
 * What `read` finds, read once for each place: a page shown before the session's organisation is
 * restored (after a login) names no organisation yet, and a draft kept under it was never looked for.
 */
function useReadOncePerPlace<T>(place: string, read: () => T): T {
  const [seen, setSeen] = useState(() => ({ place, found: read() }));
  if (seen.place === place) return seen.found;
  const found = read();
  setSeen({ place, found });
  return found;
}

/**
 * Which record of this page a form with these fields has a draft waiting for (the `recordKey` it was
 * kept under), read once: a dialog over a list opens by itself for that record, or the values kept
 * when the session ended would wait unseen until the user happened to open the same record again.
 */
export function useRecordWithDraftWaiting(
  fieldNames: readonly string[],
  { everyOrganisation }: Omit<DraftPlace, 'recordKey'> = {},
): string | undefined {
  const start = useDraftPage(everyOrganisation);
  const end = `:${fieldNames.join(',')}`;
  return useReadOncePerPlace(start + end, () => {
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const key = window.sessionStorage.key(index);
      if (key?.startsWith(start) && key.endsWith(end) && key.length > start.length + end.length)
        return key.slice(start.length, key.length - end.length);
    }
    return undefined;
  });
}

function readDraft<TValues>(key: string): StoredDraft<TValues> | undefined {
  const stored = window.sessionStorage.getItem(key);
  if (stored === null) return undefined;
  try {
    const draft = JSON.parse(stored) as Partial<StoredDraft<TValues>> | null;
    return draft && typeof draft === 'object' && draft.values !== undefined
      ? {
          values: draft.values,
          basis: typeof draft.basis === 'number' ? draft.basis : null,
          because: draft.because === 'pageLeftOnFailure' ? 'pageLeftOnFailure' : 'sessionEnded',
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The draft of one form, in the tab's sessionStorage (cleared at logout and before another user signs
 * in), keyed by the organisation, the page with its query (the trade's ids), the record the form edits where the page
 * lists several (`recordKey`: one entry's rename must not come back in another's) and the form's
 * fields, so two forms of one page keep apart. A restored draft is removed at once: the form holds the values now, and leaving
 * the page without sending must not bring them back another time.
 */
export function useFormDraft<TValues>(
  fieldNames: readonly string[],
  enabled: boolean,
  place: DraftPlace = {},
): FormDraft<TValues> {
  const key = useDraftKey(fieldNames, place);
  const [restored] = useState(() => (enabled ? readDraft<TValues>(key) : undefined));
  useEffect(() => {
    if (restored !== undefined) window.sessionStorage.removeItem(key);
  }, [restored, key]);
  return useMemo(
    () => ({
      restored: restored?.values,
      restoredBasis: restored?.basis ?? undefined,
      restoredBecause: restored?.because ?? 'sessionEnded',
      keep: (values: TValues, basis: DraftBasis, because: KeptBecause) => {
        if (!enabled) return;
        const draft: StoredDraft<TValues> = { values, basis: basis ?? null, because };
        try {
          window.sessionStorage.setItem(key, JSON.stringify(draft));
        } catch {
          // A full storage only costs the convenience: the user fills the form again.
        }
      },
      discard: () => window.sessionStorage.removeItem(key),
    }),
    [restored, enabled, key],
  );
}
