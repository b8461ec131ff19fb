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
