import { apiPaths } from '@shared/api-paths';
import { apiErrorSchema } from '@shared/contract';
import {
  defaultPreferences,
  preferenceMessages,
  preferencesSchema,
  userSessionsSchema,
  type PreferencesChange,
} from '@shared/contract/preferences';
import { anonymousAgent, buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
}, 180_000);
afterAll(() => testApp.close());

const read = async (agent: Agent) =>
  preferencesSchema.parse((await agent.inject({ method: 'GET', url: apiPaths.preferences })).json());
const save = (agent: Agent, payload: PreferencesChange | Record<string, unknown>) =>
  agent.inject({ method: 'PUT', url: apiPaths.preferences, payload });

const berlin: Omit<PreferencesChange, 'version'> = {
  timeZone: 'Europe/Berlin',
  dateFormat: 'yyyy-mm-dd',
  rowsPerPage: 50,
  density: 'compact',
  landingPage: 'err/mifid',
};

describe('preferences', () => {
  it('are the defaults until saved, then what was saved, for this user only', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    expect(await read(editor)).toEqual(defaultPreferences);
    const saved = await save(editor, { ...berlin, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(await read(editor)).toEqual({ ...berlin, version: 1 });
    // Another user, and the same user in another browser, see their own.
    expect(await read(await loginAsDemo(testApp.app, 'analyst'))).toEqual(defaultPreferences);
    expect(await read(await loginAsDemo(testApp.app, 'editor'))).toEqual({ ...berlin, version: 1 });
  });

  it('refuse a save from an older version (409): two tabs never overwrite each other unseen', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const answers = await Promise.all([
      save(admin, { ...berlin, version: 0 }),
      save(admin, { ...berlin, timeZone: 'UTC', version: 0 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const now = await read(admin);
    expect((await save(admin, { ...berlin, version: now.version })).statusCode).toBe(200);
    const stale = await save(admin, { ...berlin, timeZone: 'UTC', version: now.version });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).errorMessage).toMatch(/changed elsewhere/);
    expect(await read(admin)).toEqual({ ...berlin, version: now.version + 1 });
  });

  it('answer the same save sent again (a retry after a lost answer) as the first, and write it once', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const { version } = await read(editor);
    const first = await save(editor, { ...berlin, rowsPerPage: 100, version });
    const again = await save(editor, { ...berlin, rowsPerPage: 100, version });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await read(editor)).toEqual({ ...berlin, rowsPerPage: 100, version: version + 1 });
  });

  it('refuse a save from a version never reached, even the largest one, with 409 and not 500', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const before = await read(editor);
    // One past the largest int4 was sent to the database as the next version, which it cannot hold.
    const beyond = await save(editor, { ...berlin, timeZone: 'UTC', version: 2_147_483_647 });
    expect(beyond.statusCode).toBe(409);
    expect(await read(editor)).toEqual(before);
  });

  it('refuse a zone the platform does not know, a page not offered and a row count not offered, on their fields', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const bad = await save(analyst, {
      ...berlin,
      timeZone: 'Mars/Olympus',
      landingPage: 'admin',
      rowsPerPage: 33,
      version: 0,
    });
    expect(bad.statusCode).toBe(400);
    const { fieldErrors } = apiErrorSchema.parse(bad.json());
    expect(fieldErrors?.timeZone).toEqual([preferenceMessages.timeZone]);
    expect(fieldErrors?.landingPage).toEqual([preferenceMessages.landingPage]);
    expect(fieldErrors?.rowsPerPage).toEqual([preferenceMessages.rowsPerPage]);
    expect((await save(analyst, { ...berlin, rowsPerPage: 25.5, version: 0 })).statusCode).toBe(400);
    // A version is never negative: the refusal of one past the largest does not suggest it.
    const huge = await save(analyst, { ...berlin, version: 1e10 });
    expect(apiErrorSchema.parse(huge.json()).fieldErrors).toEqual({
      version: ['Must be a whole number from 0 to 2147483647.'],
    });
    // Each field's refusal in words, once: a zone too long is no zone either.
    const worse = await save(analyst, {
      ...berlin,
      timeZone: 'x'.repeat(65),
      density: 'cosy',
      dateFormat: 'mm/dd/yyyy',
      version: 0,
    });
    expect(apiErrorSchema.parse(worse.json()).fieldErrors).toEqual({
      timeZone: [preferenceMessages.timeZone],
      density: [preferenceMessages.density],
      dateFormat: [preferenceMessages.dateFormat],
    });
    expect(await read(analyst)).toEqual(defaultPreferences);
  });

  it("keep a zone given in another case in the zone list's case, and a zone's own name as given", async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    for (const [sent, stored] of [
      ['europe/berlin', 'Europe/Berlin'],
      ['utc', 'UTC'],
      // A browser lists the city's current name, which Node's ICU would give as its older one (Europe/Kiev).
      ['Europe/Kyiv', 'Europe/Kyiv'],
      ['Asia/Kolkata', 'Asia/Kolkata'],
      ['Europe/Berlin', 'Europe/Berlin'],
    ]) {
      const { version } = await read(editor);
      expect((await save(editor, { ...berlin, timeZone: sent, version })).statusCode).toBe(200);
      expect((await read(editor)).timeZone).toBe(stored);
    }
  });

  it('are for signed-in users only', async () => {
    const anonymous = await anonymousAgent(testApp.app);
    expect((await anonymous.inject({ method: 'GET', url: apiPaths.preferences })).statusCode).toBe(401);
  });
});

describe('the session list', () => {
  it('names each running session by browser and address, marks this one, and ends all others', async () => {
    const here = await loginAsDemo(testApp.app, 'analyst');
    const elsewhere = await loginAsDemo(testApp.app, 'analyst');
    const listed = userSessionsSchema.parse(
      (await here.inject({ method: 'GET', url: apiPaths.userSessions })).json(),
    ).values;
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed[0]).toMatchObject({ address: '127.0.0.1', device: 'lightMyRequest' });
    expect(JSON.stringify(listed)).not.toMatch(/[0-9a-f]{64}/);

    const ended = await here.inject({ method: 'POST', url: apiPaths.userSessionsEndOthers });
    expect(ended.json()).toEqual({ ended: listed.length - 1 });
    expect((await elsewhere.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
    expect((await here.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(200);
    // Again: nothing left to end, and this session stays.
    expect((await here.inject({ method: 'POST', url: apiPaths.userSessionsEndOthers })).json()).toEqual({ ended: 0 });
  });
});
