import { createHmac, timingSafeEqual } from 'node:crypto';

// Authenticator apps only honour SHA1, 6 digits and 30-second steps, so these are fixed.
const STEP_SECONDS = 30;
const DIGITS = 6;

/** RFC 4226 HOTP: HMAC-SHA1 over the 8-byte counter, dynamically truncated to DIGITS digits. */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** RFC 6238 TOTP at a given time (milliseconds since the epoch). */
export function totp(secret: Buffer, timeMs: number = Date.now()): string {
  return hotp(secret, Math.floor(timeMs / 1000 / STEP_SECONDS));
}

/** Accepts the code of the current step and one step either side, for clock drift and typing time. */
export function verifyTotp(secret: Buffer, code: string, timeMs: number = Date.now()): boolean {
  const candidate = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(candidate)) return false;
  const step = Math.floor(timeMs / 1000 / STEP_SECONDS);
  let matched = false;
  for (const drift of [-1, 0, 1]) {
    // No early exit: every window is checked, so timing does not say which one matched.
    matched = timingSafeEqual(Buffer.from(hotp(secret, step + drift)), Buffer.from(candidate)) || matched;
  }
  return matched;
}
