import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's own record wins; a checkout without a build asks git; anything else is 'unknown'. */
export function readRevision(distDir: string): string {
  return fromBuildInfo(distDir) ?? fromGit() ?? 'unknown';
}

function fromBuildInfo(distDir: string): string | null {
  try {
    const info: unknown = JSON.parse(readFileSync(path.join(distDir, 'build-info.json'), 'utf8'));
    if (info && typeof info === 'object' && 'revision' in info && typeof info.revision === 'string' && info.revision) {
      return info.revision;
    }
  } catch {
    // No build yet, or an unreadable file: fall through to git.
  }
  return null;
}

function fromGit(): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    });
    return out.toString().trim() || null;
  } catch {
    return null;
  }
}
