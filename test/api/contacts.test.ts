import { apiPaths } from '@shared/api-paths';
import {
  organisationContactColumns,
  organisationContactsPageSchema,
  organisationGroupsSchema,
  type OrganisationContact,
  type OrganisationContactsRequest,
  type SortOrder,
} from '@shared/contract';
import { directoryScales } from '@server/seed/directory-scales';
import { isValidEic } from '@shared/contract/eic-code';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from './helper';
import { expectedOrder } from './sorted-like-the-directory';

let testApp: TestApp;
let analyst: Agent;

beforeAll(async () => {
  testApp = await buildTestApp();
  analyst = await loginAsDemo(testApp.app, 'analyst');
});
afterAll(() => testApp.close());

const defaultRequest: OrganisationContactsRequest = {
  paging: { page: 0, entriesPerPage: 10 },
  sorting: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
  idOfSelectedOrganisationGroup: null,
};

const postOrganisations = (payload: object, agent: Agent = analyst) =>
  agent.inject({ method: 'POST', url: apiPaths.organisationContacts, payload });

async function organisationPage(request: OrganisationContactsRequest) {
  const response = await postOrganisations(request);
  expect(response.statusCode).toBe(200);
  return organisationContactsPageSchema.parse(response.json());
}

/** Every organisation, in the order of `sorting`, fetched page by page as the grid would. */
async function allOrganisations(
  sorting: OrganisationContactsRequest['sorting'],
  idOfSelectedOrganisationGroup: string | null = null,
): Promise<OrganisationContact[]> {
  const rows: OrganisationContact[] = [];
  for (let page = 0; ; page += 1) {
    const body = await organisationPage({
      paging: { page, entriesPerPage: 100 },
      sorting,
      idOfSelectedOrganisationGroup,
    });
    expect(body.currentPage).toBe(page);
    rows.push(...body.values);
    if (body.values.length < 100) return rows;
  }
}

describe('organisation groups', () => {
  it('lists the groups by display name, keyed by code', async () => {
    const response = await analyst.inject({ method: 'GET', url: apiPaths.organisationGroups });
    expect(response.statusCode).toBe(200);
    expect(organisationGroupsSchema.parse(response.json())).toEqual([
      { key: 'BROKERS', value: 'Brokers' },
      { key: 'DSO', value: 'Distribution System Operators' },
      { key: 'EXCHANGES', value: 'Exchanges' },
      { key: 'PRODUCERS', value: 'Producers' },
      { key: 'SUPPLIERS', value: 'Suppliers' },
      { key: 'TRADERS', value: 'Traders' },
      { key: 'TSO', value: 'Transmission System Operators' },
      { key: 'UTILITIES', value: 'Utilities' },
    ]);
  });
});

