import type { LoginErrorResponse } from '@shared/contract';

export type LoginRefusal = Pick<LoginErrorResponse, 'tokenRequired' | 'tokenEmailAllowed' | 'tokenEmailSent'>;

/** The second-factor flags of a refused login (the login error response); false when absent. */
export function readLoginRefusal(error: unknown): LoginRefusal {
  const data: unknown = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const body = typeof data === 'object' && data !== null ? (data as Partial<Record<keyof LoginRefusal, unknown>>) : {};
  return {
    tokenRequired: body.tokenRequired === true,
    tokenEmailAllowed: body.tokenEmailAllowed === true,
    tokenEmailSent: body.tokenEmailSent === true,
  };
}
