/**
 * The path of a request as the router sees it: without the query string and percent-decoded, so
 * '/%61pi/user' is recognised as the API path it reaches. A malformed escape leaves the path as sent.
 */
export function decodedPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The query string of a request's URL, with its '?', or '' without one. */
export function queryOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? '' : url.slice(queryAt);
}

/** Whether a request is for the API: by the route it matched, or else by its decoded path. */
export function isApiRequest(request: { url: string; routeOptions: { url?: string } }): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && (route === '/api' || route.startsWith('/api/'))) return true;
  const path = decodedPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}
