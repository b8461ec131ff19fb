import { buildBareApp, type BareApp } from './bare-app';

/**
 * The session lookup runs on every signed-in request: one round trip for the session, the user and
 * the memberships, and nothing a request does not need (no password hash, no TOTP secret).
 */
let testApp: BareApp;
beforeAll(async () => {
  testApp = await buildBareApp();
}, 120_000);
afterAll(() => testApp.app.close());

describe('sessions.findForRequest', () => {
  it('reads the session deadlines, the user without secrets and every membership', async () => {
    const { repos } = testApp.app;
    const [first, second] = await repos.organisations.insertMany(
      ['10XLOOKUP-ONE--1', '10XLOOKUP-TWO--2'].map((eicCode) => ({
        displayName: eicCode,
        legalName: eicCode,
        eicCode,
        organisationGroup: 'TRADERS',
      })),
    );
    const user = await repos.users.insert(
      {
        username: 'lookup',
        firstName: 'Lou',
        lastName: 'Kup',
        email: 'lou@example.org',
        passwordHash: 'scrypt$not-a-real-hash',
        totpSecret: 'NOTAREALSECRET',
        organisationId: first!.id,
        setupTwoFactor: true,
      },
      [second!.id, first!.id],
    );
    const now = new Date('2026-11-25T10:00:00Z');
    const expiresAt = new Date('2026-11-25T10:30:00Z');
    await repos.sessions.create({ id: 'lookup-session', userId: user.id, createdAt: now, lastSeenAt: now, expiresAt });

    const found = await repos.sessions.findForRequest('lookup-session');
    expect(found).toEqual({
      session: { expiresAt, lastSeenAt: now },
      user: {
        id: user.id,
        username: 'lookup',
        firstName: 'Lou',
        lastName: 'Kup',
        isAdmin: false,
        canEditHelp: false,
        organisationId: first!.id,
        changePasswordImmediately: false,
        passwordExpiresAt: null,
        setupTwoFactor: true,
      },
      organisationIds: [first!.id, second!.id].sort((a, b) => a - b),
    });
    expect(await repos.sessions.findForRequest('no-such-session')).toBeNull();
  });

  it('gives an empty list for a user of no organisation', async () => {
    const { repos } = testApp.app;
    const user = await repos.users.insert(
      {
        username: 'loner',
        firstName: 'Lo',
        lastName: 'Ner',
        email: 'lo@example.org',
        passwordHash: 'x',
        organisationId: null,
      },
      [],
    );
    const now = new Date();
    await repos.sessions.create({
      id: 'loner-session',
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now,
    });
    expect((await repos.sessions.findForRequest('loner-session'))?.organisationIds).toEqual([]);
  });
});
