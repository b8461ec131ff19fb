import { mockSession } from '@test/mocks/mock-session';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

const names = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    // The first cell is the row's Open action, kept in view ahead of the wide columns.
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);

describe('the user list on the administration page', () => {
  it('pages through every user by name and finds one by a piece of their e-mail', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/admin' });
    const grid = await screen.findByRole('grid', { name: 'Users' }, { timeout: 15_000 });
    await waitFor(() => expect(names(grid)).toHaveLength(25));
    expect(names(grid).slice(0, 3)).toEqual(['Ada Administrator', 'Anna Lindqvist', 'Erik Madsen']);
    const erik = within(grid).getAllByRole('row')[3]!;
    expect(within(erik).getByText('Until 26/11/26 10:15:00 UTC')).toBeInTheDocument();
    expect(within(erik).getByText('Set up')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search name, user name or e-mail' }), 'ANALYST@');
    await waitFor(() => expect(names(grid)).toEqual(['Anna Lindqvist']));
    expect(within(grid).getByText('Alpenstrom Versorgung, Nordwind Energiehandel')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search name, user name or e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search name, user name or e-mail' }), 'nobody');
    expect(await within(grid).findByText('No user matches the search.')).toBeInTheDocument();
  });
});
