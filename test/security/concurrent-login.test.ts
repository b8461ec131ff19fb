import type { LightMyRequestResponse } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { buildTestApp, createAgent, type Agent, type TestApp } from '../api/helper';
import { createTestClock } from '../api/test-clock';

const LOCK_AFTER = 5;
const RIGHT_PASSWORD = 'Analyst#2026';
const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    now: clock.now,
    config: {
      loginLockoutAfter: LOCK_AFTER,
      // Only the name's lockout is under test here: the address (all inject calls share one) stays open.
      loginAddressLockoutAfter: 10_000,
      loginSlowdownStepMs: 0,
    },
  });
});
afterAll(() => testApp.close());
afterEach(() => {
  jest.restoreAllMocks();
  // A fresh window (and no lockout) for the next test.
  clock.advanceMinutes(testApp.app.config.loginLockoutMinutes + testApp.app.config.loginFailureWindowMinutes + 1);
});

/** A "browser" that has fetched its XSRF cookie, ready to post a login. */
async function browser(): Promise<Agent> {
  const agent = createAgent(testApp.app);
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
  return agent;
}

const login = (agent: Agent, username: string, password: string) =>
  agent.inject({ method: 'POST', url: apiPaths.login, payload: { username, password } });

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode).sort();

describe('login lockout under concurrent guesses', () => {
  it('evaluates at most the lockout threshold of simultaneous wrong guesses', async () => {
    const agents = await Promise.all(Array.from({ length: LOCK_AFTER + 25 }, () => browser()));
    const responses = await Promise.all(agents.map((agent) => login(agent, 'analyst', 'Wrong#pass1')));
    expect(statuses(responses)).toEqual([...Array<number>(LOCK_AFTER).fill(401), ...Array<number>(25).fill(423)]);
    const refused = responses.filter((response) => response.statusCode === 423);
    // The lockout answer stays the one for unknown names too.
    for (const response of refused)
      expect(response.json()).toMatchObject({ errorMessage: 'Too many failed attempts. Try again in 15 minutes.' });
    expect((await login(await browser(), 'analyst', RIGHT_PASSWORD)).statusCode).toBe(423);
  });

  it('refuses the right password (423) while more than the threshold of guesses are still being checked', async () => {
    // Hold every password check that gets as far as looking the user up, until the right password
    // has been answered or has got that far itself: so all the guesses are in flight at once, deterministically.
    const users = testApp.app.repos.users;
    const findByUsername = users.findByUsername.bind(users);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lookups = 0;
    jest.spyOn(users, 'findByUsername').mockImplementation(async (username) => {
      lookups += 1;
      await gate;
      return findByUsername(username);
    });

    const guesses = LOCK_AFTER + 5;
    const agents = await Promise.all(Array.from({ length: guesses + 1 }, () => browser()));
    let answered = 0;
    const wrong = agents.slice(0, guesses).map((agent) =>
      login(agent, 'analyst', 'Wrong#pass1').finally(() => {
        answered += 1;
      }),
    );
    // Every guess is either held at the user lookup (being checked) or already answered.
    await until(() => lookups + answered === guesses, 'every wrong guess is checked or answered');
    const lookupsBefore = lookups;
    let rightAnswered = false;
    const right = login(agents[guesses] as Agent, 'analyst', RIGHT_PASSWORD).finally(() => {
      rightAnswered = true;
    });
    await until(() => rightAnswered || lookups > lookupsBefore, 'the right password is answered or checked');
    release();

    const rightResponse = await right;
    const wrongResponses = await Promise.all(wrong);
    expect(rightResponse.statusCode).toBe(423);
    expect(lookupsBefore).toBeLessThanOrEqual(LOCK_AFTER);
    expect(statuses(wrongResponses)).toEqual([...Array<number>(LOCK_AFTER).fill(401), ...Array<number>(5).fill(423)]);
  });

  it('still logs in with the right password among fewer guesses than the threshold, and forgets them', async () => {
    const agents = await Promise.all(Array.from({ length: LOCK_AFTER - 1 }, () => browser()));
    expect(statuses(await Promise.all(agents.map((agent) => login(agent, 'analyst', 'Wrong#pass1'))))).toEqual(
      Array<number>(LOCK_AFTER - 1).fill(401),
    );
    expect((await login(await browser(), 'analyst', RIGHT_PASSWORD)).statusCode).toBe(200);
    const again = await Promise.all(
      Array.from({ length: LOCK_AFTER - 1 }, async () => login(await browser(), 'analyst', 'Wrong#pass1')),
    );
    expect(statuses(again)).toEqual(Array<number>(LOCK_AFTER - 1).fill(401));
  });
});
