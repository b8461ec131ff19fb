/** Shown on the login page when a request of a logged-in user is refused (access spec section 4). */
export const SESSION_TIMEOUT_MESSAGE = 'Session has timed out. Please log in again.';
