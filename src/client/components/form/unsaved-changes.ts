/**
 * The forms on screen holding input that is not saved yet, each through its leave guard. One list
 * serves every question about that input: leaving the page (the router's blocker asks for all of them,
 * `leave-guard-host.tsx`) and switching organisation, which reloads the page's record and drops the forms
 * that hold for it.
 */
export interface UnsavedInput {
  /** Whether the input is still unsaved, read when the question comes. */
  isUnsaved: () => boolean;
  /** Whether switching organisation drops it. */
  lostOnOrganisationSwitch: boolean;
}

const holders = new Set<UnsavedInput>();

/** Marks unsaved input on screen until the returned release is called. */
export function holdUnsavedChanges(input: UnsavedInput): () => void {
  holders.add(input);
  return () => {
    holders.delete(input);
  };
}

/** Whether switching organisation would drop unsaved input. */
export const hasUnsavedChanges = (): boolean =>
  [...holders].some((holder) => holder.lostOnOrganisationSwitch && holder.isUnsaved());

/** Whether any form on screen still holds unsaved input, as it stands now. */
export const anyInputUnsaved = (): boolean => [...holders].some((holder) => holder.isUnsaved());

// Submits sent and not yet answered. Their input is no longer the user's to discard: it may already
// be applied, so a question about it waits for the answer (`leave-guard-host.tsx`).
const savesInFlight = new Set<Promise<unknown>>();
const saveListeners = new Set<() => void>();
const tellSaveListeners = () => saveListeners.forEach((listener) => listener());

/** Marks a form's submit as sent until it has its answer (saved or refused). */
export function holdWhileSaving(save: Promise<unknown>): void {
  savesInFlight.add(save);
  tellSaveListeners();
  const answered = () => {
    savesInFlight.delete(save);
    tellSaveListeners();
  };
  save.then(answered, answered);
}

/** Hears each submit sent and each answered (`useSaveInFlight`); the returned function stops it. */
export function subscribeToSaves(listener: () => void): () => void {
  saveListeners.add(listener);
  return () => {
    saveListeners.delete(listener);
  };
}

/** Whether a submit on screen still waits for its answer. */
export const saveInFlight = (): boolean => savesInFlight.size > 0;

/** Settles once no submit waits for its answer, a submit started meanwhile included. */
export async function savesAnswered(): Promise<void> {
  while (savesInFlight.size > 0) await Promise.allSettled(savesInFlight);
}

/** Runs `decide` (ask about the unsaved input, or go) once no submit waits for its answer; at once when none does. */
export function afterSavesAnswered(decide: () => void): void {
  if (saveInFlight()) void savesAnswered().then(decide);
  else decide();
}
