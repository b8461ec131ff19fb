import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token is derived, not stored: HMAC of whatever the browser's session (or pre-session) is. */
export function xsrfTokenFor(secret: string, binding: string): string {
  return createHmac('sha256', secret).update(`xsrf:${binding}`).digest('base64url');
}

export function xsrfTokenMatches(expected: string, actual: string | undefined): boolean {
  if (!actual) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** More bindings than this and the kept tokens start over. */
const MOST_TOKENS_KEPT = 10_000;

/**
 * `xsrfTokenFor` with each binding's token kept once derived: every request of a page asks for it,
 * and an HMAC each was as much of a finder page's server time as its own cursor's.
 */
export function keptXsrfTokens(secret: string): (binding: string) => string {
  const kept = new Map<string, string>();
  return (binding) => {
    let token = kept.get(binding);
    if (token === undefined) {
      if (kept.size >= MOST_TOKENS_KEPT) kept.clear();
      token = xsrfTokenFor(secret, binding);
      kept.set(binding, token);
    }
    return token;
  };
}
