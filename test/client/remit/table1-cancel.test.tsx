import { hasUnsavedChanges } from '@client/components/form/unsaved-changes';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  remitMessages,
  remitRefusals,
  REMIT_TRADE_NOT_FOUND_MESSAGE,
  table1CancelGuidance,
} from '@shared/contract/remit-constants';
import { apiUrl } from '@test/mocks/api-url';
import { mockRemitTrades, resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { fireEvent, renderApp, screen, waitFor } from '@test/render-with-providers';

jest.setTimeout(45_000);

const cancelPage = (historyId: number) => `/err/remit_table1_trade/cancel?recordType=TABLE_1&historyId=${historyId}`;

beforeEach(resetMockRemitTrades);
afterEach(() => server.events.removeAllListeners());

/** The dd/mm/yy picker's own input (the one its value and name live on), typed as a whole. */
function typeDate(container: HTMLElement, name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no date input ${name}`);
  fireEvent.change(input, { target: { value } });
}

async function openCancel(historyId = 240117) {
  const rendered = renderApp({ route: cancelPage(historyId) });
  await screen.findByRole('form', { name: 'Cancel Trade' }, { timeout: 15_000 });
  return rendered;
}

const submitButton = () => screen.getByRole('button', { name: 'Cancel Trade' });
const traderId = () => screen.getByRole('textbox', { name: /Trader ID/ });
const timePart = () => screen.getByRole('textbox', { name: /Trade time \(UTC\) - time part/ });

function recordPosts() {
  const posts: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === apiPaths.remitTable1Cancellation) {
      posts.push(await request.clone().json());
    }
  });
  return posts;
}

describe('Table 1 Cancel Trade', () => {
  it('loads the presets first: the trade, the guidance and the preset trader ID, with submit enabled', async () => {
    renderApp({ route: cancelPage(240117) });
    expect(screen.queryByRole('button', { name: 'Cancel Trade' })).not.toBeInTheDocument();
    await screen.findByRole('form', { name: 'Cancel Trade' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Trade' })).toBeInTheDocument();
    expect(screen.getByText('NWEH-2026-000417')).toBeInTheDocument();
    for (const line of table1CancelGuidance) expect(screen.getByText(line)).toBeInTheDocument();
    expect(traderId()).toHaveValue('TRADER-NP-07');
    expect(traderId()).toBeEnabled();
    expect(submitButton()).toBeEnabled();
  });

  it('shows the four required messages word for word and sends nothing', async () => {
    const posts = recordPosts();
    const { user } = await openCancel();
    await user.clear(traderId());
    await user.click(submitButton());
    expect(await screen.findByText(remitMessages.transactionDateRequired)).toBeInTheDocument();
    expect(screen.getByText(remitMessages.transactionTimeRequired)).toBeInTheDocument();
    expect(screen.getByText(remitMessages.terminationDateRequired)).toBeInTheDocument();
    expect(screen.getByText(remitMessages.traderIdRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('types the time through the 99:99:99 mask, refuses a letter visibly and hours past 23', async () => {
    const { user } = await openCancel();
    await user.type(timePart(), '14a05');
    expect(timePart()).toHaveValue('14');
    expect(screen.getByText('Digits and colons only: a05 was not entered')).toBeInTheDocument();
    await user.keyboard('{Backspace}40530');
    expect(timePart()).toHaveValue('14:05:30');
    await user.clear(timePart());
    await user.type(timePart(), '240000');
    expect(timePart()).toHaveValue('24:00:00');
    await user.click(submitButton());
    expect(await screen.findByText(remitMessages.transactionTimeFormat)).toBeInTheDocument();
  });

  it('submits with a spinner and a disabled button, then shows the success message and disables the form', async () => {
    const posts = recordPosts();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { container, user } = await openCancel();
    typeDate(container, 'transactionDate', '20/11/26');
    await user.type(timePart(), '101500');
    typeDate(container, 'terminationDate', '30/11/26');

    server.use(
      http.post(apiUrl(apiPaths.remitTable1Cancellation), async () => {
        await held;
        return undefined;
      }),
    );
    await user.click(submitButton());
    expect(await screen.findByRole('progressbar', { name: 'Submitting' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    release();

    expect(await screen.findByText(remitMessages.cancellationSubmitted)).toBeInTheDocument();
    expect(posts).toEqual([
      {
        expectedVersion: 1,
        transactionTimeUtc: '2026-11-20T10:15:00',
        terminationDate: '2026-11-30',
        traderId: 'TRADER-NP-07',
      },
    ]);
    expect(mockRemitTrades.find((trade) => trade.historyId === 240117)).toMatchObject({ actionType: 'C', version: 2 });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(traderId()).toBeDisabled();
    expect(timePart()).toBeDisabled();
    // The presets reload after the cancellation; the page keeps its success and shows no refusal.
    expect(screen.queryByText(remitRefusals.cancelledOnlyError)).not.toBeInTheDocument();
  });

  it("shows the presets' refusal and disables the form when the trade is already cancelled", async () => {
    mockRemitTrades.find((trade) => trade.historyId === 240117)!.actionType = 'C';
    await openCancel();
    expect(await screen.findByText(remitRefusals.cancelledOnlyError)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(traderId()).toBeDisabled();
  });

  it("shows an HTTP failure of the presets as status text over the server's message, the form disabled", async () => {
    await openCancel(500031);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not Found');
    expect(alert).toHaveTextContent(REMIT_TRADE_NOT_FOUND_MESSAGE);
    expect(submitButton()).toBeDisabled();
    expect(traderId()).toBeDisabled();
  });

  it("shows a submit's validation failures and re-enables the form", async () => {
    server.use(
      http.post(apiUrl(apiPaths.remitTable1Cancellation), () =>
        HttpResponse.json({
          submitted: false,
          validationFailureMessages: [remitRefusals.transactionTimeNotAfterLast('2026-01-17T09:30:00Z')],
        }),
      ),
    );
    const { container, user } = await openCancel();
    typeDate(container, 'transactionDate', '01/01/26');
    await user.type(timePart(), '090000');
    typeDate(container, 'terminationDate', '30/11/26');
    await user.click(submitButton());
    expect(
      await screen.findByText(remitRefusals.transactionTimeNotAfterLast('2026-01-17T09:30:00Z')),
    ).toBeInTheDocument();
    expect(screen.queryByText(remitMessages.cancellationSubmitted)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(traderId()).toBeEnabled();
    // Refused, nothing was taken: leaving the page or switching organisation still asks first.
    expect(hasUnsavedChanges()).toBe(true);
  });

  it("puts the server's field messages on their fields", async () => {
    server.use(
      http.post(apiUrl(apiPaths.remitTable1Cancellation), () =>
        HttpResponse.json(
          {
            errorMessage: 'Invalid request.',
            fieldErrors: { traderId: ['Trader ID is not known to the organisation.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { container, user } = await openCancel();
    typeDate(container, 'transactionDate', '20/11/26');
    await user.type(timePart(), '101500');
    typeDate(container, 'terminationDate', '30/11/26');
    await user.click(submitButton());
    expect(await screen.findByText('Trader ID is not known to the organisation.')).toBeInTheDocument();
    expect(traderId()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Bad Request');
    expect(submitButton()).toBeEnabled();
  });
});
