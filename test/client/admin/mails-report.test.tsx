import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { mails } from '@test/mocks/handlers/mail';
import { server } from '@test/mocks/server';
import { mockSession } from '@test/mocks/mock-session';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area and a DataGrid in jsdom, on a machine shared with other jobs: more than jest's 5 s.
jest.setTimeout(45_000);

describe('admin mails report', () => {
  it('pages the outbox on the server and keeps the page in the URL', async () => {
    mockSession.logIn('admin');
    const { user, router } = renderApp({ route: '/admin/mails_report' });
    // The first test pays for loading the lazily imported admin area and the DataGrid.
    expect(await screen.findByRole('heading', { name: 'Mails Report' }, { timeout: 10_000 })).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('columnheader', { name: 'Time' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Recipient' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Subject' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(await within(grid).findByText('user30@nordwind-energie.example')).toBeInTheDocument();
    expect(within(grid).getByText('FAILED')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    expect(await within(grid).findByText('user5@nordwind-energie.example')).toBeInTheDocument();
    expect(within(grid).queryByText('user30@nordwind-energie.example')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&size=25'));
  });

  it('sorts on the server, keeps the order in the URL, and a reload of that URL shows the same page', async () => {
    const requested: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === apiPaths.mailsReport) requested.push(url.searchParams);
    });
    mockSession.logIn('admin');
    const first = renderApp({ route: '/admin/mails_report' });
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    await within(grid).findByText('user30@nordwind-energie.example');
    await first.user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(requested.at(-1)?.get('page')).toBe('1'));

    await first.user.click(within(grid).getByText('Recipient'));
    await waitFor(() =>
      expect(Object.fromEntries(requested.at(-1) ?? [])).toMatchObject({
        page: '0',
        columnName: 'recipient',
        sortOrder: 'ASCENDING',
      }),
    );
    await first.user.click(within(grid).getByText('Recipient'));
    await waitFor(() => expect(requested.at(-1)?.get('sortOrder')).toBe('DESCENDING'));
    await first.user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(requested.at(-1)?.get('page')).toBe('1'));
    const shown = Object.fromEntries(requested.at(-1) ?? []);
    const rowsShown = await waitFor(() => {
      const cells = within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.getAttribute('data-field') === 'recipient');
      expect(cells).toHaveLength(5);
      return cells.map((cell) => cell.textContent);
    });
    const { search } = first.router.state.location;
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      page: '1',
      size: '25',
      sort: 'recipient',
      order: 'desc',
    });
    first.unmount();
    server.events.removeAllListeners();

    const reloadRequests: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === apiPaths.mailsReport) reloadRequests.push(url.searchParams);
    });
    renderApp({ route: `/admin/mails_report${search}` });
    const reloaded = await screen.findByRole('grid', {}, { timeout: 10_000 });
    await waitFor(() => {
      const cells = within(reloaded)
        .getAllByRole('gridcell')
        .filter((cell) => cell.getAttribute('data-field') === 'recipient');
      expect(cells.map((cell) => cell.textContent)).toEqual(rowsShown);
    });
    expect(reloadRequests.map((params) => Object.fromEntries(params))).toEqual([shown]);
    expect(within(reloaded).getByRole('columnheader', { name: 'Recipient' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    server.events.removeAllListeners();
  });

  it('links a row to its mailing details, which show the masked mail', async () => {
    mockSession.logIn('admin');
    const { user, router } = renderApp({ route: '/admin/mails_report' });
    const grid = await screen.findByRole('grid');
    const row = (await within(grid).findByText('user30@nordwind-energie.example')).closest(
      '[role="row"]',
    ) as HTMLElement;
    await user.click(within(row).getByRole('link', { name: 'Reset your password' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=30'));
    expect(await screen.findByRole('heading', { name: 'Mailing details' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Recipient')).toHaveTextContent('user30@nordwind-energie.example');
    expect(screen.getByLabelText('Last error')).toHaveTextContent('SMTP connection refused');
    expect(screen.getByLabelText('Mail body')).toHaveTextContent(mails[0]!.body);
  });

  it('says so when the outbox is empty, and leads back into the application', async () => {
    server.use(
      http.get(apiUrl(apiPaths.mailsReport), () => HttpResponse.json({ count: 0, currentPage: 0, values: [] })),
    );
    mockSession.logIn('admin');
    const { user, router } = renderApp({ route: '/admin/mails_report' });
    expect(
      await screen.findByText('No mail has been written to the outbox yet.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the welcome page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  });

  it('sends anonymous visitors to login', async () => {
    mockSession.logOut();
    const { router } = renderApp({ route: '/admin/mails_report' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
