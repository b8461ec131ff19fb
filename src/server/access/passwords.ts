import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt parameters (memory-hard: 128 * N * r bytes = 16 MiB per hash). Stored with every hash so
// they can be raised later without invalidating existing passwords.
const N = 16384;
const r = 8;
const p = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$16384$8$1$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, rr, pp, saltB64, hashB64] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !rr || !pp || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const options = { N: Number(n), r: Number(rr), p: Number(pp), maxmem: 256 * Number(n) * Number(rr) };
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A valid hash of a random password: verifying against it costs as much as a real check, so an
// unknown username answers no faster than a wrong password.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, await dummyHash);
}
