import { useEffect, useRef } from 'react';
import { keepOnSessionEnd } from '@client/session/unsaved-work';
import { useFormDraft, type DraftBasis, type DraftPlace, type FormDraft } from './use-form-draft';

/**
 * ServerForm's promise for a form built on its own state (preferences, column settings): when the
 * session ends under it, on any request, its unsaved input is kept in the tab's draft storage with the
 * version it was filled from, and given back once the same user has signed in again. This reads what
 * was kept (the form starts from `restored`, on `restoredBasis`), in its `place` (useFormDraft);
 * `useKeepingOnSessionEnd` keeps it.
 */
export const useKeptInput = <TValues>(fieldNames: readonly string[], place: DraftPlace = {}): FormDraft<TValues> =>
  useFormDraft<TValues>(fieldNames, true, place);

/** While mounted, the session's end keeps the form's input, if unsaved, with the version it was filled from. */
export function useKeepingOnSessionEnd<TValues>(
  kept: FormDraft<TValues>,
  now: { values: TValues; basis: DraftBasis; unsaved: boolean },
): void {
  const latest = useRef(now);
  useEffect(() => {
    latest.current = now;
  });
  useEffect(
    () =>
      keepOnSessionEnd((because) => {
        const { values, basis, unsaved } = latest.current;
        if (unsaved) kept.keep(values, basis, because);
      }),
    [kept],
  );
}
