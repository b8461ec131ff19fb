import { apiPaths } from '@shared/api-paths';

/** Statuses a proxy answers with when the application server behind it is down. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Whether the server answers at all: one uncached request outside RTK Query, because its failure must
 * not go through the errors middleware (the router's error page asks while the app's shell is gone).
 * Any answer of the server itself counts, a refusal included; a network failure or a gateway's
 * "server down" does not.
 */
export async function isServerReachable(): Promise<boolean> {
  try {
    const response = await fetch(`${window.location.origin}${apiPaths.systemInformation}`, {
      cache: 'no-store',
      credentials: 'same-origin',
      // As every request of the app says (access spec section 7), besides the browser's own cache mode.
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    return !GATEWAY_STATUSES.has(response.status);
  } catch {
    return false;
  }
}
