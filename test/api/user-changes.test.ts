import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import {
  organisationChoicesSchema,
  userAdministrationMessages as messages,
  userDetailsSchema,
  type NewUser,
  type UserCommand,
  type UserDetails,
} from '@shared/contract/admin-user-changes';
import { apiErrorSchema, passwordStatusResponseSchema } from '@shared/contract';
import { anonymousAgent, buildTestApp, loginAs, loginAsDemo, queryRows, type Agent, type TestApp } from './helper';
import { latestMailId, refuseMailsTo, resetTokenIn, waitForMail } from './mail-outbox';

// Real time, moved on by hand where a test says so: past the window in which a create sent again is its retry.
let clockAheadMs = 0;
const now = () => new Date(Date.now() + clockAheadMs);
let testApp: TestApp;
let admin: Agent;
let organisationIds: { id: number; displayName: string }[];

beforeAll(async () => {
  // No slowdown: a test fails a sign-in until the throttle locks the name, and needs no waiting for it.
  testApp = await buildTestApp({ config: { publicUrl: 'https://ept.example', loginSlowdownStepMs: 0 }, now });
  admin = await loginAsDemo(testApp.app, 'admin');
  organisationIds = organisationChoicesSchema.parse(
    (await admin.inject({ method: 'GET', url: apiPaths.adminOrganisations })).json(),
  ).values;
}, 180_000);
afterAll(() => testApp.close());

let serial = 0;
function newUser(overrides: Partial<NewUser> = {}): NewUser {
  serial += 1;
  return {
    username: `new.user${serial}`,
    firstName: 'Nadia',
    lastName: `Tester${serial}`,
    email: `nadia${serial}@example.com`,
    organisationIds: [organisationIds[0]!.id],
    isAdmin: false,
    canEditHelp: false,
    ...overrides,
  };
}

const create = (agent: Agent, payload: unknown) =>
  agent.inject({ method: 'POST', url: apiPaths.adminUsers, payload: payload as object });
const details = async (agent: Agent, id: number): Promise<UserDetails> => {
  const response = await agent.inject({ method: 'GET', url: fillPath(apiPaths.adminUser, { id: String(id) }) });
  expect(response.statusCode).toBe(200);
  return userDetailsSchema.parse(response.json());
};
const command = (agent: Agent, id: number, name: UserCommand, version: number) =>
  agent.inject({
    method: 'POST',
    url: fillPath(apiPaths.adminUserCommand, { id: String(id), command: name }),
    payload: { version },
  });
const change = (agent: Agent, id: number, payload: object) =>
  agent.inject({ method: 'PUT', url: fillPath(apiPaths.adminUser, { id: String(id) }), payload });

async function createdUser(overrides: Partial<NewUser> = {}) {
  const values = newUser(overrides);
  const before = await latestMailId(testApp.app);
  const response = await create(admin, values);
  expect(response.statusCode).toBe(200);
  const { id } = response.json<{ id: number }>();
  const mail = await waitForMail(testApp.app, values.email, before);
  return { id, values, mail };
}

async function setPassword(token: string, newPassword: string) {
  const response = await (
    await anonymousAgent(testApp.app)
  ).inject({ method: 'POST', url: apiPaths.passwordReset, payload: { hash: token, newPassword } });
  return passwordStatusResponseSchema.parse(response.json()).response;
}

const editable = ({ firstName, lastName, email, organisationIds: ids, isAdmin, canEditHelp }: UserDetails) => ({
  firstName,
  lastName,
  email,
  organisationIds: ids,
  isAdmin,
  canEditHelp,
});

