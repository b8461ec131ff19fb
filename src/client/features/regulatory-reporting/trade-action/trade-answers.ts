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

/** A 409's sentence: the server's `message` (who changed the trade and when), else its errorMessage. */
function conflictSentence(error: unknown): string | undefined {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return nonEmpty(message as string | undefined) ? (message as string) : undefined;
}

/** An HTTP failure: the status text as summary and the server's errorMessage as detail; 401 the status text only. */
export function httpFailureOf(error: unknown): TradeMessage {
  const { status, errorMessage, statusText } = readApiError(error);
  const summary = statusText ?? (typeof status === 'number' ? `HTTP ${status}` : 'The server could not be reached.');
  if (status === 409) return { severity: 'error', summary, detail: conflictSentence(error) ?? errorMessage, stale: true };
  return { severity: 'error', summary, detail: status === 401 ? undefined : errorMessage };
}

export function fieldErrorsOf(answer: TradeAnswer): Record<string, string[]> | undefined {
  const entries = Object.entries(answer.fieldValidationMessages ?? {}).map(
    ([field, messages]): [string, string[]] => [field, typeof messages === 'string' ? [messages] : [...messages]],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
