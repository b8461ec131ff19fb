import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { apiPaths, XSRF_COOKIE_NAME } from '@shared/api-paths';
import { remitSubmitResponseSchema, table1CancellationPresetsSchema } from '@shared/contract/remit';
import { SESSION_COOKIE_NAME } from '@server/access/cookie-names';
import type { OpenDatabase } from '@server/db/database';
import { createAgent, loginAsDemo, type Agent } from './helper';
import { loadServerModule } from './node-loader';
import { testConfig } from './test-config';

/**
 * Two servers behind one load balancer share nothing but the PostgreSQL database and SESSION_SECRET.
 * Each app here has its own pool, config and mail worker, as two processes would; what one writes the
 * other must honour. Only meaningful on a real PostgreSQL (TEST_DATABASE_URL): PGlite is one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const describeWithPostgres = serverUrl ? describe : describe.skip;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const rowsOf = async <T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

interface Delivery {
  server: 'first' | 'second';
  to: string;
}

describeWithPostgres('two servers on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const name = `ept_test_${randomBytes(6).toString('hex')}`;
  const databases: OpenDatabase[] = [];
  const deliveries: Delivery[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    const { openDatabase } = loadServerModule<typeof import('@server/db/open-database')>(
      'src/server/db/open-database.ts',
    );
    const { buildApp } = loadServerModule<typeof import('@server/app')>('src/server/app.ts');
    const { seedDemoWorld } = loadServerModule<typeof import('@server/seed/seed-demo-world')>(
      'src/server/seed/seed-demo-world.ts',
    );
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const open = async () => {
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      databases.push(database);
      return database;
    };
    // Both start as `npm start` does: migrate (a no-op for the second), and seed an empty database.
    const firstDatabase = await open();
    await firstDatabase.migrate();
    await seedDemoWorld(firstDatabase.db, undefined, { reportingScale: 'small' });
    const secondDatabase = await open();
    await secondDatabase.migrate();

    // A slow SMTP server, so both workers are busy at the same time.
    const transport = (server: Delivery['server']) => ({
      async send(mail: { to: string }) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        deliveries.push({ server, to: mail.to });
      },
    });
    // Each its own config (the same SESSION_SECRET, as the README asks), pool and mail worker.
    first = await buildApp({
      config: testConfig({ instanceName: 'first' }),
      db: firstDatabase.db,
      changes: firstDatabase.changes,
      mailTransport: transport('first'),
    });
    second = await buildApp({
      config: testConfig({ instanceName: 'second' }),
      db: secondDatabase.db,
      changes: secondDatabase.changes,
      mailTransport: transport('second'),
    });
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const database of databases) await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** The same browser, its next request routed to the other server. */
  function onTheOtherServer(agent: Agent): Agent {
    const moved = createAgent(second);
    for (const cookie of [SESSION_COOKIE_NAME, XSRF_COOKIE_NAME]) moved.setCookie(cookie, agent.cookie(cookie));
    return moved;
  }

  it('honours a session started on the other server, for reading and for posting', async () => {
    const analyst = await loginAsDemo(first, 'analyst');
    const elsewhere = onTheOtherServer(analyst);
    const information = await elsewhere.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(information.statusCode).toBe(200);
    expect(information.json()).toMatchObject({ userName: 'analyst' });
    // The first keeps the session's facts now (access/session-cache.ts) ...
    expect((await analyst.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(200);
    // ... and logging out on the second ends the session on the first too, once the database's
    // announcement of the deleted session has reached the first.
    expect((await elsewhere.inject({ method: 'POST', url: apiPaths.logout })).statusCode).toBe(204);
    await databases[0]!.changes.caughtUp();
    expect((await analyst.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
  });

  it('reports a REMIT cancellation sent to both at once exactly once; both clicks get that one version', async () => {
    const analyst = await loginAsDemo(first, 'analyst');
    const elsewhere = onTheOtherServer(analyst);
    const organisationId = (
      await rowsOf<{ id: number }>(first, sql`SELECT id FROM organisations WHERE eic_code = '11XNORDWIND-EH-G'`)
    )[0]!.id;
    // A Table 1 trade whose latest version is new or modified: open for cancellation.
    const [trade] = await rowsOf<{ id: number }>(
      first,
      sql`
      SELECT r.id FROM reporting_records r
      WHERE r.organisation_id = ${organisationId} AND r.document_type = 'REMIT_TABLE_1'
        AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
      ORDER BY r.id LIMIT 1`,
    );
    const historyId = trade!.id;
    const versions = async () =>
      (
        await rowsOf<{ n: number }>(
          first,
          sql`SELECT count(*)::int AS n FROM reporting_record_versions WHERE record_id = ${historyId}`,
        )
      )[0]!.n;
    const before = await versions();

    const query = { historyId: String(historyId), organisationId: String(organisationId) };
    const presets = table1CancellationPresetsSchema.parse(
      (await analyst.inject({ method: 'GET', url: apiPaths.remitTable1LoadPresetsCancellation, query })).json(),
    );
    const payload = {
      expectedVersion: presets.trade!.latestVersion,
      transactionTimeUtc: '2026-11-20T10:15:00',
      terminationDate: presets.deliveryStartDate!,
      traderId: 'TRADER-TWO-SERVERS',
    };
    const responses = await Promise.all(
      [analyst, elsewhere].map((agent) =>
        agent.inject({ method: 'POST', url: apiPaths.remitTable1Cancellation, query, payload }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const answers = responses.map((response) => remitSubmitResponseSchema.parse(response.json()));
    // The same user's same request twice (a retry, a double click) is one report: the second answers
    // with the first's version, and exactly one version is stored.
    expect(answers.every((answer) => answer.submitted)).toBe(true);
    expect(new Set(answers.map((answer) => answer.version)).size).toBe(1);
    expect(await versions()).toBe(before + 1);
  });

  it('sends each mail of the shared outbox once while both servers deliver', async () => {
    const recipients = Array.from({ length: 12 }, (_, index) => `two-servers-${index}@example.org`);
    for (const [index, to] of recipients.entries()) {
      await (index % 2 === 0 ? first : second).mail.send({
        to,
        subject: 'Two servers',
        body: 'One mail, sent once.',
        secrets: [],
      });
    }
    // Both workers' passes, at the same time, until the outbox is drained.
    for (
      let pass = 0;
      pass < 20 && deliveries.filter((delivery) => recipients.includes(delivery.to)).length < recipients.length;
      pass++
    ) {
      await Promise.all([first.mail.deliverDue(), second.mail.deliverDue()]);
    }
    const sent = deliveries.filter((delivery) => recipients.includes(delivery.to)).map((delivery) => delivery.to);
    expect([...sent].sort()).toEqual([...recipients].sort());
    const statuses = await rowsOf<{ status: string; n: number }>(
      second,
      sql`SELECT status, count(*)::int AS n FROM mail_outbox WHERE subject = 'Two servers' GROUP BY status`,
    );
    expect(statuses).toEqual([{ status: 'SENT', n: recipients.length }]);
  });
});
