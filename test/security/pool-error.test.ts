import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadServerModule } from '../api/node-loader';

/**
 * An idle pooled connection that the server ends (pg_terminate_backend, a failover, an idle timeout
 * in a proxy) makes the pool emit 'error'; without a listener that is an uncaught exception that
 * ends the whole server. Only meaningful against a real PostgreSQL (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const itWithPostgres = serverUrl ? it : it.skip;

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

describe('the PostgreSQL pool', () => {
  // Skipped (and reported as skipped) on PGlite: there is no pool there.
  itWithPostgres(
    'survives a terminated idle connection, warns, and answers the next query (needs TEST_DATABASE_URL)',
    async () => {
      const { openDatabase } = loadServerModule<typeof import('@server/db/open-database')>(
        'src/server/db/open-database.ts',
      );
      const url = new URL(serverUrl);
      const name = `ept_test_${randomBytes(6).toString('hex')}`;
      await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      url.pathname = `/${name}`;
      const warnings: Error[] = [];
      const database = await openDatabase(
        { kind: 'postgres', url: url.toString() },
        { onConnectionError: (error) => warnings.push(error) },
      );
      try {
        // A few connections, all idle in the pool afterwards. Only client backends are the pool's: an
        // autovacuum worker on the fresh database is terminated too but has no pool client to warn.
        await Promise.all([1, 2, 3].map(() => database.db.execute('select pg_sleep(0.05)')));
        const terminated = await withAdminClient(
          serverUrl,
          async (client) =>
            (
              await client.query(
                "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
                [name],
              )
            ).rowCount,
        );
        expect(terminated).toBeGreaterThan(0);

        // Every terminated connection warns once its end arrives; a query sent before the last one has
        // could be handed that connection (a failed query then, not a crash: not what this test is about).
        const deadline = Date.now() + 10_000;
        while (warnings.length < (terminated ?? 1) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(warnings.length).toBeGreaterThanOrEqual(terminated ?? 1);

        const [row] = rowsOf(await database.db.execute('select 1 as one'));
        expect(row).toEqual({ one: 1 });
      } finally {
        await database.close();
        await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    },
  );
});
