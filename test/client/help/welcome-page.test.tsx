import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { REFERENCE_PERMISSION_MESSAGE } from '@shared/contract/reference-link';
import { PAGE_FRAME_ATTRIBUTE, PAGE_FRAME_PART_ATTRIBUTE } from '@shared/page-frame';
import { endPageFrame, takePageFrame } from '@client/components/page-frame';
import { apiUrl } from '@test/mocks/api-url';
import { demoAccounts, organisations, systemInformation } from '@test/mocks/data';
import { FORBIDDEN_REF } from '@test/mocks/help-data';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

describe('welcome page', () => {
  const analyst = demoAccounts.analyst!;
  const original = analyst.user;
  afterEach(() => {
    analyst.user = original;
  });

  it('greets the user and shows the instance', async () => {
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
    expect(screen.getByText(/^Last login: /)).not.toHaveTextContent('the first time');
    expect(await screen.findByText('Instance EPT Test, version 4.2.0, revision a1b2c3d')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '(change)' })).not.toBeInTheDocument();
  });

  it('shows its parts and the announcements only once the instance is known, so nothing moves down', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl(apiPaths.systemInformation), async () => {
        await held;
        return HttpResponse.json(systemInformation);
      }),
    );
    let requestedAnnouncements = false;
    const noteRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/help/announcements') requestedAnnouncements = true;
    };
    server.events.on('request:start', noteRequest);
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    // The announcements are asked for meanwhile, not after the instance.
    await waitFor(() => expect(requestedAnnouncements).toBe(true));
    server.events.removeListener('request:start', noteRequest);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Anna Lyst')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenance window' })).not.toBeInTheDocument();

    release();
    const instance = await screen.findByText('Instance EPT Test, version 4.2.0, revision a1b2c3d');
    const panel = await screen.findByRole('region', { name: 'Maintenance window' });
    expect(screen.getByText('Welcome, Anna Lyst')).toBeInTheDocument();
    expect(instance.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('keeps what the server painted of its parts and announcements until it has its own, and only then shows them', async () => {
    // #root as the server sends it (server/plugins/page-frame.ts), the announcements as it last read them.
    window.history.replaceState(null, '', '/help/welcome');
    const served = document.createElement('div');
    served.innerHTML =
      `<div ${PAGE_FRAME_ATTRIBUTE}="" class="page-frame" aria-hidden="true"><div class="page-frame-main">` +
      `<h1 class="page-frame-title">Welcome</h1><div class="page-frame-welcome" ${PAGE_FRAME_PART_ATTRIBUTE}="welcome">` +
      '<p class="page-frame-greeting">Welcome, Anna Lyst</p><section><h2>Painted news</h2></section></div></div></div>';
    takePageFrame(served);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl(apiPaths.helpText).replace(':kind', 'announcements'), async () => {
        await held;
        return HttpResponse.json({
          title: 'Maintenance window',
          content: '',
          html: '<p>Live news</p>',
          editable: false,
          version: 1,
          updatedAt: null,
          updatedBy: null,
        });
      }),
    );
    try {
      renderApp({ route: '/help/welcome' });
      // The page's own title, past the app's loader (which shows the whole frame).
      await waitFor(() => expect(document.querySelector('[data-page-title]')).not.toBeNull(), { timeout: 15_000 });
      // The painted copy, hidden from assistive technology, which hears a loader instead.
      const loader = screen.getByRole('progressbar', { name: 'Loading' });
      expect(loader).toHaveTextContent('Painted news');
      expect(loader.firstElementChild).toHaveAttribute('aria-hidden', 'true');
      // Nor can a link of the painted announcements take focus or a click.
      expect(loader.firstElementChild).toHaveAttribute('inert');
      expect(screen.queryByRole('heading', { name: 'Painted news', hidden: false })).not.toBeInTheDocument();

      release();
      expect(await screen.findByRole('region', { name: 'Maintenance window' })).toHaveTextContent('Live news');
      expect(screen.queryByText('Painted news')).not.toBeInTheDocument();
      expect(screen.getByText('Welcome, Anna Lyst')).toBeVisible();
    } finally {
      endPageFrame();
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows its parts without the instance when the instance cannot be read', async () => {
    server.use(http.get(apiUrl(apiPaths.systemInformation), () => HttpResponse.json({}, { status: 503 })));
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Maintenance window' })).toBeInTheDocument();
    expect(screen.queryByText(/^Instance /)).not.toBeInTheDocument();
  });

  it("says 'the first time' without a previous login", async () => {
    analyst.user = { ...original, lastLoginTimestamp: null };
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Last login: the first time')).toBeInTheDocument();
  });

  it('warns at 10 days left with a link to change the password', async () => {
    analyst.user = { ...original, passwordExpiration: 10 };
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText(/Your password expires in 10 days\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(change)' })).toHaveAttribute('href', '/change_password_immediately');
  });

  it("says 'today' on the last day, never 'in 0 days'", async () => {
    analyst.user = { ...original, passwordExpiration: 0 };
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText(/Your password expires today\./)).toBeInTheDocument();
    expect(screen.queryByText(/0 days/)).not.toBeInTheDocument();
  });

  it("shows the last login in the product's one format, not the browser locale's", async () => {
    renderApp({ route: '/help/welcome' });
    const lastLogin = await screen.findByText(/^Last login: /);
    // The mock's last login is 2026-11-20T08:15:00.000Z.
    expect(lastLogin).toHaveTextContent(/^Last login: 20\/11\/26 08:15:00 UTC$/);
  });

  it('does not warn at 11 days left', async () => {
    analyst.user = { ...original, passwordExpiration: 11 };
    renderApp({ route: '/help/welcome' });
    await screen.findByText('Welcome, Anna Lyst');
    expect(screen.queryByText(/Your password expires/)).not.toBeInTheDocument();
  });
});

