import { sql } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths';
import { userListSchema, userRoleLabels, type UserListQuery } from '@shared/contract/admin-users';
import { anonymousAgent, buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';
import { createTestClock } from './test-clock';

const clock = createTestClock(new Date('2026-11-26T10:00:00Z'));
let testApp: TestApp;
let admin: Agent;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  admin = await loginAsDemo(testApp.app, 'admin');
}, 180_000);
afterAll(() => testApp.close());

const list = (agent: Agent, query: Partial<Record<keyof UserListQuery, string>> = {}) =>
  agent.inject({ method: 'GET', url: apiPaths.adminUsers, query });

describe('the user list', () => {
  it('names every user by name, with organisations, roles and second factor, and nothing secret', async () => {
    const response = await list(admin, { entriesPerPage: '100' });
    expect(response.statusCode).toBe(200);
    const page = userListSchema.parse(response.json());
    const names = page.values.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'und')));
    const analyst = page.values.find((row) => row.username === 'analyst')!;
    expect(analyst).toMatchObject({
      name: 'Anna Lindqvist',
      email: 'anna.lindqvist@nordwind-energie.example',
      roles: [],
      twoFactor: false,
      lockedUntil: null,
    });
    expect(analyst.organisations).toHaveLength(2);
    expect(page.values.find((row) => row.username === 'admin')?.roles).toEqual([
      userRoleLabels.admin,
      userRoleLabels.helpEditor,
    ]);
    expect(page.values.find((row) => row.username === 'totp')?.twoFactor).toBe(true);
    expect(response.body).not.toMatch(/passwordHash|totpSecret|\$argon2|\$2[aby]\$/);
  });

  it('searches name, user name and e-mail, with LIKE wildcards taken literally', async () => {
    const byName = userListSchema.parse((await list(admin, { text: 'lindq' })).json());
    expect(byName.values.map((row) => row.username)).toEqual(['analyst']);
    const byMail = userListSchema.parse((await list(admin, { text: 'BALTICPOWER.example' })).json());
    expect(byMail.values.map((row) => row.username)).toEqual(['editor']);
    const wildcard = userListSchema.parse((await list(admin, { text: '%' })).json());
    expect(wildcard).toMatchObject({ count: 0, values: [] });
  });

  it('pages and sorts by last login, newest first', async () => {
    const first = userListSchema.parse(
      (await list(admin, { entriesPerPage: '2', columnName: 'lastLoginAt', sortOrder: 'DESCENDING' })).json(),
    );
    expect(first.values).toHaveLength(2);
    // Never signed in sorts as the largest: first when newest first.
    const all = userListSchema.parse(
      (await list(admin, { entriesPerPage: '100', columnName: 'lastLoginAt', sortOrder: 'DESCENDING' })).json(),
    );
    expect(first.values.map((row) => row.id)).toEqual(all.values.slice(0, 2).map((row) => row.id));
    const signedIn = all.values.filter((row) => row.lastLoginAt !== null).map((row) => row.lastLoginAt!);
    expect(signedIn).toEqual([...signedIn].sort().reverse());
    expect(signedIn.length).toBeGreaterThan(0);
  });

  it('says until when a user is locked out by failed sign-ins, and not once that time has passed', async () => {
    await testApp.app.db.execute(sql`
      INSERT INTO login_throttle (kind, key, failures, window_started_at, locked_until)
      VALUES ('name', 'editor', 5, '2026-11-26T09:55:00Z', '2026-11-26T10:15:00Z')`);
    const locked = userListSchema.parse((await list(admin, { text: 'editor' })).json());
    expect(locked.values[0]?.lockedUntil).toBe('2026-11-26T10:15:00.000Z');
    clock.advanceMinutes(20);
    const over = userListSchema.parse((await list(admin, { text: 'editor' })).json());
    expect(over.values[0]?.lockedUntil).toBeNull();
  });

  it('answers a search too long or a sort it does not know with 400 and the field', async () => {
    const long = await list(admin, { text: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.text).toEqual(['text must be at most 100 characters.']);
    const sort = await list(admin, { columnName: 'passwordHash' });
    expect(sort.statusCode).toBe(400);
    expect(Object.keys(sort.json().fieldErrors)).toEqual(['columnName']);
  });

  it('is for administrators only', async () => {
    expect((await list(await loginAsDemo(testApp.app, 'analyst'))).statusCode).toBe(403);
    expect((await list(await anonymousAgent(testApp.app))).statusCode).toBe(401);
  });
});
