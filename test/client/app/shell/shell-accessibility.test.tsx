import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { navigationFor } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

// The first render of an area (the admin one with the DataGrid) is slow to transform.
const slow = { timeout: 10_000 };

/** The test menu plus a settings group whose first entry carries a query string, as the server's does. */
function useMenuWithColumnSettings() {
  server.use(
    http.get(apiUrl(apiPaths.navigation), () => {
      const navigation = navigationFor(undefined);
      return HttpResponse.json({
        groups: [
          ...navigation.groups,
          {
            name: 'Settings',
            path: 'settings',
            children: [
              { name: 'Column Settings', path: 'settings/datatable/customize?documentType=REMIT_TABLE_1' },
              { name: 'Preferences', path: 'preferences' },
            ],
          },
        ],
      });
    }),
  );
}

describe('shell for keyboard and screen reader users', () => {
  it('offers "Skip to main content" as the first Tab stop, which moves focus to the main region', async () => {
    const { user } = renderApp({ route: '/help/welcome' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome' }, slow);
    await waitFor(() => expect(heading).toHaveFocus());
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('makes the menu a navigation landmark of proper lists', async () => {
    renderApp({ route: '/help/welcome' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const lists = menu.querySelectorAll('ul');
    expect(lists.length).toBeGreaterThan(1);
    for (const list of lists) {
      for (const child of list.children) expect(child.tagName).toBe('LI');
    }
    expect(within(menu).getAllByRole('listitem').length).toBeGreaterThan(4);
  });

  it('moves focus to the new page heading after a menu link, and announces its title', async () => {
    const { user } = renderApp({ route: '/help/welcome' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await user.click(await screen.findByRole('link', { name: 'Support' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Support' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Support'));
    expect(document.title).toBe('Support — Energy Post-Trade');
  });

  it('shows a menu entry with a query string as active, titles the page with it and keeps its group open', async () => {
    useMenuWithColumnSettings();
    const { user, router } = renderApp({ route: '/help/welcome' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Settings' }));
    await user.click(await within(menu).findByRole('link', { name: 'Column Settings' }));
    await waitFor(() => expect(router.state.location.search).toBe('?documentType=REMIT_TABLE_1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Column Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Column Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.title).toBe('Column Settings — Energy Post-Trade'));
  });

  it('keeps the open group when the page is not in the menu', async () => {
    const { user, router } = renderApp({ route: '/help/welcome' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Regulatory Reporting' }));
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Regulatory Reporting' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    await act(() => router.navigate('/preferences'));
    await screen.findByRole('heading', { level: 1 });
    expect(within(menu).getByRole('button', { name: 'Regulatory Reporting' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('admin URLs', () => {
  it.each(['/admin', '/admin/mails_report', '/admin/mailing_details?id=1', '/admin/billing_history'])(
    'show a non-administrator the forbidden page at %s',
    async (route) => {
      let adminCalls = 0;
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname.startsWith('/api/admin')) adminCalls += 1;
      });
      renderApp({ route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Request forbidden' }, slow)).toBeInTheDocument();
      expect(screen.getByText('You are not allowed to open this page.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to the welcome page' })).toHaveAttribute('href', '/help/welcome');
      expect(screen.queryByText('This page is being built and is not available yet.')).not.toBeInTheDocument();
      expect(adminCalls).toBe(0);
      server.events.removeAllListeners();
    },
    20_000,
  );

  it("gives an administrator's Billing History the title of its menu entry and a way back", async () => {
    mockSession.logIn('admin');
    const { user, router } = renderApp({ route: '/admin/billing_history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing History' }, slow)).toBeInTheDocument();
    expect(document.title).toBe('Billing History — Energy Post-Trade');
    await user.click(screen.getByRole('link', { name: 'Back to the welcome page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  }, 20_000);
});

describe('connection failure page', () => {
  it('has an h1 and a title of its own', async () => {
    renderApp({ route: '/connection_failure' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection to the server' })).toBeInTheDocument();
    expect(document.title).toBe('No connection to the server — Energy Post-Trade');
  });
});
