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
export const hasUnsavedChanges = (): boolean => [...holders].some((holder) => holder.lostOnOrganisationSwitch);

/** Whether any form on screen still holds unsaved input, as it stands now. */
export const anyInputUnsaved = (): boolean => [...holders].some((holder) => holder.isUnsaved());
