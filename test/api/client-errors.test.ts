import { apiPaths } from '@shared/api-paths';
import type { ClientErrorReport } from '@shared/contract';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from './helper';

const LIMIT = 4;
let testApp: TestApp;

beforeAll(async () => {
  // app.inject connects from 127.0.0.1: trusting it as the balancer lets tests set client addresses.
  testApp = await buildTestApp({ config: { clientErrorReportsPerMinute: LIMIT, trustProxy: ['127.0.0.1'] } });
});
afterAll(() => testApp.close());

const report: ClientErrorReport = {
  time: '2026-03-01T10:00:00',
  url: 'http://localhost:8080/help/welcome',
  userName: 'analyst',
  selectedOrg: 'Nordwind Energiehandel',
  errorName: 'TypeError',
  errorMessage: "Cannot read properties of undefined (reading 'map')",
  errorStack: 'TypeError: ...\n    at WelcomePage (main.js:1:2)',
};

async function browser(ip: string): Promise<Agent> {
  const agent = createAgent(testApp.app);
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation, headers: { 'x-forwarded-for': ip } });
  return agent;
}

const rows = async (table: string) =>
  (
    (await testApp.app.db.execute(`select * from ${table} order by id`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    }
  ).rows;

describe('client error reports', () => {
  it('stores an anonymous report with address and user agent, answering 204', async () => {
    const agent = await browser('198.51.100.1');
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.clientErrorReport,
      payload: report,
      headers: { 'x-forwarded-for': '198.51.100.1', 'user-agent': 'Mozilla/5.0 Test' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await rows('client_error_reports')).at(-1)).toMatchObject({
      ip: '198.51.100.1',
      user_agent: 'Mozilla/5.0 Test',
      user_id: null,
      error_name: 'TypeError',
    });
  });

  it('records the logged-in user, and the unsupported-browser log', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    expect((await agent.inject({ method: 'POST', url: apiPaths.clientErrorReport, payload: report })).statusCode).toBe(
      204,
    );
    const browserLog = await agent.inject({
      method: 'POST',
      url: apiPaths.unsupportedBrowserLog,
      payload: { browser: 'Firefox', version: '128', organisationId: 1 },
    });
    expect(browserLog.statusCode).toBe(204);
    expect((await rows('client_error_reports')).at(-1)?.user_id).toEqual(expect.any(Number));
    expect((await rows('unsupported_browser_logs')).at(-1)).toMatchObject({
      browser: 'Firefox',
      version: '128',
      organisation_id: 1,
    });
  });

  it('stores the unsupported-browser log of one session once, however often it is sent', async () => {
    const logs = async () =>
      (await rows('unsupported_browser_logs')).filter(({ browser }) => browser === 'Opera').length;
    const before = await logs();
    const send = (agent: Agent) =>
      agent.inject({
        method: 'POST',
        url: apiPaths.unsupportedBrowserLog,
        payload: { browser: 'Opera', version: '115', organisationId: 1 },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const twice = await Promise.all([send(analyst), send(analyst)]);
    expect(twice.map(({ statusCode }) => statusCode)).toEqual([204, 204]);
    expect((await send(analyst)).statusCode).toBe(204);
    expect(await logs()).toBe(before + 1);
    // A sign-in of its own is a new fact.
    expect((await send(await loginAsDemo(testApp.app, 'analyst'))).statusCode).toBe(204);
    expect(await logs()).toBe(before + 2);
  });

  it('stores a report sent twice, at once or again later, once (a retry, a double send)', async () => {
    const ip = '198.51.100.42';
    const agent = await browser(ip);
    const send = (payload: ClientErrorReport) =>
      agent.inject({ method: 'POST', url: apiPaths.clientErrorReport, payload, headers: { 'x-forwarded-for': ip } });
    const once = { ...report, errorMessage: 'Sent twice (reference code 7F3A)' };
    const answers = await Promise.all([send(once), send(once)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect((await send(once)).statusCode).toBe(204);
    // Another error at the same moment is another report (four sends: the address's limit here).
    expect((await send({ ...once, errorMessage: 'Another (reference code 7F3B)' })).statusCode).toBe(204);
    const stored = (await rows('client_error_reports')).filter((row) => row.ip === ip);
    expect(stored.map((row) => row.error_message)).toEqual([once.errorMessage, 'Another (reference code 7F3B)']);
  });

  it('still needs the XSRF token', async () => {
    const agent = await browser('198.51.100.2');
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.clientErrorReport,
      payload: report,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses oversized fields', async () => {
    const agent = await browser('198.51.100.3');
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.clientErrorReport,
      payload: { ...report, errorMessage: 'x'.repeat(5000) },
      headers: { 'x-forwarded-for': '198.51.100.3' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('errorMessage');
  });

  it.each(['banana', '2026-02-30T10:00:00', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00.123', '2026-03-01 10:00:00'])(
    "refuses a time that is not the spec's YYYY-MM-DDThh:mm:ss of a real day: %s",
    async (time) => {
      const agent = await browser('198.51.100.4');
      const response = await agent.inject({
        method: 'POST',
        url: apiPaths.clientErrorReport,
        payload: { ...report, time },
        headers: { 'x-forwarded-for': '198.51.100.4' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        time: ['time must be a local date and time (YYYY-MM-DDThh:mm:ss).'],
      });
    },
  );

  it('limits the reports per address and minute', async () => {
    const agent = await browser('203.0.113.9');
    const post = () =>
      agent.inject({
        method: 'POST',
        url: apiPaths.clientErrorReport,
        payload: report,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    for (let index = 0; index < LIMIT; index += 1) expect((await post()).statusCode).toBe(204);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errorMessage: 'Too many error reports.' });
    // Another address is not affected.
    const other = await browser('203.0.113.10');
    const response = await other.inject({
      method: 'POST',
      url: apiPaths.clientErrorReport,
      payload: report,
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('stores no more than the limit of a burst sent at once (on PostgreSQL, over several connections)', async () => {
    const ip = '203.0.113.77';
    const agent = await browser(ip);
    const burst = Array.from({ length: 3 * LIMIT }, (_, index) =>
      agent.inject({
        method: 'POST',
        url: apiPaths.clientErrorReport,
        payload: { ...report, errorMessage: `burst ${index}` },
        headers: { 'x-forwarded-for': ip },
      }),
    );
    const statuses = (await Promise.all(burst)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
    expect((await rows('client_error_reports')).filter((row) => row.ip === ip)).toHaveLength(LIMIT);
  });

  describe('who reports is taken from the session', () => {
    const lastRow = async (table: string) => (await rows(table)).at(-1);
    const organisationsOf = async (username: string) => {
      const user = await testApp.app.repos.users.findByUsername(username);
      return testApp.app.repos.organisations.listForUser(user!.id);
    };
    const foreignOrganisation = async (username: string) => {
      const own = new Set((await organisationsOf(username)).map((organisation) => organisation.id));
      const other = (await testApp.app.repos.organisations.listAll()).find((organisation) => !own.has(organisation.id));
      if (!other) throw new Error('Every organisation belongs to the user.');
      return other;
    };

    // Each test from its own address: the per-address limit is small here.
    const from = (ip: string) => ({ 'x-forwarded-for': ip });

    it("records the session's user, not the name in the body", async () => {
      const agent = await loginAsDemo(testApp.app, 'analyst');
      const response = await agent.inject({
        method: 'POST',
        url: apiPaths.clientErrorReport,
        payload: { ...report, userName: 'admin' },
        headers: from('192.0.2.1'),
      });
      expect(response.statusCode).toBe(204);
      expect(await lastRow('client_error_reports')).toMatchObject({ user_name: 'analyst' });
    });

    it('records no user for an anonymous report, whatever the body claims', async () => {
      const agent = await browser('198.51.100.20');
      const response = await agent.inject({
        method: 'POST',
        url: apiPaths.clientErrorReport,
        payload: { ...report, userName: 'admin', selectedOrg: 'Nordwind Energiehandel' },
        headers: { 'x-forwarded-for': '198.51.100.20' },
      });
      expect(response.statusCode).toBe(204);
      expect(await lastRow('client_error_reports')).toMatchObject({
        user_id: null,
        user_name: null,
        selected_org: null,
      });
    });

    it("keeps the user's own organisation and drops another one", async () => {
      const agent = await loginAsDemo(testApp.app, 'analyst');
      const [own] = await organisationsOf('analyst');
      const foreign = await foreignOrganisation('analyst');
      const post = (selectedOrg: string) =>
        agent.inject({
          method: 'POST',
          url: apiPaths.clientErrorReport,
          payload: { ...report, selectedOrg },
          headers: from('192.0.2.2'),
        });
      expect((await post(own!.displayName)).statusCode).toBe(204);
      expect(await lastRow('client_error_reports')).toMatchObject({ selected_org: own!.displayName });
      expect((await post(String(own!.id))).statusCode).toBe(204);
      expect(await lastRow('client_error_reports')).toMatchObject({ selected_org: String(own!.id) });
      expect((await post(foreign.displayName)).statusCode).toBe(204);
      expect(await lastRow('client_error_reports')).toMatchObject({ user_name: 'analyst', selected_org: null });
    });

    it("stores another organisation's id in the browser log only for an admin", async () => {
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      const [own] = await organisationsOf('analyst');
      const foreign = await foreignOrganisation('analyst');
      const log = (agent: Agent, organisationId: number) =>
        agent.inject({
          method: 'POST',
          url: apiPaths.unsupportedBrowserLog,
          payload: { browser: 'Firefox', version: '128', organisationId },
          headers: from('192.0.2.3'),
        });

      expect((await log(analyst, foreign.id)).statusCode).toBe(204);
      expect(await lastRow('unsupported_browser_logs')).toMatchObject({
        organisation_id: null,
        user_id: expect.any(Number),
      });
      expect((await log(analyst, own!.id)).statusCode).toBe(204);
      expect(await lastRow('unsupported_browser_logs')).toMatchObject({ organisation_id: own!.id });

      expect((await log(await loginAsDemo(testApp.app, 'admin'), foreign.id)).statusCode).toBe(204);
      expect(await lastRow('unsupported_browser_logs')).toMatchObject({ organisation_id: foreign.id });

      const anonymous = await browser('198.51.100.21');
      const response = await anonymous.inject({
        method: 'POST',
        url: apiPaths.unsupportedBrowserLog,
        payload: { browser: 'Firefox', version: '128', organisationId: own!.id },
        headers: from('198.51.100.21'),
      });
      expect(response.statusCode).toBe(204);
      expect(await lastRow('unsupported_browser_logs')).toMatchObject({ user_id: null, organisation_id: null });
    });
  });
});
