/** Shown on the login page when a request of a logged-in user is refused (access spec section 4). */
export const SESSION_TIMEOUT_MESSAGE = 'Session has timed out. Please log in again.';

/** What the app does about one failed API call. */
export type HttpErrorReaction =
  | { kind: 'ignore' }
  /** Show it in the message area, stay on the page. */
  | { kind: 'publish' }
  /** Show it in the message area, collect it for the error page and go there. */
  | { kind: 'errorPage' }
  | { kind: 'navigate'; to: 'not_found' | 'root' | 'connection_failure' }
  /** The session is over: reset stored state and go to login, showing `notice` there. */
  | { kind: 'endSession'; notice: string | undefined };

const isClientError = (status: number | string) => typeof status === 'number' && status < 500;

/**
 * Failures a page handles itself and that must not reach the global table, by endpoint. The 401 of
 * getUserInformation just means "not logged in"; the account forms show their own refusals; the
 * reset-link check sends the user to / whatever went wrong; the reporters must never report or
 * redirect about themselves (a failing error report would otherwise loop).
 */
const handledLocally: Record<string, (status: number | string) => boolean> = {
  getUserInformation: (status) => status === 401,
  login: isClientError,
  requestPasswordResetMail: isClientError,
  checkPasswordResetAllowed: () => true,
  resetPassword: isClientError,
  changePassword: (status) => isClientError(status) && status !== 401,
  verifyTwoFactorCode: (status) => isClientError(status) && status !== 401,
  reportClientError: () => true,
  logUnsupportedBrowser: () => true,
  // The welcome page shows why a reference link cannot be followed; the help editor shows its refusals.
  resolveReferenceLink: (status) => isClientError(status) && status !== 401,
  saveHelpText: (status) => isClientError(status) && status !== 401,
};

export function isHandledLocally(endpoint: string, status: number | string): boolean {
  return handledLocally[endpoint]?.(status) ?? false;
}

export interface FailureFacts {
  status: number | string;
  errorMessage: string | undefined;
  /** Whether the request was made from the page still shown. */
  fromCurrentPage: boolean;
  /** Whether the readable XSRF cookie is set, i.e. the browser has talked to the server before. */
  xsrfTokenPresent: boolean;
}

/** The status table of the access spec, section 8. */
export function reactionTo({ status, errorMessage, fromCurrentPage, xsrfTokenPresent }: FailureFacts): HttpErrorReaction {
  if (status === 'FETCH_ERROR') return { kind: 'navigate', to: 'connection_failure' };
  if (typeof status !== 'number') return { kind: 'ignore' };
  if (status === 400) {
    return errorMessage?.includes('Missing cookie') ? { kind: 'navigate', to: 'root' } : { kind: 'ignore' };
  }
  if (status === 401) return { kind: 'endSession', notice: xsrfTokenPresent ? SESSION_TIMEOUT_MESSAGE : undefined };
  // A locked account ends the session too; the server says why.
  if (status === 423) return { kind: 'endSession', notice: errorMessage };
  if (status === 403) return { kind: 'publish' };
  if (status === 404) return { kind: 'navigate', to: 'not_found' };
  if (status === 408) return fromCurrentPage ? { kind: 'errorPage' } : { kind: 'ignore' };
  if (status === 503) return { kind: 'publish' };
  if (status >= 500) return { kind: 'errorPage' };
  return { kind: 'ignore' };
}
