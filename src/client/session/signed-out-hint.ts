import { SIGNED_OUT_META_NAME } from '@shared/signed-out-hint';

const USED = 'data-used';
const hint = (): Element | null => document.head.querySelector(`meta[name="${SIGNED_OUT_META_NAME}"]`);

/**
 * The server sent this page to a browser without a session cookie: nobody was signed in when it was
 * loaded. The login guard then shows the form in the first paint instead of a loader (on this page a
 * user information that is loading from scratch is always the signed-out one: the cache is only
 * emptied when a session ends).
 */
export function pageServedSignedOut(): boolean {
  return hint() !== null;
}

/**
 * True once, for the page's first question about its user, when it was served signed out: the answer
 * can only be 401. Every later question (after a login, above all) goes to the server.
 */
export function takeSignedOutHint(): boolean {
  const meta = hint();
  if (!meta || meta.hasAttribute(USED)) return false;
  meta.setAttribute(USED, '');
  return true;
}
