import { createHash, randomBytes } from 'node:crypto';

/** The cookie value: 256 random bits. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the cookie value, so a leaked row is not a usable cookie. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
