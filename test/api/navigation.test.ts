import { apiPaths } from '@shared/api-paths';
import { navigationSchema, selectableOrganisationsSchema, type Navigation } from '@shared/contract';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function organisationIds(agent: Agent): Promise<Record<string, number>> {
  const body = selectableOrganisationsSchema.parse(
    (await agent.inject({ method: 'GET', url: apiPaths.selectableOrganisations })).json(),
  );
  return Object.fromEntries(
    body.organisations.map((organisation) => [organisation.eicCode, organisation.organisationId]),
  );
}

async function navigation(agent: Agent, query: string): Promise<Navigation> {
  const response = await agent.inject({ method: 'GET', url: `${apiPaths.navigation}${query}` });
  expect(response.statusCode).toBe(200);
  return navigationSchema.parse(response.json());
}

const groupNames = (menu: Navigation) => menu.groups.map((group) => group.name);

describe('navigation', () => {
  it("differs between the analyst's two organisations", async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const ids = await organisationIds(agent);

    const nordwind = await navigation(agent, `?organisationId=${ids['11XNORDWIND-EH-G']}`);
    const alpenstrom = await navigation(agent, `?organisationId=${ids['12XALPENSTROM-V0']}`);

    expect(groupNames(nordwind)).toEqual([
      'Help',
      'Problem Solving',
      'Confirmations',
      'Settlement',
      'Regulatory Reporting',
      'Trade Management',
      'Settings',
    ]);
    expect(groupNames(alpenstrom)).toEqual([
      'Help',
      'Problem Solving',
      'Regulatory Reporting',
      'Trade Management',
      'Settings',
    ]);
    expect(nordwind.groups[0]).toEqual({
      name: 'Help',
      path: 'help',
      children: [
        { name: 'Welcome', path: 'help/welcome' },
        { name: 'Support', path: 'help/support' },
        { name: 'Release Notes', path: 'help/release_notes' },
        { name: 'Organisation Contact Directory', path: 'help/contacts' },
      ],
    });
  });

  it('refuses an organisation the user is not a member of', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const all = await organisationIds(admin);
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const response = await analyst.inject({
      method: 'GET',
      url: `${apiPaths.navigation}?organisationId=${all['45XBALTICPOWER-0']}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorMessage: 'Organisation not found.' });
  });

  it('names a malformed organisation id in the field errors', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const response = await agent.inject({ method: 'GET', url: `${apiPaths.navigation}?organisationId=abc` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorMessage: 'Invalid request.',
      fieldErrors: { organisationId: [expect.any(String)] },
    });
  });

  it('requires an organisation from an ordinary user', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const response = await agent.inject({ method: 'GET', url: apiPaths.navigation });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('organisationId');
  });

  it('gives an admin the organisation-independent menu with the admin area, and any organisation', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    expect(groupNames(await navigation(admin, ''))).toEqual(['Help', 'Settings', 'Administration']);
    const ids = await organisationIds(admin);
    expect(groupNames(await navigation(admin, `?organisationId=${ids['45XBALTICPOWER-0']}`))).toContain(
      'Confirmations',
    );
  });

  it('hides the admin area from ordinary users', async () => {
    const agent = await loginAsDemo(testApp.app, 'editor');
    const ids = await organisationIds(agent);
    expect(groupNames(await navigation(agent, `?organisationId=${ids['45XBALTICPOWER-0']}`))).not.toContain(
      'Administration',
    );
  });
});
