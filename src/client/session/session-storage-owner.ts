/** Every key this app writes into sessionStorage starts with this (form drafts and the owner below). */
export const SESSION_STATE_PREFIX = 'energy-post-trade.';
/** Whose state the tab's sessionStorage holds: state of one user must never reach the next one. */
const OWNER_KEY = `${SESSION_STATE_PREFIX}sessionOwner`;

/** Forgets everything of the app in this tab's sessionStorage (logout). */
export function clearSessionState(): void {
  const storage = window.sessionStorage;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(SESSION_STATE_PREFIX)) storage.removeItem(key);
}

/**
 * Records who is signed in in this tab. Another user than the one whose state is stored (someone else
 * signing in after a session timeout) gets none of it: it is cleared first. The same user keeps it, so
 * a form filled before the session ended comes back after signing in again.
 */
export function claimSessionState(userName: string): void {
  if (window.sessionStorage.getItem(OWNER_KEY) === userName) return;
  clearSessionState();
  window.sessionStorage.setItem(OWNER_KEY, userName);
}
