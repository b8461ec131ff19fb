import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { hashPassword } from '@server/access/passwords';
import { anonymousAgent, buildTestApp, loginAs, loginAsDemo, type Agent, type TestApp } from '../api/helper';
import { operationsOf, type Operation } from './openapi-operations';

let testApp: TestApp;
let operations: Operation[];

beforeAll(async () => {
  testApp = await buildTestApp();
  operations = operationsOf(testApp.app);
});
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
const DURING_PASSWORD_CHANGE = new Set([nameOf('GET', apiPaths.userInformation), nameOf('POST', apiPaths.passwordChange)]);
const twoFactorCall = (operation: Operation) => operation.url.startsWith('/api/user/2fa/');
const isPublic = (operation: Operation) => PUBLIC.has(operation.name);

const call = (agent: Agent, operation: Operation, url = operation.url) =>
  agent.inject({ method: operation.method, url, query: operation.query, payload: operation.body as never });

async function userWithPendingTwoFactorSetup(app: FastifyInstance): Promise<Agent> {
  const password = 'Pending#2026';
  await app.repos.users.insert(
    { username: 'pending2fa', firstName: 'Pia', lastName: 'Pending', email: 'pia@example.org', passwordHash: await hashPassword(password), setupTwoFactor: true, organisationId: null },
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

  it('answers 403 PASSWORD_CHANGE_REQUIRED while a password change is pending, except what that step needs', async () => {
    const newcomer = await loginAsDemo(testApp.app, 'newcomer');
    for (const operation of operations.filter((candidate) => !isPublic(candidate) && !DURING_PASSWORD_CHANGE.has(candidate.name))) {
      const response = await call(newcomer, operation);
      expect(`${operation.name} ${response.statusCode} ${response.json<{ reason?: string }>().reason}`).toBe(`${operation.name} 403 PASSWORD_CHANGE_REQUIRED`);
    }
    const information = await newcomer.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(information.statusCode).toBe(200);
  });

  it('answers 403 TWO_FACTOR_SETUP_REQUIRED while a 2FA setup is pending, except what that step needs', async () => {
    const pending = await userWithPendingTwoFactorSetup(testApp.app);
    const refused = operations.filter((candidate) => !isPublic(candidate) && !twoFactorCall(candidate) && candidate.name !== nameOf('GET', apiPaths.userInformation));
    expect(refused.length).toBeGreaterThan(5);
    for (const operation of refused) {
      const response = await call(pending, operation);
      expect(`${operation.name} ${response.statusCode} ${response.json<{ reason?: string }>().reason}`).toBe(`${operation.name} 403 TWO_FACTOR_SETUP_REQUIRED`);
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
    const other = (await testApp.app.repos.organisations.listAll()).find((organisation) => !memberships.includes(organisation.id));
    // The public error reports take an organisation as context only; client-errors.test.ts checks it against the session.
    const scoped = operations.filter((operation) => operation.hasOrganisationId && !isPublic(operation));
    expect(scoped.length).toBeGreaterThan(0);
    for (const operation of scoped) {
      const query = 'organisationId' in operation.query ? { ...operation.query, organisationId: String(other!.id) } : operation.query;
      const body = typeof operation.body === 'object' && operation.body !== null && 'organisationId' in operation.body ? { ...operation.body, organisationId: other!.id } : operation.body;
      const response = await analyst.inject({ method: operation.method, url: operation.url, query, payload: body as never });
      expect(`${operation.name} ${response.statusCode}`).toBe(`${operation.name} 404`);
    }
  });
});
