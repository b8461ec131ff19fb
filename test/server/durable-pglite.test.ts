import fs, { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerModule } from '../api/node-loader';

type OpenDatabaseModule = typeof import('@server/db/open-database');

describe('the embedded database on disk', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ept-durable-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('syncs each commit to disk before it returns', async () => {
    // PGlite runs in this process through Node's own loader; both share the one node:fs module.
    const { openDatabase } = loadServerModule<OpenDatabaseModule>('src/server/db/open-database.ts');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.db.execute('create table durability_probe (id integer)');
      const fsync = jest.spyOn(fs, 'fsyncSync');
      try {
        for (let index = 0; index < 3; index += 1) await database.db.execute(`insert into durability_probe values (${index})`);
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
