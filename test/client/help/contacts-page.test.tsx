import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import type { OrganisationContactsRequest, UserContactsRequest } from '@shared/contract/contacts';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

const organisationsUrl = apiUrl(apiPaths.organisationContacts);
const peopleUrl = apiUrl(apiPaths.userContacts);

/** The bodies of the contact requests, in order. */
function recordRequests() {
  const organisationRequests: OrganisationContactsRequest[] = [];
  const peopleRequests: UserContactsRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url === organisationsUrl) organisationRequests.push(await request.clone().json());
    if (request.url === peopleUrl) peopleRequests.push(await request.clone().json());
  });
  return { organisationRequests, peopleRequests };
}

const columnHeaders = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** The data rows (the header row has no gridcell). */
const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length > 0);

/** The Traders group's answer is shown: rows, each of that group (the grid is empty while it loads). */
const onlyTraders = (rows: HTMLElement[]) => rows.length > 0 && rows.every((row) => within(row).queryByText('Traders'));

async function renderDirectory() {
  const rendered = renderApp({ route: '/help/contacts' });
  // The first test pays for loading the lazily imported directory and the DataGrid.
  const grid = await screen.findByRole('grid', { name: 'Organisations' }, { timeout: 10_000 });
  await waitFor(() => expect(dataRows(grid)).toHaveLength(10));
  return { ...rendered, grid };
}

// Two DataGrids in jsdom, driven by clicks, on a machine shared with other jobs: more than jest's 5 s.
jest.setTimeout(45_000);

afterEach(() => server.events.removeAllListeners());

