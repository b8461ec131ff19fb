import { decodeBase32 } from '@server/auth/base32';
import { hotp, totp, verifyTotp } from '@server/auth/totp';

// RFC 6238 appendix B, SHA1 rows; the 6-digit code is the last six digits of the 8-digit vector.
const secret = Buffer.from('12345678901234567890', 'ascii');
const vectors: Array<[seconds: number, eightDigits: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives the RFC code', (seconds, eightDigits) => {
    expect(totp(secret, seconds * 1000)).toBe(eightDigits.slice(-6));
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    expect(['755224', '287082', '359152', '969429', '338314'].map((_, counter) => hotp(secret, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
    ]);
  });

  it('accepts one step of drift either way and nothing further', () => {
    const now = 1111111111 * 1000;
    expect(verifyTotp(secret, totp(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totp(secret, now + 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totp(secret, now - 60_000), now)).toBe(false);
    expect(verifyTotp(secret, totp(secret, now + 60_000), now)).toBe(false);
  });

  it('refuses anything that is not six digits', () => {
    expect(verifyTotp(secret, '', 0)).toBe(false);
    expect(verifyTotp(secret, '12345', 0)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', 0)).toBe(false);
  });
});

describe('base32', () => {
  it('decodes RFC 4648 test vectors and authenticator-style secrets', () => {
    expect(decodeBase32('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(decodeBase32('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(decodeBase32('JBSWY3DPEHPK3PXP').toString('hex')).toBe('48656c6c6f21deadbeef');
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase32('ABC1')).toThrow(/Invalid base32/);
  });
});
