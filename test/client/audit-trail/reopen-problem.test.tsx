import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { PROBLEM_NOT_HANDLED_MESSAGE } from '@shared/contract/problem-solving-constants';
import { organisationStorageKey } from '@client/session/organisation-storage';
import { apiUrl } from '@test/mocks/api-url';
import { organisations } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { mockProblems } from '@test/mocks/problem-data';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

const remitTrail = '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417';

function handledOnTheTrail() {
  const problem = mockProblems[0]!;
  problem.row.id = 240117;
  problem.handled = {
    problemId: problem.row.problemId,
    version: 2,
    category: 'REJECTED_REPORT',
    handledAt: '2026-12-21T10:00:00.000Z',
    handledBy: 'Anna Lindqvist',
    note: 'Corrected in the ORM and re-sent',
  };
  return problem;
}

describe("a record's handled problem on its audit trail", () => {
  it('is read, not reopened, by an admin observing the organisation', async () => {
    handledOnTheTrail();
    mockSession.logIn('admin');
    window.localStorage.setItem(organisationStorageKey('admin'), String(organisations.nordicPower.organisationId));
    renderApp({ route: remitTrail });
    const notice = await screen.findByText(/marked as handled by Anna Lindqvist/, {}, { timeout: 15_000 });
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    // No empty action area beside the text either.
    expect(alert.querySelector('.MuiAlert-action')).toBeNull();
  });

  it('says who handled it, when and how, and puts it back in the queue with Reopen', async () => {
    const problem = handledOnTheTrail();
    const { user } = renderApp({ route: remitTrail });
    const notice = await screen.findByText(
      'Rejected report marked as handled by Anna Lindqvist at 21/12/26 10:00:00 UTC: Corrected in the ORM and re-sent',
      {},
      { timeout: 15_000 },
    );
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(screen.queryByText(/marked as handled by Anna Lindqvist/)).not.toBeInTheDocument());
    expect(problem.handled).toBeNull();
    expect(problem.row.version).toBe(3);
  });

  it('says why when a colleague reopened it first, and keeps the focus off the page top', async () => {
    handledOnTheTrail();
    const { user } = renderApp({ route: remitTrail });
    const notice = await screen.findByText(/marked as handled by Anna Lindqvist/, {}, { timeout: 15_000 });
    // The colleague's Reopen came first: the server refuses this one and no longer lists the problem.
    server.use(
      http.post(apiUrl(apiPaths.problemSolvingReopen), () =>
        HttpResponse.json({ errorMessage: PROBLEM_NOT_HANDLED_MESSAGE }, { status: 409 }),
      ),
      http.get(apiUrl(apiPaths.problemSolvingRecordHandled), () => HttpResponse.json({ values: [], mayChange: true })),
    );
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(screen.queryByText(/marked as handled by Anna Lindqvist/)).not.toBeInTheDocument());
    const refusal = (await screen.findByText(PROBLEM_NOT_HANDLED_MESSAGE)).closest('[role="alert"]');
    expect(refusal).toHaveFocus();
  });
});
