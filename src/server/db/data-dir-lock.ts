import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DataDirLock {
  release(): void;
}

export interface DataDirLockOptions {
  /**
   * How long a live owner is waited for before giving up (default 5 s). A server killed a moment ago
   * can still be exiting (its pid alive for a second or two while the kernel tears it down); a
   * supervisor's immediate restart should wait for it, not fail.
   */
  waitMs?: number;
  /** How often the owner is checked while waiting (default 100 ms). */
  pollMs?: number;
}

/**
 * PGlite is a single-process database: two processes on one data folder corrupt it. The lock file
 * holds the owner's pid; a lock left behind by a process that no longer runs is taken over, and one
 * whose owner is still running is waited for, up to `waitMs`.
 */
export async function acquireDataDirLock(
  dataDir: string,
  { waitMs = 5000, pollMs = 100 }: DataDirLockOptions = {},
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  const deadline = Date.now() + waitMs;
  for (let takeovers = 0; takeovers < 3;) {
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
      if (Date.now() >= deadline) {
        throw new Error(
          `The data folder ${dataDir} is in use by another server process (pid ${owner}). ` +
            'Stop that process, or start this one with a different DATA_DIR.',
        );
      }
      await sleep(pollMs);
      continue;
    }
    // Stale (dead owner, our own pid from a previous run in this process, or unreadable): take it over.
    takeovers += 1;
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
