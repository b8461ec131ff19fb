import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import type { ProblemCsvRequestInput } from '@shared/contract/problem-solving';
import { COLUMN_SETTINGS_NO_COLUMN_MESSAGE } from '@shared/contract/column-settings';
import { PROBLEM_ACTIONS_FIELD } from '@client/features/finders/problem-solving/problem-columns';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { endSessionBefore, signInAgain } from '@test/client/sign-in-again';
import { PROBLEM_NOTE_REQUIRED_MESSAGE } from '@shared/contract/problem-solving-constants';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { organisations } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { mockProblems } from '@test/mocks/problem-data';
import { organisationStorageKey } from '@client/session/organisation-storage';
import { menuLinkAway } from '@test/client/menu-link-away';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';
import { hideEveryDataColumn } from './hide-every-data-column';

// A lazily loaded page and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length > 0);

async function openQueue(route = '/problemsolving') {
  const rendered = renderApp({ route });
  const grid = await screen.findByRole('grid', { name: 'Open problems' }, { timeout: 15_000 });
  await waitFor(() => expect(within(grid).getByText('UTI-PS-001')).toBeInTheDocument(), { timeout: 15_000 });
  return { ...rendered, grid };
}

describe('problem solving', () => {
  it("writes Due by in the user's date format, as Since's day", async () => {
    mockPreferences.current = { ...defaultPreferences, dateFormat: 'yyyy-mm-dd', version: 1 };
    const { grid } = await openQueue();
    const [first] = dataRows(grid);
    await waitFor(() => expect(within(first!).getByText('2026-12-18 (overdue)')).toBeInTheDocument());
  });

  it('lists overdue and due-today problems first, tinted and said in words, with the counts above', async () => {
    const { grid } = await openQueue();
    expect(screen.getByRole('heading', { level: 1, name: 'Problem Solving' })).toBeInTheDocument();
    const [first, second, third, fourth] = dataRows(grid);
    expect(first).toHaveClass('problem--overdue');
    expect(within(first!).getByText('18/12/26 (overdue)')).toBeInTheDocument();
    expect(second).toHaveClass('problem--overdue');
    expect(third).toHaveClass('problem--due-today');
    expect(within(third!).getByText('21/12/26 (due today)')).toBeInTheDocument();
    expect(fourth).not.toHaveClass('problem--overdue');
    expect(within(first!).getByRole('link', { name: 'Modify: UTI-PS-001' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'UTI-PS-001: audit trail' })).toHaveAttribute(
      'href',
      '/err/remit_audittrail?historyId=5000&displayValue=UTI-PS-001',
    );
    expect(await screen.findByRole('button', { name: 'Overdue: 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Due today: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rejected report: 30' })).toBeInTheDocument();
  });

  it("names the chart's chosen day in the user's date format", async () => {
    await openQueue('/problemsolving?day=2026-11-06');
    expect(await screen.findByRole('button', { name: 'Arose on 06/11/26' })).toBeInTheDocument();
  });

  it('reads its address by the rules of its controls: what they refuse leaves the address and the request', async () => {
    const filtersSent: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === apiPaths.problemSolvingProblems)
        filtersSent.push(((await request.clone().json()) as { filters: unknown }).filters);
    };
    server.events.on('request:start', record);
    try {
      const refused = { category: 'NOPE', urgency: 'SOON', day: '2026-13-45', text: 'a'.repeat(250) };
      const { router } = await openQueue(`/problemsolving?${new URLSearchParams(refused)}`);
      await waitFor(() => expect([...new URLSearchParams(router.state.location.search).keys()]).toEqual([]));
      expect(screen.queryByText(/Invalid request/)).not.toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      expect(screen.queryByRole('button', { name: /^Arose on/ })).not.toBeInTheDocument();
      expect(filtersSent.length).toBeGreaterThan(0);
      for (const filters of filtersSent) expect(filters).toEqual({});
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('leaves a day out of the years the server takes out of the address, and keeps a filter its controls show', async () => {
    const { router } = await openQueue('/problemsolving?day=9999-12-31&urgency=OVERDUE');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ urgency: 'OVERDUE' }),
    );
    expect(screen.queryByText(/Invalid request/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Arose on/ })).not.toBeInTheDocument();
  });

  it('a count filters the queue to it, and the URL keeps the filter', async () => {
    const { grid, user, router } = await openQueue();
    await user.click(await screen.findByRole('button', { name: 'Overdue: 2' }));
    await waitFor(() => expect(dataRows(grid)).toHaveLength(2));
    expect(new URLSearchParams(router.state.location.search).get('urgency')).toBe('OVERDUE');
    expect(screen.getByRole('button', { name: 'Overdue: 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers an admin observing the organisation no Mark as handled, and still the export of a selection', async () => {
    mockSession.logIn('admin');
    window.localStorage.setItem(organisationStorageKey('admin'), String(organisations.nordicPower.organisationId));
    const { grid, user } = await openQueue();
    await user.click(within(dataRows(grid)[0]!).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Export selected (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as handled/ })).not.toBeInTheDocument();
  });

  it("names an unconfirmed position file's link for what the reader may do there: Confirm File, or an observer's Positions", async () => {
    const fileProblem = () => {
      const problem = mockProblems[1]!;
      problem.row = {
        ...problem.row,
        category: 'UNCONFIRMED_POSITION_FILE',
        documentType: 'MIFID_POSITION_FILE',
        externalId: 'NPT_POS_20261216_01.xml',
        links: ['positionsPage'],
      };
    };
    const linksOfTheFile = async (grid: HTMLElement) => {
      const row = (await within(grid).findByText('NPT_POS_20261216_01.xml')).closest<HTMLElement>('[role="row"]')!;
      return within(row)
        .getAllByRole('link')
        .map((link) => link.textContent);
    };
    fileProblem();
    const member = await openQueue();
    expect(await linksOfTheFile(member.grid)).toContain('Confirm File');
    member.unmount();

    mockSession.logIn('admin');
    window.localStorage.setItem(organisationStorageKey('admin'), String(organisations.nordicPower.organisationId));
    const observer = await openQueue();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark as handled/ })).not.toBeInTheDocument());
    const links = await linksOfTheFile(observer.grid);
    expect(links).toContain('Positions');
    expect(links).not.toContain('Confirm File');
  });

  it('says in its title when a colleague had handled one of the problems first', async () => {
    const { grid, user } = await openQueue();
    const [first, second] = dataRows(grid);
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mark as handled (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 problems as handled' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Corrected and re-sent');
    // Handled and reopened by a colleague meanwhile: two versions on, so this one is refused.
    mockProblems.find(({ row }) => row.externalId === 'UTI-PS-002')!.row.version += 2;
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));

    const result = await screen.findByRole('dialog', { name: 'Partly marked as handled' });
    expect(within(result).getByRole('status')).toHaveTextContent('1 problem was marked as handled; 1 was refused.');
    expect(within(within(result).getByRole('list', { name: 'Refused' })).getByText('UTI-PS-002')).toBeInTheDocument();
  });

  it('marks the selected problems handled with a required note, and says what happened', async () => {
    const { grid, user } = await openQueue();
    const markButton = screen.getByRole('button', { name: 'Mark as handled' });
    expect(markButton).toBeDisabled();
    const [first, second] = dataRows(grid);
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mark as handled (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 problems as handled' });
    expect(within(dialog).getByText('UTI-PS-001')).toBeInTheDocument();
    expect(within(dialog).getByText('UTI-PS-002')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));
    expect(within(dialog).getByText(PROBLEM_NOTE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Corrected and re-sent');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));
    const result = await screen.findByRole('dialog', { name: 'Marked as handled' });
    expect(within(result).getByRole('status')).toHaveTextContent('2 problems were marked as handled.');
    await user.click(within(result).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(within(grid).queryByText('UTI-PS-001')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Overdue: 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeDisabled();
    // Not lost to the page's body: the disabled button cannot take it back, the page's heading does.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});

describe('the CSV export', () => {
  let exportBodies: ProblemCsvRequestInput[];
  beforeEach(() => {
    exportBodies = [];
    server.use(
      http.post(apiUrl(apiPaths.problemSolvingCsv), async ({ request }) => {
        exportBodies.push((await request.json()) as ProblemCsvRequestInput);
        return new HttpResponse('Due by\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="problem-solving.csv"',
          },
        });
      }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/problems');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("names the grid's shown columns in its order: one hidden from its menu left out, one shown there taken in", async () => {
    const { grid, user } = await openQueue();
    await user.click(within(grid).getByLabelText('Since column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /hide column/i }));
    await user.click(within(grid).getByLabelText('Category column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /manage columns/i }));
    await user.click(await screen.findByRole('checkbox', { name: 'Record state' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'Record state' })).toBeInTheDocument());
    const shown = ['dueBy', 'category', 'externalId', 'whatHappened', 'state'];

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportBodies).toHaveLength(1));
    expect(exportBodies[0]!.columns).toEqual(shown);

    await user.click(within(dataRows(grid)[0]!).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Export selected (1)' }));
    await waitFor(() => expect(exportBodies).toHaveLength(2));
    expect(exportBodies[1]).toMatchObject({ problemIds: [expect.any(Number)], columns: shown });
  });

  it('offers no export, and says why, while every data column is hidden from the menu', async () => {
    const { grid, user } = await openQueue();
    await user.click(within(dataRows(grid)[0]!).getByRole('checkbox'));
    await hideEveryDataColumn(user, grid, 'Category', [PROBLEM_ACTIONS_FIELD]);

    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export selected (1)' })).toBeDisabled();
    expect(screen.getByText(COLUMN_SETTINGS_NO_COLUMN_MESSAGE)).toBeVisible();
  });
});

describe('a note typed into Mark as handled', () => {
  /** Ticks the queue's first problem, opens Mark as handled and types a note. */
  async function noteOnFirstProblem(grid: HTMLElement, user: ReturnType<typeof renderApp>['user']) {
    await user.click(within(dataRows(grid)[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mark as handled (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 1 problem as handled' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Called the counterparty');
    return dialog;
  }

  /** Types a note over the first problem and sends it as the session ends: the sign-in page shows. */
  async function noteCutOffBySessionEnd() {
    const { grid, user, router } = await openQueue();
    const dialog = await noteOnFirstProblem(grid, user);
    endSessionBefore('post', apiPaths.problemSolvingHandled);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    return { user };
  }

  it('is kept through Escape, which asks as Cancel does before dropping it', async () => {
    const { grid, user } = await openQueue();
    const dialog = await noteOnFirstProblem(grid, user);

    await user.keyboard('{Escape}');
    const asked = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    // Escape on the question keeps editing, as its default button does.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(asked).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Called the counterparty');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Called the counterparty');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('comes back by itself when the session ended before it was sent, over the problem it was typed for', async () => {
    const { user } = await noteCutOffBySessionEnd();

    await signInAgain(user);
    // The dialog opens again once the queue shows the problem, with the note and the row selected.
    const again = await screen.findByRole('dialog', { name: 'Mark 1 problem as handled' }, { timeout: 15_000 });
    expect(within(again).getByRole('textbox', { name: 'Note' })).toHaveValue('Called the counterparty');
    expect(within(again).getByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
    expect(within(again).getByText('UTI-PS-001')).toBeInTheDocument();
    const queue = screen.getByRole('grid', { name: 'Open problems', hidden: true });
    expect(within(dataRows(queue)[0]!).getByRole('checkbox', { hidden: true })).toBeChecked();

    // Discarded, it is gone: the dialog opened again over the same problem starts empty.
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Mark as handled (1)' }));
    const empty = await screen.findByRole('dialog', { name: 'Mark 1 problem as handled' });
    expect(within(empty).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('goes back with the version it was typed against: a problem handled and reopened meanwhile is refused', async () => {
    const { user } = await noteCutOffBySessionEnd();
    // A colleague handles the problem and reopens it: the queue shows it again, two versions on.
    mockProblems[0]!.row.version += 2;

    await signInAgain(user);
    const again = await screen.findByRole('dialog', { name: 'Mark 1 problem as handled' }, { timeout: 15_000 });
    await user.click(within(again).getByRole('button', { name: 'Mark as handled' }));
    const result = await screen.findByRole('dialog', { name: 'Not marked as handled' });
    expect(within(result).getByRole('status')).toHaveTextContent('0 problems were marked as handled; 1 was refused.');
    expect(within(result).getByText('This problem was changed after you opened it.')).toBeInTheDocument();
    expect(mockProblems[0]!.handled).toBeNull();
    // The refused problem still needs the note: it stays in the answer to be copied.
    expect(within(result).getByRole('textbox', { name: 'Your note' })).toHaveValue('Called the counterparty');
  });

  it('asks before leaving the page', async () => {
    const { grid, user, router } = await openQueue();
    await noteOnFirstProblem(grid, user);

    await user.click(menuLinkAway());
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/problemsolving');
  });
});

describe('selecting', () => {
  it('a range with Shift+click', async () => {
    const { grid, user } = await openQueue();
    const rows = dataRows(grid);
    await user.click(within(rows[0]!).getByRole('checkbox'));
    await user.keyboard('{Shift>}');
    await user.click(within(rows[3]!).getByRole('checkbox'));
    await user.keyboard('{/Shift}');
    expect(screen.getByRole('button', { name: 'Mark as handled (4)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export selected (4)' })).toBeEnabled();
  });
});

describe('the chart of the last 30 days', () => {
  it('has its numbers as a table, shown on request', async () => {
    const { user } = await openQueue();
    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'REMIT reports per day by outcome' });
    const december19 = within(table).getByRole('rowheader', { name: '19/12/26' }).closest('tr')!;
    expect(
      within(december19)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '12', '2']);
  });
});

describe('select all', () => {
  it('selects the page by name, and a row unticked after is left out', async () => {
    const { grid, user } = await openQueue();
    await user.click(within(grid).getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('button', { name: 'Mark as handled (25)' })).toBeEnabled();
    await user.click(within(dataRows(grid)[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mark as handled (24)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 24 problems as handled' });
    expect(within(dialog).queryByText('UTI-PS-001')).not.toBeInTheDocument();
    expect(within(dialog).getByText('UTI-PS-002')).toBeInTheDocument();
  });
});
