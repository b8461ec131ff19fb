import { passwordMessages, type PasswordStatus } from '@shared/contract';
import { readApiError } from '@client/api/read-api-error';
import type { FormRefusal } from '@client/components/form/use-server-form';

const statusMessages: Record<Exclude<PasswordStatus, 'SUCCESS'>, string> = {
  REQUEST_EXPIRED: passwordMessages.REQUEST_EXPIRED,
  USED_PASSWORD: passwordMessages.USED_PASSWORD,
  WEAK_PASSWORD: passwordMessages.WEAK_PASSWORD,
};

const isStatus = (value: unknown): value is Exclude<PasswordStatus, 'SUCCESS'> =>
  typeof value === 'string' && value in statusMessages;

/** The message for a password status other than SUCCESS (access spec section 8). */
export function passwordStatusMessage(status: Exclude<PasswordStatus, 'SUCCESS'>): string {
  return statusMessages[status];
}

/**
 * What a refused request of the password family says: a status code or a message in the body's
 * `response` (the spec's response.error.response), else the server's message and its field messages
 * (a wrong current password is named on its field).
 */
export function passwordRefusal(error: unknown, fallback: string): FormRefusal {
  const data: unknown = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const response = typeof data === 'object' && data !== null ? (data as { response?: unknown }).response : undefined;
  if (isStatus(response)) return { message: passwordStatusMessage(response) };
  if (typeof response === 'string' && response !== '') return { message: response };
  const { errorMessage, fieldErrors } = readApiError(error);
  return { message: errorMessage ?? fallback, fieldErrors };
}
