// Any request can be the one that finds the session over: a query's 401 (the next page of a grid, a
// refetch after a save elsewhere) sends the app to login as a submit's does. The open forms keep their
// unsaved values first, for the same user's return, whichever request it was. So they do when a failure
// takes the app off the page otherwise (the error page for a 5xx, the connection-failure screen).

/** Why a form's values were kept: the session ended, or a failure took the app off the page. */
export type KeptBecause = 'sessionEnded' | 'pageLeftOnFailure';

const keepers = new Set<(because: KeptBecause) => void>();

/** Registers what a mounted form does when the session ends under it (or the app leaves it on a failure); returns the unregistering. */
export function keepOnSessionEnd(keep: (because: KeptBecause) => void): () => void {
  keepers.add(keep);
  return () => {
    keepers.delete(keep);
  };
}

/** Called once the app knows the session is over, or a failure takes it off the page, before it leaves the page. */
export function keepUnsavedWork(because: KeptBecause = 'sessionEnded'): void {
  for (const keep of keepers) keep(because);
}
