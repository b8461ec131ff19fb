import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { MAIN_MENU_LABEL } from '@client/app/shell/accordion-menu';
import { invalidatesTrade, remitBaseApi } from '@client/api/remit-trade-tags';
import { apiUrl } from '@test/mocks/api-url';
import { navigationFor } from '@test/mocks/data';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { mockProblems } from '@test/mocks/problem-data';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded page, a DataGrid and a chart in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

const queueGroup = {
  name: 'Problem Solving',
  path: 'problemsolving',
  children: [{ name: 'Problem Solving', path: 'problemsolving' }],
};

/** The chart's days, each with `accepted` reports: what the server says now. */
function serveDailyAccepted(accepted: () => number) {
  server.use(
    http.get(apiUrl(apiPaths.problemSolvingDaily), () =>
      HttpResponse.json({
        days: Array.from({ length: 30 }, (_, index) => ({
          day: new Date(Date.UTC(2026, 10, 22 + index)).toISOString().slice(0, 10),
          sent: 0,
          accepted: accepted(),
          rejected: 0,
        })),
      }),
    ),
  );
}

const acceptedOn = (rowHeader: string) => {
  const table = screen.getByRole('table', { name: 'REMIT reports per day by outcome' });
  const row = within(table).getByRole('rowheader', { name: rowHeader }).closest('tr')!;
  return within(row).getAllByRole('cell')[1]!.textContent;
};

/** What a colleague's Mark as handled leaves on the server. */
function handledByAColleague(index: number) {
  const problem = mockProblems[index]!;
  problem.handled = {
    problemId: problem.row.problemId,
    version: problem.row.version + 1,
    category: problem.row.category,
    handledAt: '2026-12-21T10:00:00.000Z',
    handledBy: 'Anna Lindqvist',
    note: 'Corrected in the ORM and re-sent',
  };
  return problem;
}

async function openQueue() {
  const rendered = renderApp({ route: '/problemsolving' });
  const grid = await screen.findByRole('grid', { name: 'Open problems' }, { timeout: 15_000 });
  await waitFor(() => expect(within(grid).getByText('UTI-PS-001')).toBeInTheDocument(), { timeout: 15_000 });
  return { ...rendered, grid };
}

async function leaveAndComeBack(router: ReturnType<typeof renderApp>['router'], route: string) {
  await act(() => router.navigate('/help/welcome'));
  await screen.findByRole('heading', { level: 1, name: /Welcome/ }, { timeout: 15_000 });
  await act(() => router.navigate(route));
}

describe('the chart of the last 30 days', () => {
  it('counts again after an accepted REMIT action, while it is shown', async () => {
    let accepted = 10;
    serveDailyAccepted(() => accepted);
    const { store, user } = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    await waitFor(() => expect(acceptedOn('19/12/26')).toBe('10'));

    accepted = 11;
    act(
      () =>
        void store.dispatch(
          remitBaseApi.util.invalidateTags(invalidatesTrade({ submitted: true }, null, { historyId: 5000 })),
        ),
    );
    await waitFor(() => expect(acceptedOn('19/12/26')).toBe('11'));
  });

  it('counts again when shown again', async () => {
    let accepted = 10;
    serveDailyAccepted(() => accepted);
    const { router, user } = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    await waitFor(() => expect(acceptedOn('19/12/26')).toBe('10'));

    accepted = 12;
    await leaveAndComeBack(router, '/problemsolving');
    await screen.findByRole('grid', { name: 'Open problems' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    await waitFor(() => expect(acceptedOn('19/12/26')).toBe('12'));
  });

  it.each([
    ['dd/mm/yy', '19/12/26', '22/11'],
    ['yyyy-mm-dd', '2026-12-19', '11-22'],
  ] as const)(
    "writes its days in the user's date format, %s: %s in the table, %s on the axis",
    async (dateFormat, day, tick) => {
      mockPreferences.current = { ...defaultPreferences, dateFormat, version: 1 };
      const { user } = await openQueue();
      const chart = screen.getByRole('region', { name: /REMIT reports of the last/ });
      await waitFor(() => expect(within(chart).getAllByText(tick).length).toBeGreaterThan(0));
      await user.click(screen.getByRole('button', { name: 'Show as a table' }));
      const table = screen.getByRole('table', { name: 'REMIT reports per day by outcome' });
      expect(await within(table).findByRole('rowheader', { name: day })).toBeInTheDocument();
    },
  );
});

describe('the open problems counted', () => {
  it("on the page and in the menu, say a colleague's Mark as handled when the page is shown again", async () => {
    server.use(
      http.get(apiUrl(apiPaths.navigation), ({ request }) => {
        const navigation = navigationFor(Number(new URL(request.url).searchParams.get('organisationId')));
        return HttpResponse.json({ groups: [...navigation.groups, queueGroup] });
      }),
    );
    const { router } = await openQueue();
    const menu = screen.getByRole('navigation', { name: MAIN_MENU_LABEL });
    expect(await screen.findByRole('button', { name: 'Overdue: 2' })).toBeInTheDocument();
    expect(await within(menu).findByRole('link', { name: 'Problem Solving (3)' })).toBeInTheDocument();

    handledByAColleague(0);
    await leaveAndComeBack(router, '/problemsolving');
    expect(await screen.findByRole('button', { name: 'Overdue: 1' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await within(menu).findByRole('link', { name: 'Problem Solving (2)' })).toBeInTheDocument();
  });
});

describe("a record's handled problems on its audit trail", () => {
  it("are read again when the trail is shown again: a colleague's Mark as handled has its box", async () => {
    const problem = mockProblems[0]!;
    problem.row.id = 240117;
    const trail = '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417';
    const { router } = renderApp({ route: trail });
    await screen.findByRole('grid', {}, { timeout: 15_000 });
    expect(screen.queryByText(/marked as handled/)).not.toBeInTheDocument();

    handledByAColleague(0);
    await leaveAndComeBack(router, trail);
    expect(
      await screen.findByText(/Rejected report marked as handled by Anna Lindqvist/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
