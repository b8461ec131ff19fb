import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The product version is the package version; read from disk so no build step has to inject it. */
export function readVersion(): string {
  const packageJson = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as {
    version?: string;
  };
  return packageJson.version ?? 'unknown';
}
