import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// Eight digits: 10^8 codes against at most EMAIL_CODE_MAX_FAILURES guesses per attempt.
const CODE_DIGITS = 8;

/** A uniformly random code of eight digits (leading zeros kept). */
export function newEmailLoginCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** The login attempt a code is bound to: a hash of the browser's pre-session nonce (never stored raw). */
export function loginAttemptIdOf(presessionNonce: string): string {
  return createHash('sha256').update(`login-attempt:${presessionNonce}`).digest('hex');
}

/** Keyed with the server secret: a stolen table row does not give the code away by brute force. */
export function emailLoginCodeHash(secret: string, userId: number, attemptId: string, code: string): string {
  return createHmac('sha256', secret).update(`email-code:${userId}:${attemptId}:${code}`).digest('hex');
}

export function emailLoginCodeMatches(expectedHash: string, actualHash: string): boolean {
  const a = Buffer.from(expectedHash);
  const b = Buffer.from(actualHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
