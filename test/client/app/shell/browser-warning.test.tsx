import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import type { UnsupportedBrowserLog } from '@shared/contract';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor } from '@test/render-with-providers';

const firefox = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`;

function browserIs(userAgent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function captureLogs() {
  const logs: { body: UnsupportedBrowserLog; at: number }[] = [];
  server.use(
    http.post(apiUrl(apiPaths.unsupportedBrowserLog), async ({ request }) => {
      logs.push({ body: (await request.json()) as UnsupportedBrowserLog, at: Date.now() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return logs;
}

describe('browser support', () => {
  it('warns in the shell and logs an unsupported browser 2000 ms after login', async () => {
    browserIs(firefox(134));
    const logs = captureLogs();
    const start = Date.now();
    renderApp({ route: '/help/welcome' });
    expect(
      await screen.findByText(
        'Support for this browser version (Firefox 134) will soon end. Please update your browser version.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(logs).toHaveLength(1), { timeout: 8000 });
    expect(logs[0]!.at - start).toBeGreaterThanOrEqual(2000);
    expect(logs[0]!.body).toEqual({ browser: 'Firefox', version: '134', organisationId: 11 });
  }, 15_000);

  it('neither warns nor logs for a supported browser', async () => {
    browserIs(firefox(135));
    const logs = captureLogs();
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2300)));
    expect(screen.queryByText(/Support for this browser version/)).not.toBeInTheDocument();
    expect(logs).toEqual([]);
  }, 15_000);
});
