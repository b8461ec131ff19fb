/**
 * The `<meta name>` the server adds to index.html when the page was asked for without a session
 * cookie: the user information can then only answer 401, and the client shows the login form at once
 * instead of asking first (one round trip and one render of a loader less on every signed-out visit).
 */
export const SIGNED_OUT_META_NAME = 'ept-signed-out';

/** What the server answers a call that needs a session when the request carries none. */
export const NOT_LOGGED_IN_MESSAGE = 'Not logged in.';

/** What it answers when the session cookie the request carries names a session that is over. */
export const SESSION_TIMED_OUT_MESSAGE = 'Session has timed out.';
