import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { clientErrorReportLimits, clientErrorReportSchema, type ClientErrorReport } from '@shared/contract';
import { makeStore } from '@client/app/store';
import { userApi } from '@client/api/user-api';
import { installClientErrorReporting } from '@client/errors/client-error-reporting';
import { organisationSelected } from '@client/session/organisation-slice';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { waitFor } from '@test/render-with-providers';

function captureReports(status = 204) {
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

async function setUp() {
  const store = makeStore();
  await store.dispatch(userApi.endpoints.getUserInformation.initiate());
  await store.dispatch(userApi.endpoints.getSelectableOrganisations.initiate());
  store.dispatch(organisationSelected(12));
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const uninstall = installClientErrorReporting(store);
  return { store, consoleError, uninstall };
}

describe('client error reports', () => {
  it('posts an unhandled error with user, organisation, url, time and stack, and logs it', async () => {
    const reports = captureReports();
    const { consoleError, uninstall } = await setUp();
    const error = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      url: window.location.href,
      userName: 'analyst',
      selectedOrg: 'Alpine Gas Supply',
      errorName: 'TypeError',
      errorMessage: 'x is undefined',
      errorStack: error.stack,
    });
    expect(consoleError).toHaveBeenCalledWith('Unhandled client error:', error);
    uninstall();
  });

  it('cuts a long address, name and stack to what the server takes, so the report is not refused', async () => {
    const reports = captureReports();
    const { uninstall } = await setUp();
    const before = window.location.href;
    window.history.pushState({}, '', `/err/finder?q=${'a'.repeat(clientErrorReportLimits.url)}`);
    const longHref = window.location.href;
    const error = new Error('deep');
    error.name = 'N'.repeat(clientErrorReportLimits.errorName + 1);
    error.stack = `Error: deep\n${'    at render (main.js:1:2)\n'.repeat(1000)}`;
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await waitFor(() => expect(reports).toHaveLength(1));
    window.history.pushState({}, '', before);
    uninstall();
    expect(clientErrorReportSchema.safeParse(reports[0]).success).toBe(true);
    expect(reports[0]?.url).toBe(longHref.slice(0, clientErrorReportLimits.url));
    expect(reports[0]?.errorStack).toBe(error.stack.slice(0, clientErrorReportLimits.errorStack));
  });

  it('cuts without leaving half a character, which the server refuses with the whole report', async () => {
    const reports = captureReports();
    const { uninstall } = await setUp();
    const error = new Error(`${'m'.repeat(clientErrorReportLimits.errorMessage - 1)}😀 and more`);
    error.name = `${'N'.repeat(clientErrorReportLimits.errorName - 1)}😀`;
    error.stack = `Error: half \ud83d of one\n    at render (main.js:1:2)`;
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await waitFor(() => expect(reports).toHaveLength(1));
    uninstall();
    const sent = reports[0]!;
    const halfCharacter = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const text of [sent.errorName, sent.errorMessage, sent.errorStack!]) expect(text).not.toMatch(halfCharacter);
    expect(sent.errorName).toBe(`${'N'.repeat(clientErrorReportLimits.errorName - 1)}\ufffd`);
    expect(sent.errorStack).toBe(`Error: half \ufffd of one\n    at render (main.js:1:2)`);
    expect(clientErrorReportSchema.safeParse(sent).success).toBe(true);
  });

  it('posts an unhandled promise rejection', async () => {
    const reports = captureReports();
    const { uninstall } = await setUp();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: 'plain reason' });
    window.dispatchEvent(event);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ errorName: 'Error', errorMessage: 'plain reason', errorStack: null });
    uninstall();
  });

  it('does not report or redirect about its own failing report, and keeps working afterwards', async () => {
    const reports = captureReports(500);
    const { store, uninstall } = await setUp();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('first') }));
    await waitFor(() => expect(reports).toHaveLength(1));
    await waitFor(() => expect(store.getState().api.mutations).not.toEqual({}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toHaveLength(1);
    expect(store.getState().errors.messages).toEqual([]);
    expect(store.getState().errors.pendingNavigation).toBeNull();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('second') }));
    await waitFor(() => expect(reports).toHaveLength(2));
    uninstall();
  });

  it('stops listening once uninstalled', async () => {
    const reports = captureReports();
    const { consoleError, uninstall } = await setUp();
    uninstall();
    // An 'error' event nobody handles would fail the test itself (jsdom reports it as uncaught).
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('ignored') });
    window.dispatchEvent(event);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
