import { apiPaths } from '@shared/api-paths';
import {
  selectableOrganisationsSchema,
  userContactColumns,
  userContactsPageSchema,
  type SortOrder,
  type UserContact,
  type UserContactsRequest,
} from '@shared/contract';
import { directoryScales } from '@server/seed/directory-scales';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from './helper';
import { expectedOrder } from './sorted-like-the-directory';

let testApp: TestApp;
let analyst: Agent;
/** Organisation ids by EIC code, as the admin's selector lists them: every organisation. */
let organisationIds: Map<string, number>;

beforeAll(async () => {
  testApp = await buildTestApp();
  analyst = await loginAsDemo(testApp.app, 'analyst');
  const admin = await loginAsDemo(testApp.app, 'admin');
  const body = selectableOrganisationsSchema.parse(
    (await admin.inject({ method: 'GET', url: apiPaths.selectableOrganisations })).json(),
  );
  organisationIds = new Map(
    body.organisations.map((organisation) => [organisation.eicCode, organisation.organisationId]),
  );
});
afterAll(() => testApp.close());

function idOf(eic: string): number {
  const id = organisationIds.get(eic);
  if (id === undefined) throw new Error(`No organisation ${eic}.`);
  return id;
}

const request = (
  idOfSelectedOrganisation: number,
  overrides: Partial<UserContactsRequest> = {},
): UserContactsRequest => ({
  paging: { page: 0, entriesPerPage: 10 },
  sorting: { columnName: 'secondName', sortOrder: 'ASCENDING' },
  idOfSelectedOrganisation,
  ...overrides,
});

const postPeople = (payload: object, agent: Agent = analyst) =>
  agent.inject({ method: 'POST', url: apiPaths.userContacts, payload });

async function peoplePage(payload: UserContactsRequest, agent: Agent = analyst) {
  const response = await postPeople(payload, agent);
  expect(response.statusCode).toBe(200);
  return userContactsPageSchema.parse(response.json());
}

describe('people at an organisation', () => {
  it('lists the people at Nordwind, the demo user among them', async () => {
    const body = await peoplePage(request(idOf('11XNORDWIND-EH-G'), { paging: { page: 0, entriesPerPage: 100 } }));
    expect(body.count).toBe(body.values.length);
    expect(body.count).toBeGreaterThan(2);
    expect(body.values).toContainEqual({
      id: expect.any(Number),
      secondName: 'Lindqvist',
      firstName: 'Anna',
      jobTitle: 'REMIT Reporting Analyst',
      email: 'anna.lindqvist@nordwind-energie.example',
      phone: '+49 40 3344 1231',
      mobile: '+49 151 2233 4455',
      contactOther: null,
    });
    expect(body.values.map((person) => `${person.firstName} ${person.secondName}`)).toContain('Julia Brandt');
    // Gaps a real directory has, for the sorts below to meet.
    expect(body.values.some((person) => person.mobile === null)).toBe(true);
    expect(body.values.some((person) => person.contactOther === null)).toBe(true);
  });

  it('is the public directory: any logged-in user sees the people of any organisation', async () => {
    const body = await peoplePage(request(idOf('45XBALTICPOWER-0')));
    expect(body.values.map((person) => person.secondName)).toEqual(
      expect.arrayContaining(['Jensen', 'Lund', 'Madsen']),
    );
  });

  const sortOrders: SortOrder[] = ['ASCENDING', 'DESCENDING'];
  const everySort = userContactColumns.flatMap((columnName) =>
    sortOrders.map((sortOrder) => [columnName, sortOrder] as const),
  );

  it.each(everySort)('sorts by %s %s, deterministically and with empty values last', async (columnName, sortOrder) => {
    // Nordwind's people cross the page boundary at 5 per page.
    const id = idOf('11XNORDWIND-EH-G');
    const rows: UserContact[] = [];
    for (let page = 0; ; page += 1) {
      const body = await peoplePage(
        request(id, { paging: { page, entriesPerPage: 5 }, sorting: { columnName, sortOrder } }),
      );
      rows.push(...body.values);
      if (rows.length >= body.count) break;
    }
    expect(rows.map((person) => person.id)).toEqual(
      expectedOrder(rows, columnName, sortOrder, (person) => person.id).map((person) => person.id),
    );
  });

  it('holds exactly the seeded number of people across all organisations', async () => {
    let total = 0;
    for (const id of organisationIds.values())
      total += (await peoplePage(request(id, { paging: { page: 0, entriesPerPage: 1 } }))).count;
    expect(organisationIds.size).toBe(directoryScales.demo.organisations);
    expect(total).toBe(directoryScales.demo.people);
  });

  it('answers 404 for an organisation that does not exist and 400 for a malformed id', async () => {
    const unknown = await postPeople(request(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errorMessage: 'Organisation not found.' });
    const malformed = await postPeople(request(0));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fieldErrors)).toEqual(['idOfSelectedOrganisation']);
  });

  it('refuses bad paging and unknown sort columns with field errors', async () => {
    const id = idOf('11XNORDWIND-EH-G');
    for (const [paging, field] of [
      [{ page: -1, entriesPerPage: 10 }, 'paging.page'],
      [{ page: 0, entriesPerPage: 0 }, 'paging.entriesPerPage'],
      [{ page: 0, entriesPerPage: 10_000 }, 'paging.entriesPerPage'],
    ] as const) {
      const response = await postPeople(request(id, { paging }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    }
    const column = await postPeople({ ...request(id), sorting: { columnName: 'displayName', sortOrder: 'ASCENDING' } });
    expect(Object.keys(column.json().fieldErrors)).toEqual(['sorting.columnName']);
  });

  it('needs a login', async () => {
    const anonymous = createAgent(testApp.app);
    await anonymous.inject({ method: 'GET', url: apiPaths.systemInformation });
    expect((await postPeople(request(idOf('11XNORDWIND-EH-G')), anonymous)).statusCode).toBe(401);
  });
});