describe('creating a user', () => {
  it('mails a set-password link with which the new user sets a password and signs in', async () => {
    const { id, values, mail } = await createdUser();
    expect(mail.subject).toBe('Energy Post-Trade: set your password');
    expect(mail.body).toContain('for 72 hours');
    const token = resetTokenIn(mail.body);
    expect(mail.secrets).toEqual([token]);
    expect(await setPassword(token, 'Fresh#Pass1')).toBe('SUCCESS');
    const user = await loginAs(testApp.app, values.username, 'Fresh#Pass1');
    const me = await user.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(me.statusCode).toBe(200);
    const shown = await details(admin, id);
    expect(shown).toMatchObject({
      username: values.username,
      organisationIds: values.organisationIds,
      isAdmin: false,
      version: 1,
    });
    expect(shown.history).toEqual([
      expect.objectContaining({
        action: 'CREATED',
        adminName: 'Ada Administrator',
        detail: expect.stringContaining(`organisations: ${organisationIds[0]!.displayName}`),
      }),
    ]);
  });

  it("keeps no invisible character at a name's edges, so a search for the name as it shows finds it", async () => {
    // As a name pasted from a web page or a PDF may come: a no-break space before, a zero-width space after.
    // As a name pasted from a web page or a PDF may come: decomposed (o and a combining diaeresis) too.
    const { id } = await createdUser({
      firstName: '\u00a0Zoe\u0308\u200b ',
      lastName: '\u2060Nu\u00f1ez-Invisible\u200b',
    });
    expect(await details(admin, id)).toMatchObject({ firstName: 'Zo\u00eb', lastName: 'Nu\u00f1ez-Invisible' });
    const found = await admin.inject({
      method: 'GET',
      url: apiPaths.adminUsers,
      query: { text: '\u200bZo\u00eb Nu\u00f1ez-Invisible' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().values.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('refuses a taken user name in any case, a bad one, a bad e-mail and no organisation, on their fields', async () => {
    const taken = await create(admin, newUser({ username: 'ANALYST' }));
    expect(taken.statusCode).toBe(400);
    expect(apiErrorSchema.parse(taken.json()).fieldErrors).toEqual({ username: [messages.usernameTaken] });
    // A name goes into the files the user confirms (XML), which cannot hold a control character.
    const bad = await create(
      admin,
      newUser({ username: 'a b', email: 'not-a-mail', organisationIds: [], firstName: 'Erik\u0001' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fieldErrors).toMatchObject({
      username: [messages.username],
      email: [messages.email],
      organisationIds: [messages.organisations],
      firstName: ['The first name may not contain control characters.'],
    });
    // One line: a tab or a line break in the file's attribute would be read back as a space.
    const twoLines = await create(admin, newUser({ firstName: 'Er\nik', lastName: 'Lind\tqvist' }));
    expect(apiErrorSchema.parse(twoLines.json()).fieldErrors).toEqual({
      firstName: ['The first name may not contain control characters.'],
      lastName: ['The last name may not contain control characters.'],
    });
    const unknown = await create(admin, newUser({ organisationIds: [2_000_000_000] }));
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).fieldErrors).toEqual({
      organisationIds: [messages.unknownOrganisation],
    });
  });

  it('creates one user and mails one link when the same form is sent twice at once, and answers both alike', async () => {
    const values = newUser();
    const before = await latestMailId(testApp.app);
    const answers = await Promise.all([create(admin, values), create(admin, values)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    await waitForMail(testApp.app, values.email, before);
    // Sent again later (a retry whose answer was lost), it is still the same create.
    const retried = await create(admin, values);
    expect([retried.statusCode, retried.json()]).toEqual([200, answers[0]!.json()]);
    const mails = (await testApp.app.repos.mailOutbox.newest(100)).filter(
      (mail) => mail.recipient === values.email && mail.id > before,
    );
    expect(mails).toHaveLength(1);
    // Other values under the name, or the same ones past the retry window, are a name taken.
    const other = await create(admin, { ...values, email: 'someone.else@example.com' });
    expect(apiErrorSchema.parse(other.json()).fieldErrors).toEqual({ username: [messages.usernameTaken] });
    clockAheadMs += 11 * 60_000;
    const late = await create(admin, values);
    expect(apiErrorSchema.parse(late.json()).fieldErrors).toEqual({ username: [messages.usernameTaken] });
  });

  it('creates nobody when the link cannot be mailed, so the form sent again creates the user and mails it', async () => {
    const values = newUser();
    const lift = await refuseMailsTo(testApp.app, values.email);
    expect((await create(admin, values)).statusCode).toBe(500);
    expect(await queryRows(testApp.app, sql`SELECT id FROM users WHERE username = ${values.username}`)).toEqual([]);
    await lift();
    const before = await latestMailId(testApp.app);
    expect((await create(admin, values)).statusCode).toBe(200);
    const mail = await waitForMail(testApp.app, values.email, before);
    expect(await setPassword(resetTokenIn(mail.body), 'After#Outage1')).toBe('SUCCESS');
  });
});

describe('changing a user', () => {
  it('saves names, memberships and roles, and writes what changed into the history', async () => {
    const { id } = await createdUser();
    const before = await details(admin, id);
    const second = organisationIds[1]!;
    const response = await change(admin, id, {
      ...editable(before),
      lastName: 'Renamed',
      organisationIds: [second.id],
      canEditHelp: true,
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    const after = await details(admin, id);
    expect(after).toMatchObject({
      lastName: 'Renamed',
      organisationIds: [second.id],
      canEditHelp: true,
      version: before.version + 1,
    });
    const detail = after.history[0]!.detail;
    expect(detail).toContain(`organisations added: ${second.displayName}`);
    expect(detail).toContain(`organisations removed: ${organisationIds[0]!.displayName}`);
    expect(detail).toContain('roles none → Help editor');
  });

  it('refuses a name holding a direction control, on creating and on changing, and keeps a right-to-left name', async () => {
    const refusal = {
      firstName: ['The first name may not contain direction controls (such as a right-to-left override).'],
      lastName: ['The last name may not contain direction controls (such as a right-to-left override).'],
    };
    const created = await create(admin, newUser({ firstName: 'Erik \u2067x', lastName: 'Madsen \u202Eevil' }));
    expect(created.statusCode).toBe(400);
    expect(apiErrorSchema.parse(created.json()).fieldErrors).toEqual(refusal);

    const { id } = await createdUser({ firstName: 'مريم', lastName: 'כהן' });
    const before = await details(admin, id);
    expect(before).toMatchObject({ firstName: 'مريم', lastName: 'כהן' });
    const changed = await change(admin, id, {
      ...editable(before),
      firstName: 'Erik\u202Bx',
      lastName: 'Madsen \u202Eevil',
      version: before.version,
    });
    expect(changed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(changed.json()).fieldErrors).toEqual(refusal);
    expect((await details(admin, id)).version).toBe(before.version);
  });

  it('refuses a change made from a form older than the user (409), and applies nothing of it', async () => {
    const { id } = await createdUser();
    const loaded = await details(admin, id);
    expect(
      (await change(admin, id, { ...editable(loaded), firstName: 'First', version: loaded.version })).statusCode,
    ).toBe(200);
    const stale = await change(admin, id, { ...editable(loaded), firstName: 'Second', version: loaded.version });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).errorMessage).toMatch(
      /^This user was changed after you opened it \(now version 2, by Ada Administrator on \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d UTC\)/,
    );
    expect((await details(admin, id)).firstName).toBe('First');
  });

  it('answers 404 for a user that does not exist, and 400 for an id that is no number', async () => {
    expect((await change(admin, 2_000_000_000, { ...editable(await details(admin, 1)), version: 1 })).statusCode).toBe(
      404,
    );
    expect((await admin.inject({ method: 'GET', url: fillPath(apiPaths.adminUser, { id: 'x' }) })).statusCode).toBe(
      400,
    );
    expect((await command(admin, 2_000_000_000, 'lock', 1)).statusCode).toBe(404);
  });

  it('keeps the last administrator: nobody takes away the only Administrator role, nor locks themselves', async () => {
    const myId = await adminId();
    const me = await details(admin, myId);
    // An administrator may belong to no organisation; without the role, the user needs one.
    const stepDown = {
      ...editable(me),
      isAdmin: false,
      organisationIds: [organisationIds[0]!.id],
      version: me.version,
    };
    const refused = await change(admin, myId, stepDown);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).fieldErrors).toEqual({ isAdmin: [messages.lastAdmin] });
    const ownLock = await command(admin, myId, 'lock', me.version);
    expect(ownLock.statusCode).toBe(400);
    expect(apiErrorSchema.parse(ownLock.json()).errorMessage).toBe(messages.ownLock);
    expect((await details(admin, myId)).isAdmin).toBe(true);

    // With a second administrator, the first may step down; then the second is the last one.
    const { id: otherId, values, mail } = await createdUser({ isAdmin: true });
    expect(await setPassword(resetTokenIn(mail.body), 'Second#Adm1')).toBe('SUCCESS');
    expect((await change(admin, myId, stepDown)).statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url: apiPaths.adminOrganisations })).statusCode).toBe(403);
    const other = await loginAs(testApp.app, values.username, 'Second#Adm1');
    const otherShown = await details(other, otherId);
    const lastOne = await change(other, otherId, {
      ...editable(otherShown),
      isAdmin: false,
      version: otherShown.version,
    });
    expect(apiErrorSchema.parse(lastOne.json()).fieldErrors).toEqual({ isAdmin: [messages.lastAdmin] });
    expect((await change(other, myId, { ...editable(me), version: me.version + 1 })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url: apiPaths.adminOrganisations })).statusCode).toBe(200);
  });
});

