import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock } from '@server/db/data-dir-lock';

describe('data folder lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ept-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const lockFile = () => path.join(dataDir, 'pglite.lock');

  it('records our pid and removes the file on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder held by another live process', () => {
    // The parent of this process is alive for as long as the test runs.
    writeFileSync(lockFile(), String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(new RegExp(`in use by another server process \\(pid ${process.ppid}\\)`));
  });

  it('takes over a lock left by a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(lockFile(), dead);
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
