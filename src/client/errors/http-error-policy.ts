import type { HttpErrorDestination } from './errors-slice';

/**
 * Failures a page handles itself and that must not reach the global table: the 401 of
 * getUserInformation just means "not logged in", and the login form shows its own refusals.
 */
export function isHandledLocally(endpoint: string, status: number | string): boolean {
  if (endpoint === 'getUserInformation' && status === 401) return true;
  if (endpoint === 'login' && typeof status === 'number' && status < 500) return true;
  return false;
}

/**
 * Where a failure sends the user (access spec section 8). 503 only publishes the error; the rest of the
 * table (400 'Missing cookie', 401/423, 403, 408) is completed by a later issue.
 */
export function destinationFor(status: number | string): HttpErrorDestination | null {
  if (status === 404) return 'not_found';
  if (status === 503) return null;
  if (typeof status === 'number' && status >= 500) return 'error';
  return null;
}