describe('organisation contacts', () => {
  it('answers the first page of the seeded directory in the default sort', async () => {
    const body = await organisationPage(defaultRequest);
    expect(body.count).toBe(directoryScales.demo.organisations);
    expect(body.currentPage).toBe(0);
    expect(body.values).toHaveLength(10);
    expect(body.values.every((row) => row.organisationGroupDisplayName === 'Brokers')).toBe(true);
    expect(body.values.filter((row) => !isValidEic(row.eicCode))).toEqual([]);
  });

  it('shows a demo organisation with its group name, roles and contacts', async () => {
    const traders = await allOrganisations({ columnName: 'displayName', sortOrder: 'ASCENDING' }, 'TRADERS');
    expect(traders.find((row) => row.eicCode === '11XNORDWIND-EH-G')).toEqual({
      organisationId: expect.any(Number),
      organisationGroupDisplayName: 'Traders',
      displayName: 'Nordwind Energiehandel',
      legalName: 'Nordwind Energiehandel GmbH',
      eicCode: '11XNORDWIND-EH-G',
      ecmProcessRole: 'Confirmation sender and receiver',
      errProcessRole: 'Reporting party',
      businessContact: 'Julia Brandt, +49 40 3344 1200, trading-desk@nordwind-energie.example',
      technicalContact: 'Backoffice IT, +49 40 3344 1290, it-support@nordwind-energie.example',
    });
  });

  const sortOrders: SortOrder[] = ['ASCENDING', 'DESCENDING'];
  const everySort = organisationContactColumns.flatMap((columnName) =>
    sortOrders.map((sortOrder) => [columnName, sortOrder] as const),
  );

  it.each(everySort)('sorts by %s %s, deterministically and with empty values last', async (columnName, sortOrder) => {
    const rows = await allOrganisations({ columnName, sortOrder });
    expect(rows).toHaveLength(directoryScales.demo.organisations);
    const expected = expectedOrder(rows, columnName, sortOrder, (row) => row.organisationId);
    expect(rows.map((row) => row.organisationId)).toEqual(expected.map((row) => row.organisationId));
  });

  it('has empty values to sort in the nullable columns, and ties to break', async () => {
    const rows = await allOrganisations({ columnName: 'displayName', sortOrder: 'ASCENDING' });
    for (const column of ['ecmProcessRole', 'errProcessRole', 'businessContact', 'technicalContact'] as const) {
      expect(rows.some((row) => row[column] === null)).toBe(true);
    }
    expect(new Set(rows.map((row) => row.legalName)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.eicCode)).size).toBe(rows.length);
  });

  it('pages through the same order the whole list has', async () => {
    const sorting = { columnName: 'ecmProcessRole', sortOrder: 'DESCENDING' } as const;
    const all = await allOrganisations(sorting);
    const third = await organisationPage({
      paging: { page: 2, entriesPerPage: 10 },
      sorting,
      idOfSelectedOrganisationGroup: null,
    });
    expect(third.values).toEqual(all.slice(20, 30));
    const pastTheEnd = await organisationPage({
      paging: { page: 99, entriesPerPage: 10 },
      sorting,
      idOfSelectedOrganisationGroup: null,
    });
    expect(pastTheEnd).toEqual({ count: directoryScales.demo.organisations, currentPage: 99, values: [] });
  });

  it.each(sortOrders)(
    'pages by group name %s across group boundaries, with the count past the end',
    async (sortOrder) => {
      const sorting = { columnName: 'organisationGroupDisplayName', sortOrder } as const;
      const all = await allOrganisations(sorting);
      const pages: OrganisationContact[] = [];
      // Seven rows a page: most pages start inside one group and end inside the next.
      for (let page = 0; page * 7 < all.length; page += 1) {
        const body = await organisationPage({
          paging: { page, entriesPerPage: 7 },
          sorting,
          idOfSelectedOrganisationGroup: null,
        });
        expect(body.count).toBe(all.length);
        pages.push(...body.values);
      }
      expect(pages).toEqual(all);
      const pastTheEnd = await organisationPage({
        paging: { page: 99, entriesPerPage: 7 },
        sorting,
        idOfSelectedOrganisationGroup: 'TSO',
      });
      expect(pastTheEnd.values).toEqual([]);
      expect(pastTheEnd.count).toBe(
        all.filter((row) => row.organisationGroupDisplayName === 'Transmission System Operators').length,
      );
    },
  );

  it('filters by organisation group; null means all groups', async () => {
    const all = await allOrganisations({ columnName: 'displayName', sortOrder: 'ASCENDING' });
    const tsos = await organisationPage({
      ...defaultRequest,
      paging: { page: 0, entriesPerPage: 100 },
      idOfSelectedOrganisationGroup: 'TSO',
    });
    const expected = all.filter((row) => row.organisationGroupDisplayName === 'Transmission System Operators');
    expect(tsos.count).toBe(expected.length);
    expect(tsos.values.map((row) => row.organisationId).sort()).toEqual(
      expected.map((row) => row.organisationId).sort(),
    );
    expect(tsos.values.map((row) => row.displayName)).toEqual(
      expect.arrayContaining(['Noordzee Netbeheer', 'Helvetia Grid']),
    );

    const { idOfSelectedOrganisationGroup: _omitted, ...withoutGroup } = defaultRequest;
    expect((await organisationPage(withoutGroup)).count).toBe(all.length);
    expect((await organisationPage({ ...defaultRequest, idOfSelectedOrganisationGroup: 'NO_SUCH_GROUP' })).count).toBe(
      0,
    );
  });

  it.each([
    ['a negative page', { page: -1, entriesPerPage: 10 }, 'paging.page', 'The page must be 0 or more.'],
    ['a page size of 0', { page: 0, entriesPerPage: 0 }, 'paging.entriesPerPage', 'entriesPerPage must be at least 1.'],
    [
      'a page size of 10,000',
      { page: 0, entriesPerPage: 10_000 },
      'paging.entriesPerPage',
      'entriesPerPage must be at most 100.',
    ],
    ['a fractional page', { page: 1.5, entriesPerPage: 10 }, 'paging.page', expect.any(String)],
  ])('refuses %s with a field error', async (_name, paging, field, message) => {
    const response = await postOrganisations({ ...defaultRequest, paging });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorMessage: 'Invalid request.', fieldErrors: { [field]: [message] } });
  });

  it('refuses an unknown sort column or order', async () => {
    const column = await postOrganisations({
      ...defaultRequest,
      sorting: { columnName: 'password', sortOrder: 'ASCENDING' },
    });
    expect(column.statusCode).toBe(400);
    expect(Object.keys(column.json().fieldErrors)).toEqual(['sorting.columnName']);
    const order = await postOrganisations({ ...defaultRequest, sorting: { columnName: 'eicCode', sortOrder: 'UP' } });
    expect(Object.keys(order.json().fieldErrors)).toEqual(['sorting.sortOrder']);
  });

  it('needs a login', async () => {
    const anonymous = createAgent(testApp.app);
    await anonymous.inject({ method: 'GET', url: apiPaths.systemInformation });
    expect((await postOrganisations(defaultRequest, anonymous)).statusCode).toBe(401);
    expect((await anonymous.inject({ method: 'GET', url: apiPaths.organisationGroups })).statusCode).toBe(401);
  });
});
