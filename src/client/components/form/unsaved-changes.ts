/**
 * The forms on screen holding input that is not saved yet (each ServerForm's leave guard holds a place
 * while its form does), for what would lose that input without leaving the page: switching
 * organisation reloads the page's record and drops its form.
 */
const holders = new Set<symbol>();

/** Marks unsaved input on screen until the returned release is called. */
export function holdUnsavedChanges(): () => void {
  const holder = Symbol('unsaved changes');
  holders.add(holder);
  return () => {
    holders.delete(holder);
  };
}

export const hasUnsavedChanges = (): boolean => holders.size > 0;
