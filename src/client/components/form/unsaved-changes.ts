/**
 * The forms on screen holding input that is not saved yet, each through its leave guard, in the order
 * they began to. One list serves every question about that input: leaving the page (one router blocker
 * asks for all of them, `leave-guard.tsx`) and switching organisation, which reloads the page's record
 * and drops the forms that hold for it.
 */
export interface UnsavedInput {
  /** Whether the input is still unsaved, read when the question comes. */
  isUnsaved: () => boolean;
  /** Whether switching organisation drops it. */
  lostOnOrganisationSwitch: boolean;
}

let holders: readonly UnsavedInput[] = [];
const listeners = new Set<() => void>();

function changed(next: readonly UnsavedInput[]) {
  holders = next;
  for (const listener of listeners) listener();
}

/** Marks unsaved input on screen until the returned release is called. */
export function holdUnsavedChanges(input: UnsavedInput): () => void {
  changed([...holders, input]);
  return () => changed(holders.filter((holder) => holder !== input));
}

/** Whether switching organisation would drop unsaved input. */
export const hasUnsavedChanges = (): boolean => holders.some((holder) => holder.lostOnOrganisationSwitch);

/** Whether any form on screen still holds unsaved input, as it stands now. */
export const anyInputUnsaved = (): boolean => holders.some((holder) => holder.isUnsaved());

/** The input held first: its guard owns the router's one blocker. */
export const firstHolder = (): UnsavedInput | undefined => holders[0];

export function subscribeToHolders(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
