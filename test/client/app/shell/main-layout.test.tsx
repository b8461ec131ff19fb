import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { apiPaths } from '@shared/api-paths';
import { noticeShown } from '@client/errors/errors-slice';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

/** The logout requests sent, each ending the mock session as the server does. */
function countLogouts() {
  const logouts = { calls: 0 };
  server.use(
    http.post(apiUrl(apiPaths.logout), () => {
      logouts.calls += 1;
      mockSession.logOut();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return logouts;
}

describe('authenticated shell', () => {
  it('shows the instance name, the user name and the menu from the server', async () => {
    const { user } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('EPT Test')).toBeInTheDocument();
    expect(screen.getByLabelText('User name')).toHaveTextContent('analyst');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Regulatory Reporting' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'REMIT Audit Trail' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Regulatory Reporting' }));
    expect(await within(menu).findByRole('link', { name: 'REMIT Audit Trail' })).toHaveAttribute(
      'href',
      '/err/remit_audittrail',
    );
  });

  it('highlights the active item, opens its group and titles the page with its name', async () => {
    // A page without a title of its own (the trade screens name their action, as the REMIT spec says).
    renderApp({ route: '/err/remit_audittrail' });
    const activeLink = await screen.findByRole('link', { name: 'REMIT Audit Trail' });
    expect(activeLink).toHaveAttribute('aria-current', 'page');
    expect(activeLink).toHaveClass('Mui-selected');
    expect(screen.getByRole('button', { name: 'Regulatory Reporting' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { level: 1, name: 'REMIT Audit Trail' })).toBeInTheDocument();
    expect(document.title).toBe('REMIT Audit Trail — Energy Post-Trade');
  });

  it('follows the URL when a menu link is clicked', async () => {
    const { user, router } = renderApp({ route: '/help/welcome' });
    await user.click(await screen.findByRole('link', { name: 'Support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/support'));
    await waitFor(() => expect(document.title).toBe('Support — Energy Post-Trade'));
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
  });

  it('logs out: calls the API, forgets the session state and goes to login', async () => {
    const logouts = countLogouts();
    const { user, router, store } = renderApp({ route: '/help/welcome' });
    await screen.findByText('Welcome, Anna Lyst');
    await waitFor(() => expect(store.getState().organisation.chosen).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(logouts.calls).toBe(1);
    expect(store.getState().organisation.chosen).toBe(false);
    // The reset dropped every cached answer of the old session; only the login page's own query remains.
    expect(Object.keys(store.getState().api.queries)).toEqual(['getUserInformation(undefined)']);
  });

  it('carries no notice left for a login page to the login page Logout leads to', async () => {
    countLogouts();
    const { user, store } = renderApp({ route: '/help/welcome' });
    await screen.findByText('Welcome, Anna Lyst');
    act(() => void store.dispatch(noticeShown({ severity: 'success', text: 'Reset successful. Please log in.' })));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByText('Reset successful. Please log in.')).not.toBeInTheDocument();
  });

  it('asks before Logout drops unsaved input, and logs out only on Discard changes', async () => {
    const logouts = countLogouts();
    mockSession.logIn('admin');
    const { user, router } = renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' });
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' changed');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Support changed');
    expect(router.state.location.pathname).toBe('/help/support');
    expect(logouts.calls).toBe(0);
    expect(mockSession.account()).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(logouts.calls).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
