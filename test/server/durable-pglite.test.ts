import fs, { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerModule } from '../api/node-loader';

type PgliteModule = typeof import('@server/db/pglite-in-this-thread');

describe('the embedded database on disk', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ept-durable-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('syncs each commit to disk before it returns', async () => {
    // PGlite opened as its thread opens it (pglite-thread-worker.ts), here in this one through Node's own
    // loader, so that both share the one node:fs module.
    const { openPgliteInThisThread } = loadServerModule<PgliteModule>('src/server/db/pglite-in-this-thread.ts');
    const database = await openPgliteInThisThread({ kind: 'folder', folder: path.join(dataDir, 'pglite') });
    try {
      await database.query('create table durability_probe (id integer)');
      const fsync = jest.spyOn(fs, 'fsyncSync');
      try {
        for (let index = 0; index < 3; index += 1)
          await database.query(`insert into durability_probe values (${index})`);
        // At least one fsync per commit (the WAL), made while the commit ran.
        expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(3);
      } finally {
        fsync.mockRestore();
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});