async function adminId(): Promise<number> {
  const user = await testApp.app.repos.users.findByUsername('admin');
  return user!.id;
}

describe('locks, second factor and sessions', () => {
  it('locking ends the sessions and refuses the sign-in with its own message; unlocking lets the user in again', async () => {
    const { id, values, mail } = await createdUser();
    await setPassword(resetTokenIn(mail.body), 'Locked#Out1');
    const user = await loginAs(testApp.app, values.username, 'Locked#Out1');
    let shown = await details(admin, id);
    expect(shown.activeSessions).toBe(1);
    expect((await command(admin, id, 'lock', shown.version)).statusCode).toBe(200);
    expect((await user.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
    const login = await (
      await anonymousAgent(testApp.app)
    ).inject({ method: 'POST', url: apiPaths.login, payload: { username: values.username, password: 'Locked#Out1' } });
    expect(login.statusCode).toBe(423);
    expect(login.json()).toMatchObject({ errorMessage: 'This account is locked. Ask an administrator to unlock it.' });
    shown = await details(admin, id);
    expect(shown.lockedAt).not.toBeNull();
    expect(shown.activeSessions).toBe(0);
    expect((await command(admin, id, 'unlock', shown.version)).statusCode).toBe(200);
    await loginAs(testApp.app, values.username, 'Locked#Out1');
    expect((await details(admin, id)).history.map((event) => event.action)).toEqual(['UNLOCKED', 'LOCKED', 'CREATED']);
  });

  it('unlocking lifts the lock of failed sign-ins too, so the user may sign in again as the history says', async () => {
    const { id, values, mail } = await createdUser();
    await setPassword(resetTokenIn(mail.body), 'Throttled#1');
    const signIn = async (password: string) =>
      (await anonymousAgent(testApp.app)).inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { username: values.username, password },
      });
    for (let attempt = 0; attempt < testApp.app.config.loginLockoutAfter; attempt += 1)
      expect((await signIn('Wrong#Guess1')).statusCode).toBe(401);
    const locked = await signIn('Throttled#1');
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ errorMessage: 'Too many failed attempts. Try again in 15 minutes.' });
    const shown = await details(admin, id);
    expect([shown.lockedAt, shown.lockedUntil]).toEqual([null, expect.any(String)]);

    expect((await command(admin, id, 'unlock', shown.version)).json()).toEqual({ version: shown.version + 1 });
    const unlocked = await details(admin, id);
    expect(unlocked.lockedUntil).toBeNull();
    expect(unlocked.history[0]).toMatchObject({ action: 'UNLOCKED', detail: 'May sign in again.' });
    expect((await signIn('Throttled#1')).statusCode).toBe(200);
  });

  it('locks or unlocks a user already so as no change: no new version, nothing in the history', async () => {
    const { id } = await createdUser();
    // Neither locked by an administrator nor by failed sign-ins.
    expect((await command(admin, id, 'unlock', 1)).json()).toEqual({ version: 1 });
    expect((await command(admin, id, 'lock', 1)).json()).toEqual({ version: 2 });
    expect((await command(admin, id, 'lock', 2)).json()).toEqual({ version: 2 });
    const shown = await details(admin, id);
    expect([shown.version, shown.history.map((event) => event.action)]).toEqual([2, ['LOCKED', 'CREATED']]);
    // The version is still checked first: a lock from the version before is the retry it was, an unlock stale.
    expect((await command(admin, id, 'lock', 1)).statusCode).toBe(200);
    expect((await command(admin, id, 'unlock', 1)).statusCode).toBe(409);
  });

  it('resets the second factor: the user must set one up again, and is signed out', async () => {
    const totp = await testApp.app.repos.users.findByUsername('totp');
    const before = await details(admin, totp!.id);
    expect(before.twoFactor).toBe(true);
    expect((await command(admin, totp!.id, 'reset-two-factor', before.version)).statusCode).toBe(200);
    const after = await details(admin, totp!.id);
    expect(after.twoFactor).toBe(false);
    const row = await testApp.app.repos.users.findById(totp!.id);
    expect(row).toMatchObject({ totpSecret: null, setupTwoFactor: true });
    const login = await (
      await anonymousAgent(testApp.app)
    ).inject({ method: 'POST', url: apiPaths.login, payload: { username: 'totp', password: 'Totp#2026' } });
    expect(login.json()).toMatchObject({ setupTwoFactor: true });
  });

  it('ends every session of another user; an admin ending their own keeps the one they act from', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const analystId = (await testApp.app.repos.users.findByUsername('analyst'))!.id;
    const shown = await details(admin, analystId);
    expect((await command(admin, analystId, 'end-sessions', shown.version)).statusCode).toBe(200);
    expect((await analyst.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
    expect((await details(admin, analystId)).history[0]).toMatchObject({
      action: 'SESSIONS_ENDED',
      detail: expect.stringMatching(/^\d+ sessions? ended\.$/),
    });
    const own = await adminId();
    const elsewhere = await loginAsDemo(testApp.app, 'admin');
    expect((await command(admin, own, 'end-sessions', (await details(admin, own)).version)).statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(200);
    expect((await elsewhere.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
  });

  it('mails a new set-password link on request', async () => {
    const { id, values } = await createdUser();
    const before = await latestMailId(testApp.app);
    expect((await command(admin, id, 'mail-password-link', 1)).statusCode).toBe(200);
    const mail = await waitForMail(testApp.app, values.email, before);
    expect(await setPassword(resetTokenIn(mail.body), 'Second#Link1')).toBe('SUCCESS');
  });

  it('records no link mailed when its mail cannot be written, so the same request again mails one', async () => {
    const { id, values } = await createdUser();
    const lift = await refuseMailsTo(testApp.app, values.email);
    expect((await command(admin, id, 'mail-password-link', 1)).statusCode).toBe(500);
    const shown = await details(admin, id);
    expect([shown.version, shown.history.map((event) => event.action)]).toEqual([1, ['CREATED']]);
    await lift();
    const before = await latestMailId(testApp.app);
    expect((await command(admin, id, 'mail-password-link', 1)).statusCode).toBe(200);
    const mail = await waitForMail(testApp.app, values.email, before);
    expect(await setPassword(resetTokenIn(mail.body), 'After#Outage2')).toBe('SUCCESS');
  });

  it('answers the same command or change sent again (a retry after a lost answer) as the first, doing it once', async () => {
    const { id } = await createdUser();
    const loaded = await details(admin, id);
    const renamed = { ...editable(loaded), firstName: 'Retried', version: loaded.version };
    const changes = [await change(admin, id, renamed), await change(admin, id, renamed)];
    expect(changes.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, { version: 2 }],
      [200, { version: 2 }],
    ]);
    const locks = [await command(admin, id, 'lock', 2), await command(admin, id, 'lock', 2)];
    expect(locks.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, { version: 3 }],
      [200, { version: 3 }],
    ]);
    const before = await latestMailId(testApp.app);
    expect((await command(admin, id, 'mail-password-link', 3)).statusCode).toBe(200);
    expect((await command(admin, id, 'mail-password-link', 3)).statusCode).toBe(200);
    await waitForMail(testApp.app, loaded.email, before);
    const mails = (await testApp.app.repos.mailOutbox.newest(100)).filter(
      (mail) => mail.recipient === loaded.email && mail.id > before,
    );
    expect(mails).toHaveLength(1);
    const after = await details(admin, id);
    expect(after.version).toBe(4);
    expect(after.history.map((event) => event.action)).toEqual(['PASSWORD_MAIL_SENT', 'LOCKED', 'CHANGED', 'CREATED']);
    // Another change from the version before is still refused: only the very same one is a retry.
    expect((await change(admin, id, { ...renamed, firstName: 'Other' })).statusCode).toBe(409);
    expect((await command(admin, id, 'unlock', 2)).statusCode).toBe(409);
  });

  it('refuses a command from a stale version (409) and an unknown command (400)', async () => {
    const { id } = await createdUser();
    expect((await command(admin, id, 'lock', 1)).statusCode).toBe(200);
    expect((await command(admin, id, 'unlock', 1)).statusCode).toBe(409);
    const unknown = await admin.inject({
      method: 'POST',
      url: fillPath(apiPaths.adminUserCommand, { id: String(id), command: 'delete' }),
      payload: { version: 2 },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('says of a stale command that the dialog shows the user as they are now, since it offers no Reload', async () => {
    const { id } = await createdUser();
    expect((await command(admin, id, 'lock', 1)).statusCode).toBe(200);
    const stale = await command(admin, id, 'end-sessions', 1);
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).errorMessage).toMatch(
      /^This user was changed after you opened it \(now version 2, by Ada Administrator on \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d UTC\)\. The dialog now shows the user as they are\.$/,
    );
    // The form has its Reload: a stale save still says to use it.
    const loaded = await details(admin, id);
    const staleSave = await change(admin, id, { ...editable(loaded), version: 1 });
    expect(apiErrorSchema.parse(staleSave.json()).errorMessage).toMatch(/\. Reload to see the change\.$/);
  });

  it('makes up no time for a user the administration never changed (a seeded one), in a save or a command', async () => {
    const { id } = (await testApp.app.repos.users.findByUsername('editor'))!;
    const seeded = await details(admin, id);
    expect(seeded.history).toEqual([]);
    const ahead = { ...editable(seeded), version: 999 };
    for (const refused of [await change(admin, id, ahead), await command(admin, id, 'end-sessions', 999)]) {
      expect(refused.statusCode).toBe(409);
      const { errorMessage } = apiErrorSchema.parse(refused.json());
      expect(errorMessage).toMatch(/^This user was changed after you opened it \(now version 1\)\. /);
      expect(errorMessage).not.toContain('1970');
    }
  });
});

describe('who may', () => {
  it('lets no one but an administrator read or change users (403), nor anyone signed out (401)', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const anonymous = await anonymousAgent(testApp.app);
    for (const agent of [analyst, anonymous]) {
      const expected = agent === analyst ? 403 : 401;
      expect((await agent.inject({ method: 'GET', url: apiPaths.adminOrganisations })).statusCode).toBe(expected);
      expect((await agent.inject({ method: 'GET', url: fillPath(apiPaths.adminUser, { id: '1' }) })).statusCode).toBe(
        expected,
      );
      expect((await create(agent, newUser())).statusCode).toBe(expected);
      expect((await command(agent, 1, 'lock', 1)).statusCode).toBe(expected);
    }
  });
});
