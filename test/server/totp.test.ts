import { matchTotpStep, newTotpSecret, provisioningUri, totpCode } from '@server/access/totp';

// RFC 6238 appendix B, SHA1 rows (secret '12345678901234567890' in base32); the 6-digit code is the
// last six digits of the 8-digit vector.
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: Array<[seconds: number, eightDigits: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, through otpauth)', () => {
  it.each(vectors)('at %i s gives the RFC code', (seconds, eightDigits) => {
    expect(totpCode(secret, seconds * 1000)).toBe(eightDigits.slice(-6));
  });

  it('names the time step a code belongs to, one step of drift either way and nothing further', () => {
    const now = 1111111111 * 1000;
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
  });

  it('refuses anything that is not six digits, and tolerates spaces', () => {
    expect(matchTotpStep(secret, '', 0)).toBeNull();
    expect(matchTotpStep(secret, '12345', 0)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', 0)).toBeNull();
    const code = totpCode(secret, 0);
    expect(matchTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, 0)).toBe(0);
  });

  it('generates 160-bit base32 secrets, different every time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('writes the provisioning URI authenticator apps expect', () => {
    const uri = new URL(provisioningUri('JBSWY3DPEHPK3PXP', 'newcomer'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Energy Post-Trade:newcomer');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Energy Post-Trade',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