describe('welcome page announcements', () => {
  it('shows the announcements to everyone, without a pencil for an analyst', async () => {
    renderApp({ route: '/help/welcome' });
    const panel = await screen.findByRole('region', { name: 'Maintenance window' });
    expect(within(panel).getByText('offline').tagName).toBe('STRONG');
    expect(within(panel).getByText('REMIT reporting resumes at 08:00')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers the pencil when the text is editable', async () => {
    mockSession.logIn('admin');
    renderApp({ route: '/help/welcome' });
    const panel = await screen.findByRole('region', { name: 'Maintenance window' });
    expect(within(panel).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('welcome page reference links', () => {
  it('selects the organisation and opens the target with the request parameters in navigation state', async () => {
    const { router, store } = renderApp({ route: '/help/welcome?ref=remit-42' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/err/remit_audittrail'));
    expect(router.state.location.state).toEqual({ id: '42', documentType: 'REMIT' });
    expect(router.state.location.search).toBe('');
    expect(store.getState().organisation.selectedOrganisationId).toBe(organisations.alpineGas.organisationId);
    // The shell reloads the navigation for the chosen organisation (its menu has Settlement).
    expect(await screen.findByRole('button', { name: 'Settlement' })).toBeInTheDocument();
  });

  it("shows the permission sentence for an 'Unauthorized access' refusal and stays", async () => {
    const { router } = renderApp({ route: `/help/welcome?ref=${FORBIDDEN_REF}` });
    expect(await screen.findByText(REFERENCE_PERMISSION_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/welcome');
    expect(screen.getByText('Welcome, Anna Lyst')).toBeInTheDocument();
  });

  it('shows the error text of any other failure, without going to not_found', async () => {
    const { router } = renderApp({ route: '/help/welcome?ref=no-such-link' });
    expect(await screen.findByText('Reference link not found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/welcome');
  });

  it('shows the error text of a failure with a message of its own', async () => {
    server.use(
      http.get(apiUrl(apiPaths.referenceLink), () =>
        HttpResponse.json({ errorMessage: 'The reference has expired.' }, { status: 400 }),
      ),
    );
    renderApp({ route: '/help/welcome?ref=remit-42' });
    expect(await screen.findByText('The reference has expired.')).toBeInTheDocument();
    expect(screen.queryByText(REFERENCE_PERMISSION_MESSAGE)).not.toBeInTheDocument();
  });

  it("says why a reference was refused, from its field's message (the page has no field to show it on)", async () => {
    server.use(
      http.get(apiUrl(apiPaths.referenceLink), () =>
        HttpResponse.json(
          { errorMessage: 'Invalid request.', fieldErrors: { ref: ["Field 'ref' must be at most 200 characters."] } },
          { status: 400 },
        ),
      ),
    );
    renderApp({ route: `/help/welcome?ref=${'x'.repeat(3000)}` });
    expect(await screen.findByText("Invalid request. Field 'ref' must be at most 200 characters.")).toBeInTheDocument();
  });
});
