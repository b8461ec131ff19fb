import { spawn, spawnSync } from 'node:child_process';
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

  it('records our pid and removes the file on release', async () => {
    const lock = await acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder held by another live process once the wait is over', async () => {
    // The parent of this process is alive for as long as the test runs.
    writeFileSync(lockFile(), String(process.ppid));
    const started = Date.now();
    await expect(acquireDataDirLock(dataDir, { waitMs: 400, pollMs: 50 })).rejects.toThrow(
      new RegExp(`in use by another server process \\(pid ${process.ppid}\\)`),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });

  it('waits for an owner that is still exiting, then takes the folder over', async () => {
    // A server killed a moment ago: its pid lives on for a while (here 1.5 s) before it is gone.
    const exiting = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 1500)'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => exiting.on('exit', resolve));
    writeFileSync(lockFile(), String(exiting.pid));
    const lock = await acquireDataDirLock(dataDir, { waitMs: 5000, pollMs: 50 });
    await exited;
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock left by a dead process at once', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(lockFile(), dead);
    const started = Date.now();
    const lock = await acquireDataDirLock(dataDir);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
