import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { apiPaths } from '@shared/api-paths';
import type { ClientErrorReport } from '@shared/contract';
import { CHUNK_LOAD_MESSAGE } from '@client/app/route-error/chunk-load-failure';
import { CRASH_MESSAGE, CRASH_TITLE, REPORT_FAILED_MESSAGE } from '@client/app/route-error/crash-report';
import { CONNECTION_FAILURE_MESSAGE } from '@client/features/error-pages/connection-failure-page';
import { apiUrl } from '@test/mocks/api-url';
import { chunkLoadError, reportedErrors } from '@test/mocks/chunk-load-failure';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor } from '@test/render-with-providers';

// What loading the help area does in each test: fail like a chunk, or bring a page that crashes.
const loadHelp = jest.fn<Promise<Record<string, ComponentType>>, []>();
jest.mock('@client/app/routes/area-loaders', () => ({
  ...jest.requireActual('@client/app/routes/area-loaders'),
  loadHelp: () => loadHelp(),
}));

function captureReports(status = 204): ClientErrorReport[] {
  const reports: ClientErrorReport[] = [];
  server.use(
    http.post(apiUrl(apiPaths.clientErrorReport), async ({ request }) => {
      reports.push((await request.json()) as ClientErrorReport);
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json({ errorMessage: 'Broken.' }, { status });
    }),
  );
  return reports;
}

beforeEach(() => {
  // The router logs the error it caught; that is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a chunk that cannot be loaded while the server answers (a deployment replaced it)', () => {
  it('offers a reload, and hands the error to the client error reporting', async () => {
    loadHelp.mockRejectedValue(chunkLoadError('area-help'));
    const { reported, stop } = reportedErrors();

    renderApp({ route: '/help/welcome' });

    expect(await screen.findByRole('alert')).toHaveTextContent(CHUNK_LOAD_MESSAGE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(CRASH_MESSAGE)).not.toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ name: 'ChunkLoadError' })]));
    stop();
  });
});

describe('a chunk that cannot be loaded because the server cannot be reached', () => {
  it('shows the connection-failure screen, not the update message', async () => {
    loadHelp.mockRejectedValue(chunkLoadError('area-help'));
    server.use(http.get(apiUrl(apiPaths.systemInformation), () => HttpResponse.error()));

    const { router } = renderApp({ route: '/help/welcome' });

    expect(await screen.findByText(CONNECTION_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connection_failure');
    expect(screen.getByRole('link', { name: 'Return' })).toBeInTheDocument();
    expect(screen.queryByText(CHUNK_LOAD_MESSAGE)).not.toBeInTheDocument();
  });

  it('counts a gateway answering "server down" as unreachable too', async () => {
    loadHelp.mockRejectedValue(chunkLoadError('area-help'));
    server.use(
      http.get(apiUrl(apiPaths.systemInformation), () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })),
    );

    renderApp({ route: '/help/welcome' });

    expect(await screen.findByText(CONNECTION_FAILURE_MESSAGE)).toBeInTheDocument();
  });
});

describe('a page that crashes', () => {
  function CrashingPage(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'name')");
  }

  it('says what happened, reports it with a reference code it shows, and offers Reload and Go back', async () => {
    loadHelp.mockResolvedValue({ WelcomePage: CrashingPage });
    const reports = captureReports();

    renderApp({ route: '/help/welcome' });

    expect(await screen.findByRole('heading', { name: CRASH_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(CRASH_MESSAGE);
    expect(screen.queryByText(CHUNK_LOAD_MESSAGE)).not.toBeInTheDocument();
    const status = await screen.findByText(/The error has been reported with the reference code/);
    const referenceCode = /UI-[0-9A-F]{8}/.exec(status.textContent ?? '')?.[0];
    expect(referenceCode).toBeDefined();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      errorName: 'TypeError',
      errorMessage: `Cannot read properties of undefined (reading 'name') (reference code ${referenceCode})`,
      userName: 'analyst',
    });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('names no reference code when the report could not be stored', async () => {
    loadHelp.mockResolvedValue({ WelcomePage: CrashingPage });
    captureReports(500);

    renderApp({ route: '/help/welcome' });

    expect(await screen.findByText(REPORT_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/UI-[0-9A-F]{8}/)).not.toBeInTheDocument();
  });

  it('goes back to the page the user came from', async () => {
    loadHelp.mockResolvedValue({ WelcomePage: CrashingPage });
    captureReports();
    const { router, user } = renderApp({ route: '/preferences' });
    await screen.findByRole('heading', { level: 1, name: 'Preferences' }, { timeout: 15_000 });

    await act(() => router.navigate('/help/welcome'));
    await user.click(await screen.findByRole('button', { name: 'Go back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
  });
});
