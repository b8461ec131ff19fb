import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { mifidPositionFields, mifidPositionFileSchema, type MifidPositionFile } from '@shared/contract/mifid';
import { hashPassword } from '@server/access/passwords';
import {
  anonymousAgent,
  buildTestApp,
  createAgent,
  loginAs,
  loginAsDemo,
  type Agent,
  type TestApp,
} from '../api/helper';
import { operationsOf, type Operation } from './openapi-operations';

let testApp: TestApp;
let operations: Operation[];

beforeAll(async () => {
  testApp = await buildTestApp();
  operations = operationsOf(testApp.app);
}, 180_000);
afterAll(() => testApp.close());

/** `POST /api/user/password/reset/{username}` from a method and an `apiPaths` entry. */
const nameOf = (method: string, path: string) => `${method} ${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

const PUBLIC = new Set([
  nameOf('POST', apiPaths.login),
  nameOf('POST', apiPaths.logout),
  nameOf('GET', apiPaths.systemInformation),
  nameOf('GET', apiPaths.passwordResetMail),
  nameOf('GET', apiPaths.passwordResetAllowed),
  nameOf('POST', apiPaths.passwordReset),
  nameOf('POST', apiPaths.clientErrorReport),
  nameOf('POST', apiPaths.unsupportedBrowserLog),
  nameOf('GET', apiPaths.healthLive),
  nameOf('GET', apiPaths.healthReady),
]);
const DURING_PASSWORD_CHANGE = new Set([
  nameOf('GET', apiPaths.userInformation),
  nameOf('POST', apiPaths.passwordChange),
]);
const twoFactorCall = (operation: Operation) => operation.url.startsWith('/api/user/2fa/');
const isPublic = (operation: Operation) => PUBLIC.has(operation.name);
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Unsafe routes an observing admin may call: reads sent as POST (`readsOnly`: finder pages and CSVs,
 * audit-trail pages and downloads) and changes of the caller's own data (`changesOnlyOwnData`).
 */
const postRoute = (path: string) => new RegExp(`^POST ${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
const OBSERVER_MAY = [
  apiPaths.columnSettingsPersist,
  apiPaths.finder,
  apiPaths.finderCsv,
  apiPaths.auditTrail,
  apiPaths.auditTrailFileUpload,
  apiPaths.auditTrailTxt,
  apiPaths.problemSolvingProblems,
  apiPaths.problemSolvingCsv,
].map(postRoute);
const observerMay = (name: string) => OBSERVER_MAY.some((route) => route.test(name));

/** The operation's request, naming `organisationId` wherever it names an organisation. */
function inOrganisation(operation: Operation, organisationId: number) {
  const query =
    'organisationId' in operation.query
      ? { ...operation.query, organisationId: String(organisationId) }
      : operation.query;
  const body =
    typeof operation.body === 'object' && operation.body !== null && 'organisationId' in operation.body
      ? { ...operation.body, organisationId }
      : operation.body;
  return { method: operation.method, url: operation.url, query, payload: body as never };
}

/** The organisations' data as one digest per table, to see that a refused walk changed nothing. */
const ORGANISATION_DATA = [
  'reporting_records',
  'reporting_record_versions',
  'reporting_audit_events',
  'reporting_documents',
  'mifid_position_files',
  'mifid_position_records',
  'column_settings',
  'contacts',
  'problems',
];
async function organisationData(app: FastifyInstance): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of ORGANISATION_DATA) {
    const result = (await app.db.execute(
      sql.raw(
        `SELECT count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS digest FROM ${table} t`,
      ),
    )) as unknown as { rows: { digest: string }[] };
    digests[table] = result.rows[0]!.digest;
  }
  return digests;
}

async function organisationIdOf(app: FastifyInstance, eicCode: string): Promise<number> {
  const organisation = (await app.repos.organisations.listAll()).find((candidate) => candidate.eicCode === eicCode);
  if (!organisation) throw new Error(`No organisation ${eicCode}.`);
  return organisation.id;
}

const call = (agent: Agent, operation: Operation, url = operation.url) =>
  agent.inject({ method: operation.method, url, query: operation.query, payload: operation.body as never });

async function userWithPendingTwoFactorSetup(app: FastifyInstance): Promise<Agent> {
  const password = 'Pending#2026';
  await app.repos.users.insert(
    {
      username: 'pending2fa',
      firstName: 'Pia',
      lastName: 'Pending',
      email: 'pia@example.org',
      passwordHash: await hashPassword(password),
      setupTwoFactor: true,
      organisationId: null,
    },
    [],
  );
  return loginAs(app, 'pending2fa', password);
}

