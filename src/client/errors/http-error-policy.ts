import type { PendingStep } from '@shared/contract/common';

export { isHandledLocally } from './handled-locally-registry';

import { SESSION_TIMEOUT_MESSAGE } from './session-timeout';

export { SESSION_TIMEOUT_MESSAGE };

/** What the app does about one failed API call. */
export type HttpErrorReaction =
  | { kind: 'ignore' }
  /** Show it in the message area, stay on the page. */
  | { kind: 'publish' }
  /** Show it in the message area, collect it for the error page and go there. */
  | { kind: 'errorPage' }
  | { kind: 'navigate'; to: 'not_found' | 'root' | 'connection_failure' | PendingStepPage }
  /** The session is over: reset stored state and go to login, showing `notice` there. */
  | { kind: 'endSession'; notice: string | undefined };

export interface FailureFacts {
  status: number | string;
  errorMessage: string | undefined;
  /** Whether the request was made from the page still shown. */
  fromCurrentPage: boolean;
  /** Whether the readable XSRF cookie is set, i.e. the browser has talked to the server before. */
  xsrfTokenPresent: boolean;
  /** The step a 403 says must be completed first (the body's `reason`). */
  pendingStep?: PendingStep;
  /**
   * Whether the request was a change (a mutation: a form's save, a dialog's action): one the server could
   * not be reached for is said on the page (CONNECTION_LOST_MESSAGE), which keeps what the user entered;
   * the connection-failure screen threw it away.
   */
  changesData?: boolean;
}

/** The page where each pending step is completed. */
export type PendingStepPage = 'change_password_immediately' | 'setup_2fa';

const pendingStepPages: Record<PendingStep, PendingStepPage> = {
  PASSWORD_CHANGE_REQUIRED: 'change_password_immediately',
  TWO_FACTOR_SETUP_REQUIRED: 'setup_2fa',
};

/** The pending step a refused call's body names in `reason`, if any. */
export function readPendingStep(payload: unknown): PendingStep | undefined {
  const data: unknown =
    typeof payload === 'object' && payload !== null ? (payload as { data?: unknown }).data : undefined;
  const reason = typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' && Object.hasOwn(pendingStepPages, reason) ? (reason as PendingStep) : undefined;
}

/** The status table of the access spec, section 8. */
export function reactionTo({
  status,
  errorMessage,
  fromCurrentPage,
  xsrfTokenPresent,
  pendingStep,
  changesData = false,
}: FailureFacts): HttpErrorReaction {
  // Not reached, or reached and silent past the read timeout (base-api.ts): either way no answer came.
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR')
    return changesData ? { kind: 'publish' } : { kind: 'navigate', to: 'connection_failure' };
  if (typeof status !== 'number') return { kind: 'ignore' };
  if (status === 400) {
    return errorMessage?.includes('Missing cookie') ? { kind: 'navigate', to: 'root' } : { kind: 'ignore' };
  }
  if (status === 401) return { kind: 'endSession', notice: xsrfTokenPresent ? SESSION_TIMEOUT_MESSAGE : undefined };
  // A locked account ends the session too; the server says why.
  if (status === 423) return { kind: 'endSession', notice: errorMessage };
  // Refused until a pending step is done: the user is sent to it, whichever page asked.
  if (status === 403 && pendingStep) return { kind: 'navigate', to: pendingStepPages[pendingStep] };
  if (status === 403) return { kind: 'publish' };
  if (status === 404) return { kind: 'navigate', to: 'not_found' };
  if (status === 408) return fromCurrentPage ? { kind: 'errorPage' } : { kind: 'ignore' };
  if (status === 503) return { kind: 'publish' };
  if (status >= 500) return { kind: 'errorPage' };
  return { kind: 'ignore' };
}
