import { createHash } from 'node:crypto';
import { newSessionToken, sessionIdOf } from '@server/access/session-token';

describe('sessionIdOf', () => {
  it("is the token's SHA-256 in hex, so the sessions a database already keeps are still found", () => {
    // FIPS 180-2's example.
    expect(sessionIdOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const token of [newSessionToken(), newSessionToken(), 'Wisła', '']) {
      expect(sessionIdOf(token)).toBe(createHash('sha256').update(token).digest('hex'));
    }
  });
});
