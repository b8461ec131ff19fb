import { Secret, TOTP } from 'otpauth';

// Authenticator apps only honour SHA1, 6 digits and 30-second steps, so these are fixed.
export const TOTP_ISSUER = 'Energy Post-Trade';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
// One step either side of now: for clock drift between phone and server, and typing time.
const WINDOW = 1;
const SECRET_BYTES = 20;

function totpOf(secretBase32: string, accountName = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountName,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32.replace(/\s/g, '').toUpperCase()),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps want it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The code of the step containing `timeMs`: what the user's app shows then. */
export function totpCode(secretBase32: string, timeMs: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: timeMs });
}

/** A code as typed or pasted, grouped ('123 456', '4036 2647') or padded: its characters without the spaces. */
export const codeWithoutSpaces = (code: string): string => code.replace(/\s/g, '');

/**
 * The time step a code belongs to if it is valid at `timeMs` (within the window), else null. The
 * caller records the step so the same code is not accepted twice.
 */
export function matchTotpStep(secretBase32: string, code: string, timeMs: number = Date.now()): number | null {
  const token = codeWithoutSpaces(code);
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token, timestamp: timeMs, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: timeMs }) + delta;
}

/** The otpauth:// URI of the setup QR code: otpauth://totp/<issuer>:<user>?secret=...&issuer=... */
export function provisioningUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}
