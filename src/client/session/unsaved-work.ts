// Any request can be the one that finds the session over: a query's 401 (the next page of a grid, a
// refetch after a save elsewhere) sends the app to login as a submit's does. The open forms keep their
// unsaved values first, for the same user's return, whichever request it was.
const keepers = new Set<() => void>();

/** Registers what a mounted form does when the session ends under it; returns the unregistering. */
export function keepOnSessionEnd(keep: () => void): () => void {
  keepers.add(keep);
  return () => {
    keepers.delete(keep);
  };
}

/** Called once the app knows the session is over, before it leaves the page. */
export function keepUnsavedWork(): void {
  for (const keep of keepers) keep();
}