describe('every route of the OpenAPI document', () => {
  it('is found: the walk covers the signed-in families and the public routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const name of PUBLIC) expect(operations.map((operation) => operation.name)).toContain(name);
  });

  it('answers 401 without a session, except the public routes', async () => {
    const agent = await anonymousAgent(testApp.app);
    for (const operation of operations.filter((candidate) => !isPublic(candidate))) {
      const response = await call(agent, operation);
      expect(`${operation.name} ${response.statusCode}`).toBe(`${operation.name} 401`);
    }
  });

  it('answers a change sent with no cookies and no XSRF token 401 on every signed-in route, 403 on the public ones', async () => {
    // A page whose cookies are gone (cleared, or its session ended in another tab) still sends its
    // change: a signed-in route says it is signed out, as it would with a token, so the page keeps its form.
    const unsafe = operations.filter((candidate) => UNSAFE_METHODS.has(candidate.method));
    expect(unsafe.filter(isPublic).length).toBeGreaterThanOrEqual(4);
    expect(unsafe.filter((operation) => operation.url.startsWith('/api/user/2fa/')).length).toBeGreaterThan(0);
    expect(unsafe.length).toBeGreaterThan(40);
    for (const operation of unsafe) {
      const response = await call(createAgent(testApp.app), operation);
      const expected = isPublic(operation) ? 403 : 401;
      expect(`${operation.name} ${response.statusCode}`).toBe(`${operation.name} ${expected}`);
    }
  });

  it('answers 403 to a user who is no administrator on every administration route, which changes nothing', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const administration = operations.filter((operation) => operation.url.startsWith('/api/admin/'));
    // Users, organisations, billing, mails, holidays: the walk must not miss a family.
    expect(administration.length).toBeGreaterThanOrEqual(10);
    const before = await testApp.app.db.execute(
      sql`SELECT md5(string_agg(u::text, ',' ORDER BY id)) AS digest FROM users u`,
    );
    for (const operation of administration) {
      const response = await call(analyst, operation);
      expect(`${operation.name} ${response.statusCode}`).toBe(`${operation.name} 403`);
    }
    const after = await testApp.app.db.execute(
      sql`SELECT md5(string_agg(u::text, ',' ORDER BY id)) AS digest FROM users u`,
    );
    // Compared by rows: the drivers' result objects carry parser functions of their own.
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
  });

  it('answers 403 PASSWORD_CHANGE_REQUIRED while a password change is pending, except what that step needs', async () => {
    const newcomer = await loginAsDemo(testApp.app, 'newcomer');
    for (const operation of operations.filter(
      (candidate) => !isPublic(candidate) && !DURING_PASSWORD_CHANGE.has(candidate.name),
    )) {
      const response = await call(newcomer, operation);
      expect(`${operation.name} ${response.statusCode} ${response.json<{ reason?: string }>().reason}`).toBe(
        `${operation.name} 403 PASSWORD_CHANGE_REQUIRED`,
      );
    }
    const information = await newcomer.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(information.statusCode).toBe(200);
  });

  it('answers 403 TWO_FACTOR_SETUP_REQUIRED while a 2FA setup is pending, except what that step needs', async () => {
    const pending = await userWithPendingTwoFactorSetup(testApp.app);
    const refused = operations.filter(
      (candidate) =>
        !isPublic(candidate) && !twoFactorCall(candidate) && candidate.name !== nameOf('GET', apiPaths.userInformation),
    );
    expect(refused.length).toBeGreaterThan(5);
    for (const operation of refused) {
      const response = await call(pending, operation);
      expect(`${operation.name} ${response.statusCode} ${response.json<{ reason?: string }>().reason}`).toBe(
        `${operation.name} 403 TWO_FACTOR_SETUP_REQUIRED`,
      );
    }
  });

  it('refuses a pending step whatever the spelling of the path', async () => {
    const newcomer = await loginAsDemo(testApp.app, 'newcomer');
    for (const url of ['/%61pi/help/support', '/api/help/%73upport', '/api//help/support']) {
      const response = await newcomer.inject({ method: 'GET', url });
      expect(response.statusCode === 403 || response.statusCode === 404).toBe(true);
      expect(response.body).not.toContain('"content"');
    }
  });

  it("answers 404 to another organisation's id on every organisation-scoped route", async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const analystUser = await testApp.app.repos.users.findByUsername('analyst');
    const memberships = await testApp.app.repos.users.membershipIds(analystUser!.id);
    const other = (await testApp.app.repos.organisations.listAll()).find(
      (organisation) => !memberships.includes(organisation.id),
    );
    // The public error reports take an organisation as context only; client-errors.test.ts checks it against the session.
    const scoped = operations.filter((operation) => operation.hasOrganisationId && !isPublic(operation));
    expect(scoped.length).toBeGreaterThan(0);
    for (const operation of scoped) {
      const query =
        'organisationId' in operation.query
          ? { ...operation.query, organisationId: String(other!.id) }
          : operation.query;
      const body =
        typeof operation.body === 'object' && operation.body !== null && 'organisationId' in operation.body
          ? { ...operation.body, organisationId: other!.id }
          : operation.body;
      const response = await analyst.inject({
        method: operation.method,
        url: operation.url,
        query,
        payload: body as never,
      });
      expect(`${operation.name} ${response.statusCode}`).toBe(`${operation.name} 404`);
    }
  });

  it('refuses every unsafe organisation-scoped route to a non-member: 404 for a user, 403 for an observing admin; nothing changes', async () => {
    const app = testApp.app;
    const editor = await loginAsDemo(app, 'editor'); // a member of Baltic Power only
    const admin = await loginAsDemo(app, 'admin'); // a member of none
    const nordwind = await organisationIdOf(app, '11XNORDWIND-EH-G');
    const balticPower = await organisationIdOf(app, '45XBALTICPOWER-0');
    const unsafe = operations.filter(
      (operation) => UNSAFE_METHODS.has(operation.method) && operation.hasOrganisationId && !isPublic(operation),
    );
    expect(unsafe.map((operation) => operation.name)).toEqual(
      expect.arrayContaining([
        nameOf('POST', apiPaths.mifidConfirmFile),
        nameOf('POST', apiPaths.mifidDiscardFile),
        nameOf('PUT', apiPaths.mifidPositionRecord),
        nameOf('DELETE', apiPaths.mifidPositionRecord),
        nameOf('POST', apiPaths.mifidPositionRecords),
      ]),
    );
    const before = await organisationData(app);
    for (const operation of unsafe) {
      const asEditor = await editor.inject(inOrganisation(operation, nordwind));
      expect(`editor ${operation.name} ${asEditor.statusCode}`).toBe(`editor ${operation.name} 404`);
      // The admin's own column settings would change, which is what that route is for.
      if (postRoute(apiPaths.columnSettingsPersist).test(operation.name)) continue;
      const asAdmin = await admin.inject(inOrganisation(operation, balticPower));
      if (observerMay(operation.name))
        expect(`admin ${operation.name} ${asAdmin.statusCode}`).not.toBe(`admin ${operation.name} 403`);
      else expect(`admin ${operation.name} ${asAdmin.statusCode}`).toBe(`admin ${operation.name} 403`);
    }
    expect(await organisationData(app)).toEqual(before);
  });
});

