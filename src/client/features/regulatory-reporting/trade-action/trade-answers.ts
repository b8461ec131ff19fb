import { readApiError } from '@client/api/read-api-error';

/** What every preset and every submit answer may carry (market-reporting spec section 7). */
export interface TradeAnswer {
  error?: string | null | undefined;
  validationFailureMessages?: readonly string[] | null | undefined;
  fieldValidationMessages?: Readonly<Record<string, string | readonly string[]>> | null | undefined;
}

/** One message of a trade page: a failure (status text as summary, the server's words as detail) or the success. */
export interface TradeMessage {
  severity: 'error' | 'success';
  summary?: string | undefined;
  detail?: string | undefined;
  /** A 409: the trade changed after the form was loaded; the message offers to reload it. */
  stale?: boolean;
}

const nonEmpty = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The refusals an answer carries, each its own message. */
export function refusalsOf(answer: TradeAnswer | undefined): TradeMessage[] {
  if (!answer) return [];
  const texts = [answer.error, ...(answer.validationFailureMessages ?? [])].filter(nonEmpty);
  return texts.map((detail) => ({ severity: 'error', detail }));
}

/**
 * An HTTP failure: the status text as summary and the server's errorMessage as detail (on a 409 the
 * sentence saying who changed the trade and when); 401 the status text only.
 */
export function httpFailureOf(error: unknown): TradeMessage {
  const { status, errorMessage, statusText } = readApiError(error);
  const summary = statusText ?? (typeof status === 'number' ? `HTTP ${status}` : 'The server could not be reached.');
  if (status === 409) return { severity: 'error', summary, detail: errorMessage, stale: true };
  return { severity: 'error', summary, detail: status === 401 ? undefined : errorMessage };
}

export function fieldErrorsOf(answer: TradeAnswer): Record<string, string[]> | undefined {
  const entries = Object.entries(answer.fieldValidationMessages ?? {}).map(([field, messages]): [string, string[]] => [
    field,
    typeof messages === 'string' ? [messages] : [...messages],
  ]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
