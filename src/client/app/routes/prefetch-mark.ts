/**
 * The User Timing mark set when the login page starts prefetching the signed-in shell. Everything the
 * page loaded before it is the login page's own cost; the bench and the bundle test split by it.
 * No imports: the Playwright suite reads it too.
 */
export const PREFETCH_SIGNED_IN_SHELL_MARK = 'ept:prefetch-signed-in-shell';
/** Set once the prefetched chunks have loaded: until then the page's scripts are not all it will load. */
export const PREFETCH_SIGNED_IN_SHELL_DONE_MARK = 'ept:prefetch-signed-in-shell-done';
