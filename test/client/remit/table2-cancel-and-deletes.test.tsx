import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { remitMessages, remitRefusals } from '@shared/contract/remit-constants';
import { apiUrl } from '@test/mocks/api-url';
import { mockRemitTrades, resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { act, fireEvent, renderApp, screen, waitFor, within, type userEvent } from '@test/render-with-providers';
import { staleChangeMessage } from '@shared/contract/stale-change';
import { DELETION_NOT_SENT_MESSAGE } from '@client/features/regulatory-reporting/trade-action/delete-trade-form';
import { endSessionBefore, signInAgain } from '@test/client/sign-in-again';

/** The server's 409 for a submit made from a form another user's change made stale. */
const STALE_TRADE_MESSAGE = staleChangeMessage({
  thing: 'trade',
  version: 3,
  by: 'Erik Madsen',
  at: new Date('2026-03-20T14:02:00Z'),
});

jest.setTimeout(45_000);

beforeEach(resetMockRemitTrades);
afterEach(() => server.events.removeAllListeners());

const trade = (historyId: number) => mockRemitTrades.find((candidate) => candidate.historyId === historyId)!;

function typeDate(container: HTMLElement, name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no date input ${name}`);
  fireEvent.change(input, { target: { value } });
}

/** Answers the question a deletion asks first. */
async function answerYes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes - Delete' }));
}

/** The query strings of Table 2 cancellations, as sent. */
function recordCancellations() {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === apiPaths.remitTable2Cancellation) queries.push(url.searchParams);
  });
  return queries;
}

describe('Table 2 Cancel Trade', () => {
  const route = '/err/remit_table2_trade/cancel?historyId=310552';

  it("requires the termination date ('Field 'Termination Date' is required.')", async () => {
    const queries = recordCancellations();
    const { user } = renderApp({ route });
    await screen.findByRole('form', { name: 'Cancel Trade' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Trade' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Trade' }));
    expect(await screen.findByText(remitMessages.terminationDateRequired)).toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });

  it("shows the server's refusal of a date before the latest contract date and re-enables the form", async () => {
    const { container, user } = renderApp({ route });
    await screen.findByRole('form', { name: 'Cancel Trade' }, { timeout: 15_000 });
    typeDate(container, 'terminationDate', '15/01/26');
    await user.click(screen.getByRole('button', { name: 'Cancel Trade' }));
    expect(await screen.findByText(remitRefusals.terminationBeforeContractDate('2026-02-01'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Trade' })).toBeEnabled();
    expect(trade(310552).actionType).toBe('M');
  });

  it('sends the picked day as an ISO date in the query, then shows the success and disables the form', async () => {
    const queries = recordCancellations();
    const { container, user } = renderApp({ route });
    await screen.findByRole('form', { name: 'Cancel Trade' }, { timeout: 15_000 });
    typeDate(container, 'terminationDate', '01/12/26');
    await user.click(screen.getByRole('button', { name: 'Cancel Trade' }));
    expect(await screen.findByText(remitMessages.cancellationSubmitted)).toBeInTheDocument();
    expect(queries[0]?.get('terminationDate')).toBe('2026-12-01');
    expect(queries[0]?.get('historyId')).toBe('310552');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel Trade' })).toBeDisabled());
    expect(container.querySelector('input[name="terminationDate"]')).toBeDisabled();
    expect(trade(310552)).toMatchObject({ actionType: 'C', version: 3 });
    // Nothing more to report: no word of a report to come.
    expect(screen.queryByText(/^Delivery runs from/)).not.toBeInTheDocument();
  });
  it('says what the report makes of delivery for the date picked, before and after delivery too', async () => {
    const { container } = renderApp({ route });
    await screen.findByRole('form', { name: 'Cancel Trade' }, { timeout: 15_000 });
    const said = () => screen.getByText(/^Delivery runs from/);
    expect(said()).toHaveTextContent(
      'Delivery runs from 01/03/26 to 31/12/26; the report ends it on the termination date.',
    );
    typeDate(container, 'terminationDate', '15/02/26');
    await waitFor(() =>
      expect(said()).toHaveTextContent(
        'Delivery runs from 01/03/26 to 31/12/26; 15/02/26 is before it starts, so the report ends delivery on 01/03/26, its first day.',
      ),
    );
    typeDate(container, 'terminationDate', '15/01/27');
    await waitFor(() =>
      expect(said()).toHaveTextContent(
        'Delivery runs from 01/03/26 to 31/12/26; 15/01/27 is after it ends, so it cannot be reported.',
      ),
    );
    typeDate(container, 'terminationDate', '15/01/26');
    await waitFor(() =>
      expect(said()).toHaveTextContent(
        'Delivery runs from 01/03/26 to 31/12/26; 15/01/26 is before the contract date (01/02/26), so it cannot be reported.',
      ),
    );
    typeDate(container, 'terminationDate', '30/06/26');
    await waitFor(() => expect(said()).toHaveTextContent('the report ends it on the termination date.'));
  });
});

describe('Delete Table 2 Trade', () => {
  it('reports the error record, shows the success message and leaves the button disabled', async () => {
    const { user } = renderApp({ route: '/err/remit_table2_trade/error?historyId=310552' });
    const button = await screen.findByRole('button', { name: 'Delete Record(s)' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Delete Table 2 Trade' })).toBeInTheDocument();
    await user.click(button);
    await answerYes(user);
    expect(await screen.findByText(remitMessages.deletionSubmitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Record(s)' })).toBeDisabled());
    expect(trade(310552).actionType).toBe('E');
  });

  it('says on the return after a login that a deletion the session ended before was not made, until deleted again', async () => {
    const { user, router } = renderApp({ route: '/err/remit_table2_trade/error?historyId=310552' });
    const button = await screen.findByRole('button', { name: 'Delete Record(s)' }, { timeout: 15_000 });
    endSessionBefore('post', apiPaths.remitTable2Deletion);
    await user.click(button);
    await answerYes(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInAgain(user);
    expect(await screen.findByText(DELETION_NOT_SENT_MESSAGE, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?historyId=310552');
    expect(trade(310552).actionType).not.toBe('E');

    await user.click(screen.getByRole('button', { name: 'Delete Record(s)' }));
    await answerYes(user);
    expect(await screen.findByText(remitMessages.deletionSubmitted)).toBeInTheDocument();
    expect(screen.queryByText(DELETION_NOT_SENT_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the question open when a click lands beside it, as the second click of a double click does', async () => {
    const { user } = renderApp({ route: '/err/remit_table2_trade/error?historyId=310552' });
    await user.click(await screen.findByRole('button', { name: 'Delete Record(s)' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const beside = dialog.closest('.MuiDialog-container')!;
    fireEvent.mouseDown(beside);
    fireEvent.click(beside);
    // Closing takes a transition: past it, the question is still there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Escape and Cancel still close it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trade(310552).actionType).toBe('M');
  });

  it('shows that a deleted trade takes nothing more, with the button disabled', async () => {
    trade(310552).actionType = 'E';
    renderApp({ route: '/err/remit_table2_trade/error?historyId=310552' });
    expect(await screen.findByText(remitRefusals.deletedNothingMore, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Record(s)' })).toBeDisabled();
  });
});

describe('Table 1 Delete Trade', () => {
  const route = '/err/remit_table1_trade/error?recordType=TABLE_1&historyId=240117';

  it('deletes a cancelled trade (an error record is still allowed) with the success message', async () => {
    trade(240117).actionType = 'C';
    const { user } = renderApp({ route });
    const button = await screen.findByRole('button', { name: 'Delete Trade' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Delete Trade' })).toBeInTheDocument();
    expect(button).toBeEnabled();
    await user.click(button);
    await answerYes(user);
    expect(await screen.findByText(remitMessages.deletionSubmitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Trade' })).toBeDisabled());
  });

  it('shows a submit failure as status text over the message, and lets the user try again', async () => {
    server.use(
      http.post(apiUrl(apiPaths.remitTable1Deletion), () =>
        HttpResponse.json({ errorMessage: STALE_TRADE_MESSAGE }, { status: 409 }),
      ),
    );
    const { user } = renderApp({ route });
    await user.click(await screen.findByRole('button', { name: 'Delete Trade' }, { timeout: 15_000 }));
    await answerYes(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conflict');
    expect(alert).toHaveTextContent(STALE_TRADE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Delete Trade' })).toBeEnabled();
  });

  it('names the missing history id instead of calling the server', async () => {
    renderApp({ route: '/err/remit_table1_trade/error' });
    expect(
      await screen.findByText('The page needs the historyId of a reported trade.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Trade' })).not.toBeInTheDocument();
  });
});
