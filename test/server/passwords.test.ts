import { hashPassword, verifyPassword } from '@server/access/passwords';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and key, and verifies only the right password', async () => {
    const stored = await hashPassword('Analyst#2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    await expect(verifyPassword('Analyst#2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('analyst#2026', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
