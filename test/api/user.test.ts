import { apiPaths } from '@shared/api-paths';
import { selectableOrganisationsSchema, userInformationSchema } from '@shared/contract';
import { directoryScales } from '@server/seed/directory-scales';
import { totpCode } from '@server/access/totp';
import { DEMO_TOTP_SECRET } from '@server/seed/demo-users';
import { buildTestApp, createAgent, loginAs, loginAsDemo, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('user information', () => {
  it('describes the logged-in user, with the previous login as last login', async () => {
    const first = await loginAsDemo(testApp.app, 'analyst');
    const firstInfo = (await first.inject({ method: 'GET', url: apiPaths.userInformation })).json();
    expect(userInformationSchema.parse(firstInfo)).toEqual({
      userName: 'analyst',
      firstName: 'Anna',
      lastName: 'Lindqvist',
      organisation: {
        organisationId: expect.any(Number),
        displayName: 'Nordwind Energiehandel',
        eicCode: '11XNORDWIND-EH-G',
      },
      passwordExpiration: 7,
      lastLoginTimestamp: null,
      changePasswordImmediately: false,
      setupTwoFactor: false,
      fhaUser: false,
      twoFactor: false,
      isAdmin: false,
    });

    const second = await loginAsDemo(testApp.app, 'analyst');
    const secondInfo = (await second.inject({ method: 'GET', url: apiPaths.userInformation })).json();
    expect(secondInfo.lastLoginTimestamp).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(Date.now() - Date.parse(secondInfo.lastLoginTimestamp)).toBeLessThan(60_000);
  });

  it('shows the newcomer flags', async () => {
    const agent = await loginAsDemo(testApp.app, 'newcomer');
    const info = (await agent.inject({ method: 'GET', url: apiPaths.userInformation })).json();
    expect(info).toMatchObject({ changePasswordImmediately: true, setupTwoFactor: true, passwordExpiration: 90 });
  });

  it('says a second factor is set without sending it, and an admin has no organisation of their own', async () => {
    const totp = await loginAs(testApp.app, 'totp', 'Totp#2026', totpCode(DEMO_TOTP_SECRET));
    const totpAnswer = await totp.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(totpAnswer.json()).toMatchObject({ userName: 'totp', twoFactor: true, isAdmin: false });
    expect(totpAnswer.body).not.toContain(DEMO_TOTP_SECRET);

    const admin = await loginAsDemo(testApp.app, 'admin');
    const adminInfo = (await admin.inject({ method: 'GET', url: apiPaths.userInformation })).json();
    expect(adminInfo).toMatchObject({ userName: 'admin', organisation: null, twoFactor: false, isAdmin: true });
  });

  it('needs a login', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: apiPaths.userInformation });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorMessage: 'Not logged in.' });
  });
});

describe('selectable organisations', () => {
  it('gives an ordinary user their memberships, sorted, with selection required', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const body = selectableOrganisationsSchema.parse(
      (await agent.inject({ method: 'GET', url: apiPaths.selectableOrganisations })).json(),
    );
    expect(body.selectionOptional).toBe(false);
    expect(body.organisations.map((organisation) => organisation.displayName)).toEqual([
      'Alpenstrom Versorgung',
      'Nordwind Energiehandel',
    ]);
  });

  it('gives an admin every organisation, sorted, with selection optional', async () => {
    const agent = await loginAsDemo(testApp.app, 'admin');
    const body = selectableOrganisationsSchema.parse(
      (await agent.inject({ method: 'GET', url: apiPaths.selectableOrganisations })).json(),
    );
    expect(body.selectionOptional).toBe(true);
    const names = body.organisations.map((organisation) => organisation.displayName);
    // The demo organisations plus the generated ones of the contact directory.
    expect(names).toHaveLength(directoryScales.demo.organisations);
    expect(names).toEqual([...names].sort(new Intl.Collator('und').compare));
  });
});

describe('system information', () => {
  it('is public and comes from the config', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: apiPaths.systemInformation });
    expect(response.json()).toEqual({
      instanceName: 'Energy Post-Trade Test',
      version: '0.0.0-test',
      revision: 'test-revision',
    });
  });
});
