import { createHash, randomBytes } from 'node:crypto';

/** The token of a reset link: 256 random bits, URL-safe. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a leaked table row is no usable link. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(`password-reset:${token}`).digest('hex');
}
