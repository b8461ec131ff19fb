/**
 * Said beside every Reload offered after a stale save (409): the Reload shows the record as it now is and
 * the form's typing goes with it, which the user learns before pressing it, not after.
 */
export const RELOAD_DROPS_EDITS = 'Reloading drops your edits.';
