import type { PendingStep } from '@shared/contract';

/**
 * An error a route throws on purpose: the error handler answers its status, message and field
 * errors as they are. Anything else that is thrown becomes a 500 with a reference code.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly reason?: PendingStep,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
