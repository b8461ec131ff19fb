import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { WelcomePage } from '@client/features/help/welcome-page';
import { apiUrl } from '@test/mocks/api-url';
import { systemInformation } from '@test/mocks/data';
import { server } from '@test/mocks/server';
import { renderWithProviders, screen, waitFor } from '@test/render-with-providers';

describe('welcome page whose announcements fail', () => {
  // The panel appears with the parts, once the instance is known: here after the announcements failed.
  // RTK Query asks again for a failed answer when a component subscribes to it, and on the server's
  // painted page the panel gave way to the loader while it did, came back and asked again, until the
  // error page was there ('Internal Error 1 of 4').
  it('asks once and records the one failure, though its parts come after it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let announcementRequests = 0;
    server.use(
      http.get(apiUrl(apiPaths.systemInformation), async () => {
        await held;
        return HttpResponse.json(systemInformation);
      }),
      http.get(apiUrl(apiPaths.helpText).replace(':kind', 'announcements'), () => {
        announcementRequests += 1;
        return HttpResponse.json({ errorMessage: 'ERR-X' }, { status: 500 });
      }),
    );
    const { store } = renderWithProviders(<WelcomePage />, { route: '/help/welcome' });
    await waitFor(() => expect(store.getState().errors.errorPageErrors).toHaveLength(1));
    release();
    expect(await screen.findByText('ERR-X')).toBeInTheDocument();
    // Time for a second request, had the panel made one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(announcementRequests).toBe(1);
    expect(store.getState().errors.errorPageErrors).toHaveLength(1);
  });
});
