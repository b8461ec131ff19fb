/** Hashed, immutable build output: no session or XSRF work is needed to serve it, and no fallback. */
export function isStaticAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}