describe("an observing admin and another organisation's position file", () => {
  it('is refused with 403 on discard, confirm, edit, add and delete, and the file stays as it was', async () => {
    const app = testApp.app;
    const editor = await loginAsDemo(app, 'editor');
    const admin = await loginAsDemo(app, 'admin');
    const balticPower = await organisationIdOf(app, '45XBALTICPOWER-0');
    const query = { organisationId: String(balticPower) };
    // The probe named Baltic Power's file 500488; an edited file is one that discard and confirm would change.
    const [edited] = (
      (await app.db.execute(
        sql`SELECT file_id FROM mifid_position_files WHERE organisation_id = ${balticPower} AND state = 'EDITING' ORDER BY file_id LIMIT 1`,
      )) as unknown as { rows: { file_id: number }[] }
    ).rows;
    const fileId = edited!.file_id;
    const load = async (agent: Agent): Promise<MifidPositionFile> => {
      const response = await agent.inject({
        method: 'GET',
        url: fillPath(apiPaths.mifidPositionFile, { fileId }),
        query: { ...query, entriesPerPage: '100' },
      });
      expect(response.statusCode).toBe(200);
      return mifidPositionFileSchema.parse(response.json());
    };
    const before = await load(editor);
    // The admin observes: the file reads as it does for its members, with no action offered.
    const offeringNothing = (file: MifidPositionFile): MifidPositionFile => ({
      fileInfo: {
        ...file.fileInfo,
        addPositionEnabled: false,
        confirmFileEnabled: false,
        discardChangesEnabled: false,
      },
      records: { ...file.records, values: file.records.values.map((each) => ({ ...each, editable: false })) },
    });
    expect(await load(admin)).toEqual(offeringNothing(before));
    const record = before.records.values.find((candidate) => candidate.editable)!;
    const values = Object.fromEntries(mifidPositionFields.map((field) => [field, record[field].value]));
    const fileVersion = before.fileInfo.version;
    const attempts = [
      {
        method: 'POST' as const,
        url: fillPath(apiPaths.mifidDiscardFile, { fileId }),
        query,
        payload: { fileVersion },
      },
      {
        method: 'POST' as const,
        url: fillPath(apiPaths.mifidConfirmFile, { fileId }),
        query,
        payload: { fileVersion },
      },
      {
        method: 'PUT' as const,
        url: fillPath(apiPaths.mifidPositionRecord, { fileId, recordId: record.id }),
        query,
        payload: { ...values, posQuantity: '1', version: record.version },
      },
      {
        method: 'DELETE' as const,
        url: fillPath(apiPaths.mifidPositionRecord, { fileId, recordId: record.id }),
        query: { ...query, version: String(record.version) },
      },
      {
        method: 'POST' as const,
        url: fillPath(apiPaths.mifidPositionRecords, { fileId }),
        query,
        payload: { ...values, requestId: 'observer-add' },
      },
    ];
    for (const attempt of attempts) {
      const response = await admin.inject(attempt);
      expect(`${attempt.method} ${attempt.url} ${response.statusCode}`).toBe(`${attempt.method} ${attempt.url} 403`);
    }
    expect(await load(editor)).toEqual(before);
  });
});
