import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { CHOOSE_ORGANISATION_MESSAGE, NO_ORGANISATION_MESSAGE } from '@client/app/guards/require-organisation';
import { apiUrl } from '@test/mocks/api-url';
import { organisationStorageKey } from '@client/session/organisation-storage';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen } from '@test/render-with-providers';

jest.setTimeout(60_000);

/** The administrator, whose selection may be empty, starting on 'No organisation'. */
function withNoOrganisation(): string[] {
  mockSession.logIn('admin');
  window.localStorage.setItem(organisationStorageKey('admin'), 'none');
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (
      path.startsWith('/api/finders/') ||
      path.startsWith('/api/masterdata') ||
      path.startsWith('/api/problemsolving')
    )
      asked.push(path);
  });
  return asked;
}

afterEach(() => server.events.removeAllListeners());

describe("an organisation's page on the empty organisation choice", () => {
  it.each([
    ['Deal Finder', '/ecm/dealfinder'],
    ['REMIT Activity Report', '/err/remit_report/activity'],
    ['Problem Solving', '/problemsolving'],
    // The mocks' menu has no Master Data entry to name the page, nor does the page have a title before its data.
    ['Choose an organisation', '/masterdata'],
  ])('%s asks to choose an organisation and asks the server for nothing', async (title, route) => {
    const asked = withNoOrganisation();
    renderApp({ route });

    expect(await screen.findByText(CHOOSE_ORGANISATION_MESSAGE, undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.queryByText('Record not found.')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the records once an organisation is chosen', async () => {
    withNoOrganisation();
    const { user } = renderApp({ route: '/ecm/dealfinder' });
    await screen.findByText(CHOOSE_ORGANISATION_MESSAGE, undefined, { timeout: 20_000 });

    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.click(screen.getByRole('option', { name: 'Nordic Power Trading' }));

    expect(await screen.findByRole('grid', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText(CHOOSE_ORGANISATION_MESSAGE)).not.toBeInTheDocument();
  });

  it('says so when there is no organisation to choose', async () => {
    mockSession.logIn('analyst');
    server.use(
      http.get(apiUrl(apiPaths.selectableOrganisations), () =>
        HttpResponse.json({ selectionOptional: false, organisations: [] }),
      ),
    );
    renderApp({ route: '/ecm/dealfinder' });
    expect(await screen.findByText(NO_ORGANISATION_MESSAGE, undefined, { timeout: 20_000 })).toBeInTheDocument();
  });
});
