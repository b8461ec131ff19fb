import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { SESSION_COOKIE_NAME } from '@server/access/cookie-names';
import { sessionIdOf } from '@server/access/session-token';
import { buildTestApp, loginAsDemo, organisationIdOf, type Agent, type TestApp } from './helper';

/**
 * A server keeps a session's facts between the database's announcements of their changes
 * (access/session-cache.ts): a page's requests read them once, and every change, whoever commits it,
 * reaches the next request once announced. On PGlite the announcement comes with the commit; on
 * PostgreSQL over the listening connection, which is what `changesHeard` waits for.
 */
let testApp: TestApp;
let nordwind: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  nordwind = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
}, 120_000);
afterAll(() => testApp.close());
afterEach(() => jest.restoreAllMocks());

const sessionReads = () => jest.spyOn(testApp.app.repos.sessions, 'findForRequest');

const information = (agent: Agent) => agent.inject({ method: 'GET', url: apiPaths.userInformation });

const nordwindDeals = (agent: Agent) =>
  agent.inject({
    method: 'POST',
    url: fillPath(apiPaths.finder, { finderKind: 'deals' }),
    payload: {
      organisationId: nordwind,
      paging: { page: 1, entriesPerPage: 25 },
      sorting: { columnName: 'createdAt', sortOrder: 'DESCENDING' },
      filters: {},
    },
  });

/** Asks until `holds` answers true, for what takes the database a moment (a lost connection, opened again). */
async function until(holds: () => Promise<boolean>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${withinMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const itWithPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

async function userId(username: string): Promise<number> {
  return (await testApp.app.repos.users.findByUsername(username))!.id;
}

describe('a session’s facts, kept between changes', () => {
  it('are read once for a page’s requests, reads sent as POST included', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    // The sign-in changed the user's row too (the last login): its announcement comes first.
    await testApp.changesHeard();
    const reads = sessionReads();
    for (let index = 0; index < 3; index += 1) expect((await information(analyst)).statusCode).toBe(200);
    expect((await nordwindDeals(analyst)).statusCode).toBe(200);
    const contacts = await analyst.inject({
      method: 'POST',
      url: apiPaths.organisationContacts,
      payload: {
        paging: { page: 0, entriesPerPage: 10 },
        sorting: { columnName: 'displayName', sortOrder: 'ASCENDING' },
        idOfSelectedOrganisationGroup: null,
      },
    });
    expect(contacts.statusCode).toBe(200);
    expect((await information(analyst)).statusCode).toBe(200);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('are read afresh for a change: on another server they may have been revoked a moment ago', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    // The sign-in changed the user's row too (the last login): its announcement comes first.
    await testApp.changesHeard();
    const reads = sessionReads();
    expect((await information(analyst)).statusCode).toBe(200);
    expect((await information(analyst)).statusCode).toBe(200);
    expect(reads).toHaveBeenCalledTimes(1);
    expect((await analyst.inject({ method: 'POST', url: apiPaths.logout })).statusCode).toBe(204);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('lose a membership an operator’s SQL removes as soon as the database announces it', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    expect((await nordwindDeals(analyst)).statusCode).toBe(200);
    const id = await userId('analyst');
    await testApp.app.db.execute(
      sql`DELETE FROM user_organisations WHERE user_id = ${id} AND organisation_id = ${nordwind}`,
    );
    try {
      await testApp.changesHeard();
      expect((await nordwindDeals(analyst)).statusCode).toBe(404);
    } finally {
      await testApp.app.db.execute(
        sql`INSERT INTO user_organisations (user_id, organisation_id) VALUES (${id}, ${nordwind})`,
      );
    }
    await testApp.changesHeard();
    expect((await nordwindDeals(analyst)).statusCode).toBe(200);
  });

  it('end with a session an operator’s SQL deletes, and with every session of a user it deletes', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const editor = await loginAsDemo(testApp.app, 'editor');
    expect((await information(analyst)).statusCode).toBe(200);
    expect((await information(editor)).statusCode).toBe(200);

    const analystSession = sessionIdOf(analyst.cookie(SESSION_COOKIE_NAME)!);
    await testApp.app.db.execute(sql`DELETE FROM sessions WHERE id = ${analystSession}`);
    await testApp.changesHeard();
    expect((await information(analyst)).statusCode).toBe(401);

    await testApp.app.db.execute(
      sql`UPDATE users SET change_password_immediately = true WHERE id = ${await userId('editor')}`,
    );
    try {
      await testApp.changesHeard();
      const forced = await nordwindDeals(editor);
      expect(forced.statusCode).toBe(403);
    } finally {
      await testApp.app.db.execute(sql`UPDATE users SET change_password_immediately = false WHERE username = 'editor'`);
    }
  });

  it('are forgotten when this server changes anything, before its answer leaves', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const admin = await loginAsDemo(testApp.app, 'admin');
    expect((await nordwindDeals(analyst)).statusCode).toBe(200);
    const id = await userId('analyst');
    const details = await admin.inject({ method: 'GET', url: fillPath(apiPaths.adminUser, { id: String(id) }) });
    const { version, organisationIds, firstName, lastName, email, isAdmin, canEditHelp } = details.json();
    const edit = (ids: number[], from: number) =>
      admin.inject({
        method: 'PUT',
        url: fillPath(apiPaths.adminUser, { id: String(id) }),
        payload: { version: from, firstName, lastName, email, isAdmin, canEditHelp, organisationIds: ids },
      });
    const removed = await edit(
      (organisationIds as number[]).filter((organisation) => organisation !== nordwind),
      version as number,
    );
    expect(removed.statusCode).toBe(200);
    try {
      // No wait for the database's announcement: this server made the change.
      expect((await nordwindDeals(analyst)).statusCode).toBe(404);
    } finally {
      expect((await edit(organisationIds as number[], removed.json().version as number)).statusCode).toBe(200);
    }
    expect((await nordwindDeals(analyst)).statusCode).toBe(200);
  });

  itWithPostgres(
    'are not kept while the connection that hears changes is down, and kept again once it is back',
    async () => {
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      // The sign-in's own change (the last login) must be heard first, or it drops the first read.
      await testApp.changesHeard();
      const reads = sessionReads();
      const readsOfTwoRequests = async () => {
        reads.mockClear();
        for (let index = 0; index < 2; index += 1) expect((await information(analyst)).statusCode).toBe(200);
        return reads.mock.calls.length;
      };
      expect(await readsOfTwoRequests()).toBeLessThanOrEqual(1);
      await testApp.app.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'energy-post-trade changes' AND datname = current_database()`,
      );
      await until(async () => (await readsOfTwoRequests()) === 2, 5_000);
      await until(async () => (await readsOfTwoRequests()) === 0, 10_000);
    },
  );

  it('are not kept at all with SESSION_CACHE_SECONDS=0', async () => {
    const uncached = await buildTestApp({ config: { sessionCacheSeconds: 0 } });
    try {
      const analyst = await loginAsDemo(uncached.app, 'analyst');
      const reads = jest.spyOn(uncached.app.repos.sessions, 'findForRequest');
      for (let index = 0; index < 3; index += 1) expect((await information(analyst)).statusCode).toBe(200);
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      await uncached.close();
    }
  });
});
