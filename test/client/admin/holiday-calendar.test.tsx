import { mockSession } from '@test/mocks/mock-session';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

describe('the holiday calendar on the administration page', () => {
  it('lists the days, adds one after saying what is missing, and removes one', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administration' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Holiday calendar' });
    await waitFor(() => expect(within(table).getByText('Christmas Day')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(screen.getByText('Please give the day.')).toBeInTheDocument();
    expect(screen.getByText('Please name the holiday.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Day/), '2026-12-24');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Christmas Eve');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(within(table).getByText('Christmas Eve')).toBeInTheDocument());
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent?.slice(0, 10)),
    ).toEqual(['DayNameAct', '2026-12-24', '2026-12-25', '2026-12-26']);

    await user.click(within(table).getByRole('button', { name: 'Remove Christmas Day, 2026-12-25' }));
    await waitFor(() => expect(within(table).queryByText('Christmas Day')).not.toBeInTheDocument());
  });

  it('is not shown to a user who is no administrator', async () => {
    renderApp({ route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).not.toHaveTextContent(
      'Administration',
    );
    expect(screen.queryByRole('table', { name: 'Holiday calendar' })).not.toBeInTheDocument();
  });
});
