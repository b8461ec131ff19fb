import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the generated secret from DATA_DIR/secrets.json, creating it on first start. It must survive
 * restarts: a new secret would invalidate every XSRF token the browsers hold.
 */
export function loadSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { sessionSecret?: unknown };
    if (typeof stored.sessionSecret === 'string' && stored.sessionSecret.length >= 32) return stored.sessionSecret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const sessionSecret = randomBytes(32).toString('base64url');
  writeFileSync(file, JSON.stringify({ sessionSecret }, null, 2) + '\n', { mode: 0o600 });
  // writeFileSync's mode only applies to new files; make sure a pre-existing bad file is private too.
  chmodSync(file, 0o600);
  return sessionSecret;
}
