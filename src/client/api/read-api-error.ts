/**
 * Said where a change could not reach the server (RTK Query's 'FETCH_ERROR'). The page stays with what
 * the user entered: a change is safe to send again, the server answers a repeat as the first.
 */
export const CONNECTION_LOST_MESSAGE =
  'The server could not be reached. What you entered is still here: please check your connection and try again.';

export interface ReadableApiError {
  status: number | string | undefined;
  errorMessage: string | undefined;
  fieldErrors: Record<string, string[]> | undefined;
  statusText: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** `{ field: [messages] }` as the server's apiErrorSchema sends it, or undefined for anything else. */
function readFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Reads what a rejected RTK Query call (`.unwrap()` or the `error` of a hook) says, whatever its shape.
 * Plain narrowing rather than the contract's zod schema keeps zod out of the login page's bundle.
 */
export function readApiError(error: unknown): ReadableApiError {
  if (!isRecord(error))
    return { status: undefined, errorMessage: undefined, fieldErrors: undefined, statusText: undefined };
  const body = isRecord(error.data) ? error.data : {};
  return {
    status: typeof error.status === 'number' || typeof error.status === 'string' ? error.status : undefined,
    errorMessage: nonEmptyString(body.errorMessage),
    fieldErrors: readFieldErrors(body.fieldErrors),
    statusText: nonEmptyString(error.statusText),
  };
}