describe('organisation contact directory', () => {
  it("keeps the specification's ten rows a page when the user's grid preference says otherwise", async () => {
    mockPreferences.current = { ...defaultPreferences, rowsPerPage: 50, version: 1 };
    try {
      const { organisationRequests } = recordRequests();
      await renderDirectory();
      expect(organisationRequests.map((request) => request.paging.entriesPerPage)).toEqual([10]);
    } finally {
      mockPreferences.current = defaultPreferences;
    }
  });

  it('asks for page 0 of ten, sorted by organisation group, for all groups, and shows the columns in order', async () => {
    const { organisationRequests } = recordRequests();
    const { grid } = await renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation Contact Directory' })).toBeInTheDocument();
    expect(organisationRequests[0]).toEqual({
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisationGroup: null,
    });
    expect(columnHeaders(grid)).toEqual([
      'Org. Group',
      'Display Name',
      'Legal Name',
      'EIC Code',
      'eCM Role',
      'eRR Role',
      'Business Contact',
      'Technical Contact',
    ]);
    expect(screen.getByRole('combobox', { name: 'Organisation Group' })).toHaveTextContent('All Organisation Groups');
    expect(screen.getByText('1–10 of 28')).toBeInTheDocument();
  });

  it('pages and sorts on the server', async () => {
    const { organisationRequests } = recordRequests();
    const { user, grid } = await renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(organisationRequests.at(-1)?.paging).toEqual({ page: 1, entriesPerPage: 10 }));
    expect(await screen.findByText('11–20 of 28')).toBeInTheDocument();

    await user.click(within(grid).getByText('Display Name'));
    await waitFor(() =>
      expect(organisationRequests.at(-1)?.sorting).toEqual({ columnName: 'displayName', sortOrder: 'ASCENDING' }),
    );
    await user.click(within(grid).getByText('Display Name'));
    await waitFor(() =>
      expect(organisationRequests.at(-1)?.sorting).toEqual({ columnName: 'displayName', sortOrder: 'DESCENDING' }),
    );
    await waitFor(() => expect(within(dataRows(grid)[0]!).getByText('Nice Power')).toBeInTheDocument());
  });

  it('keeps the first row shown in view when the rows per page change', async () => {
    const { organisationRequests } = recordRequests();
    const { user } = await renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 28')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(organisationRequests.at(-1)?.paging).toEqual({ page: 0, entriesPerPage: 25 }));
    expect(await screen.findByText('1–25 of 28')).toBeInTheDocument();
  });

  it('shows the people at a selected organisation and hides them when it is clicked again', async () => {
    const { peopleRequests } = recordRequests();
    const { user, grid } = await renderDirectory();
    await user.click(within(grid).getByText('Bergen Power'));

    expect(
      await screen.findByRole('heading', { name: 'People at Bergen Power (Bergen Power Trading GmbH)' }),
    ).toBeInTheDocument();
    const people = await screen.findByRole('grid', { name: 'People' });
    await waitFor(() => expect(dataRows(people)).toHaveLength(10));
    expect(peopleRequests[0]).toEqual({
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'secondName', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisation: 102,
    });
    expect(columnHeaders(people)).toEqual(['Last Name', 'First Name', 'Job Title', 'Mail', 'Phone', 'Mobile', 'Other']);
    expect(within(dataRows(people)[0]!).getByText('Nagel')).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'lena.nagel@org102.example' })).toHaveAttribute(
      'href',
      'mailto:lena.nagel@org102.example',
    );

    await user.click(within(grid).getByText('Bergen Power'));
    await waitFor(() => expect(screen.queryByRole('grid', { name: 'People' })).not.toBeInTheDocument());
    expect(screen.queryByText(/^People at/)).not.toBeInTheDocument();
  });

  it('reloads the people when another organisation is selected', async () => {
    const { peopleRequests } = recordRequests();
    const { user, grid } = await renderDirectory();
    await user.click(within(grid).getByText('Bergen Power'));
    await screen.findByRole('heading', { name: /^People at Bergen Power/ });
    await user.click(within(grid).getByText('Aarhus Gas'));
    expect(
      await screen.findByRole('heading', { name: 'People at Aarhus Gas (Aarhus Gas Supply AG)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(peopleRequests.at(-1)?.idOfSelectedOrganisation).toBe(101));
    expect(await screen.findByRole('link', { name: 'lena.nagel@org101.example' })).toBeInTheDocument();
  });

  it('resets the selection and reloads when the group filter changes', async () => {
    const { organisationRequests } = recordRequests();
    const { user, grid } = await renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await user.click(await within(grid).findByText('Aarhus Power'));
    await screen.findByRole('grid', { name: 'People' });

    await user.click(screen.getByRole('combobox', { name: 'Organisation Group' }));
    await user.click(await screen.findByRole('option', { name: 'Traders' }));

    await waitFor(() =>
      expect(organisationRequests.at(-1)).toEqual({
        paging: { page: 0, entriesPerPage: 10 },
        sorting: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
        idOfSelectedOrganisationGroup: 'TRADERS',
      }),
    );
    expect(screen.queryByRole('grid', { name: 'People' })).not.toBeInTheDocument();
    await waitFor(() => expect(onlyTraders(dataRows(grid))).toBe(true));
  });

  it('selects and deselects a row from the keyboard with Space or Enter', async () => {
    const { peopleRequests } = recordRequests();
    const { user, grid } = await renderDirectory();
    const cell = within(grid).getByText('Bergen Power').closest<HTMLElement>('[role="gridcell"]')!;
    act(() => cell.focus());

    await user.keyboard(' ');
    expect(
      await screen.findByRole('heading', { name: 'People at Bergen Power (Bergen Power Trading GmbH)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(peopleRequests.at(-1)?.idOfSelectedOrganisation).toBe(102));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(/^People at/)).not.toBeInTheDocument());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /^People at Bergen Power/ })).toBeInTheDocument();
    expect(within(grid).getByText('Bergen Power').closest('[role="row"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a row selected through a double click or a held key, and a later click deselects it', async () => {
    const { peopleRequests } = recordRequests();
    const { user, grid } = await renderDirectory();
    const bergenRow = () => within(grid).getByText('Bergen Power').closest('[role="row"]');

    await user.dblClick(within(grid).getByText('Bergen Power'));
    expect(await screen.findByRole('heading', { name: /^People at Bergen Power/ })).toBeInTheDocument();
    await screen.findByRole('grid', { name: 'People' });
    expect(bergenRow()).toHaveAttribute('aria-selected', 'true');
    expect(peopleRequests.map((request) => request.idOfSelectedOrganisation)).toEqual([102]);

    await user.click(within(grid).getByText('Bergen Power'));
    await waitFor(() => expect(screen.queryByText(/^People at/)).not.toBeInTheDocument());

    const cell = within(grid).getByText('Aarhus Gas').closest<HTMLElement>('[role="gridcell"]')!;
    act(() => cell.focus());
    // Held down: one keydown, then one that repeats.
    await user.keyboard('{Enter>2}');
    expect(await screen.findByRole('heading', { name: /^People at Aarhus Gas/ })).toBeInTheDocument();
    expect(cell.closest('[role="row"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('starts afresh when another organisation is chosen in the top bar', async () => {
    const { organisationRequests } = recordRequests();
    let groupRequests = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url === apiUrl(apiPaths.organisationGroups)) groupRequests += 1;
    });
    const { user, grid } = await renderDirectory();
    await user.click(screen.getByRole('combobox', { name: 'Organisation Group' }));
    await user.click(await screen.findByRole('option', { name: 'Traders' }));
    await waitFor(() => expect(onlyTraders(dataRows(grid))).toBe(true));
    await user.click(within(grid).getByText('Bergen Power'));
    await screen.findByRole('grid', { name: 'People' });
    const organisationRequestsBefore = organisationRequests.length;
    const groupRequestsBefore = groupRequests;

    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.click(await screen.findByRole('option', { name: 'Alpine Gas Supply' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organisation Group' })).toHaveTextContent('All Organisation Groups'),
    );
    expect(screen.queryByRole('grid', { name: 'People' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^People at/)).not.toBeInTheDocument();
    // The directory is read again, although its first page for all groups is still in the cache.
    await waitFor(() =>
      expect(organisationRequests.slice(organisationRequestsBefore)).toContainEqual({
        paging: { page: 0, entriesPerPage: 10 },
        sorting: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
        idOfSelectedOrganisationGroup: null,
      }),
    );
    await waitFor(() => expect(groupRequests).toBeGreaterThan(groupRequestsBefore));
    await waitFor(() => expect(screen.getByText('1–10 of 28')).toBeInTheDocument());
    // The top bar, two grids and a menu in jsdom: the slowest test of the file.
  }, 60_000);

  it('shows a failure in a message area the user can close, and clears it on the next load', async () => {
    server.use(
      http.post(organisationsUrl, () =>
        HttpResponse.json({ errorMessage: 'The directory is being updated.' }, { status: 503 }),
      ),
    );
    const { user } = renderApp({ route: '/help/contacts' });
    // The lazily imported directory may still be loading: as long as renderDirectory waits.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The directory is being updated.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('combobox', { name: 'Organisation Group' }));
    await user.click(await screen.findByRole('option', { name: 'Utilities' }));
    const grid = screen.getByRole('grid', { name: 'Organisations' });
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure to load the organisation groups', async () => {
    server.use(
      http.get(apiUrl(apiPaths.organisationGroups), () =>
        HttpResponse.json({ errorMessage: 'Groups are not available.' }, { status: 503 }),
      ),
    );
    renderApp({ route: '/help/contacts' });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Groups are not available.');
  });
});
