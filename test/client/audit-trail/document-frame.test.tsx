import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { mockConfirmationHtml } from '@test/mocks/audit-trail-data';
import { navigationFor } from '@test/mocks/data';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

jest.setTimeout(45_000);

afterEach(() => server.events.removeAllListeners());

describe('document frame pages', () => {
  it('shows the HTML document in a frame sandboxed against every script, asking within the organisation', async () => {
    const requested: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/documents/')) requested.push(url);
    });
    renderApp({ route: '/ecm/dealfinder/confirmation_doc?id=700' });
    const frame = await screen.findByTitle('Confirmation document', {}, { timeout: 15_000 });
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    const shown = new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html');
    const stored = new DOMParser().parseFromString(mockConfirmationHtml, 'text/html');
    expect(shown.title).toBe(stored.title);
    expect(shown.body.innerHTML).toBe(stored.body.innerHTML);
    expect(requested[0]?.pathname).toBe('/api/documents/confirmation/700');
    expect(requested[0]?.searchParams.get('organisationId')).toBe('11');
    expect(apiPaths.documentFrame).toBe('/api/documents/:frameKind/:id');
  });

  it('is a named stop of the tab order, so the keyboard can scroll a document that has nothing focusable', async () => {
    renderApp({ route: '/ecm/dealfinder/confirmation_doc?id=700' });
    const frame = await screen.findByTitle('Confirmation document', {}, { timeout: 15_000 });
    expect(frame).toHaveAccessibleName('Confirmation document');
    // The document's body is the stop (Chromium passes a frame by whose document has none, whatever the
    // iframe's own tabindex), and the only one: not the frame as well. jsdom runs no frame: Chromium, by
    // hand, takes Tab into it and scrolls it by PageDown.
    const shown = new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html');
    expect(shown.body.getAttribute('tabindex')).toBe('0');
    expect(frame).not.toHaveAttribute('tabindex');
  });

  it('is headed with the document it shows, and titled in the tab with the finder it belongs to as well', async () => {
    // The deal finder's menu entry is the active item on its document pages, as in the product's menu.
    const navigation = navigationFor(undefined);
    server.use(
      http.get(apiUrl(apiPaths.navigation), () =>
        HttpResponse.json({
          groups: [
            ...navigation.groups,
            { name: 'Confirmations', path: 'ecm', children: [{ name: 'Deal Finder', path: 'ecm/dealfinder' }] },
          ],
        }),
      ),
    );
    renderApp({ route: '/ecm/dealfinder/confirmation_doc?id=700' });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Confirmation CONF-700' },
      { timeout: 15_000 },
    );
    expect(heading).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Confirmation CONF-700 · Deal Finder — Energy Post-Trade'));
    expect(heading).toHaveTextContent(/^Confirmation CONF-700$/);
    // The document's own script never ran: the name is read from its markup, not from the frame.
    expect(document.title).not.toContain('hacked');
  });

  it('is headed with the document, and titled in the tab with its own kind outside any menu entry', async () => {
    server.use(http.get(apiUrl(apiPaths.navigation), () => HttpResponse.json(navigationFor(undefined))));
    renderApp({ route: '/ecm/dealfinder/confirmation_doc?id=700' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmation CONF-700' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Confirmation CONF-700 · Confirmation document — Energy Post-Trade'),
    );
  });

  it('shows a spinner while the document loads', async () => {
    // Held open: a document that answers at once could take the spinner away before the query looks.
    server.use(http.get(apiUrl(apiPaths.documentFrame), () => delay('infinite')));
    renderApp({ route: '/ecm/dealfinder/confirmation_doc?id=700' });
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the confirmation document' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('says a missing document is missing, for each of the three pages', async () => {
    const first = renderApp({ route: '/esm/invoicefinder/esm_document?id=4711' });
    expect(await screen.findByText('Document not found.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTitle('Invoice document')).not.toBeInTheDocument();
    first.unmount();

    const second = renderApp({ route: '/esm/nettingfinder/esm_document?id=4712' });
    expect(await screen.findByText('Document not found.', {}, { timeout: 15_000 })).toBeInTheDocument();
    second.unmount();

    renderApp({ route: '/ecm/dealfinder/confirmation_doc' });
    expect(await screen.findByText('No document to show', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
