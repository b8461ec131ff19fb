import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

/**
 * PGlite is a single-process database: two processes on one data folder corrupt it. The lock file
 * holds the owner's pid; a lock left behind by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // 'wx' creates atomically: of two processes racing here exactly one succeeds.
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The data folder ${dataDir} is in use by another server process (pid ${owner}). ` +
          'Stop that process, or start this one with a different DATA_DIR.',
      );
    }
    // Stale (dead owner, our own pid from a previous run in this process, or unreadable): take it over.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not acquire the lock file ${file}.`);
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string): void {
  if (readOwner(file) !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}
