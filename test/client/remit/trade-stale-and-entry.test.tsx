import { apiPaths } from '@shared/api-paths';
import { remitMessages } from '@shared/contract/remit-constants';
import { staleTradeMessage } from '@test/mocks/handlers/remit';
import { mockRemitTrades, resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { fireEvent, renderApp, screen, waitFor, within } from '@test/render-with-providers';

jest.setTimeout(120_000);

/** The outcome message saying `text` (the page title's own live region is a status too). */
async function outcomeSaying(text: string | RegExp): Promise<HTMLElement> {
  const message = await screen.findByText(text, {}, { timeout: 45_000 });
  const status = message.closest<HTMLElement>('[role="status"]');
  if (!status) throw new Error(`no status around ${String(text)}`);
  return status;
}

beforeEach(resetMockRemitTrades);
afterEach(() => server.events.removeAllListeners());

const trade = (historyId: number) => mockRemitTrades.find((candidate) => candidate.historyId === historyId)!;

/** The JSON bodies of the POSTs to `path`, as sent. */
function recordBodies(path: string) {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  });
  return bodies;
}

async function openTable1Modify() {
  const rendered = renderApp({ route: '/err/remit_table1_trade/modify?historyId=240117' });
  await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 45_000 });
  return rendered;
}

describe('a field refuses visibly what it cannot hold', () => {
  const quantities = [
    ['Quantity', /^Quantity/, '20'],
    ['Total notional quantity', /^Total notional quantity(?! unit)/, '14880'],
  ] as const;
  // What is typed, what of it the field takes (all before the first character it cannot hold), and what it refuses.
  const refused = [
    ['12.5', '12', '.5'],
    ['1e5', '1', 'e5'],
    ['-3', '', '-3'],
  ] as const;
  it.each(
    quantities.flatMap(([name, label, loaded]) =>
      refused.map(([typed, taken, shown]) => [name, typed, label, loaded, taken, shown] as const),
    ),
  )(
    '%s: typing "%s" keeps what came before the character it cannot hold, refuses the rest and says so; a paste is refused whole',
    async (_name, typed, label, loaded, taken, shown) => {
      const { user } = await openTable1Modify();
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveValue(loaded);
      await user.click(field);
      await user.keyboard('{End}');
      await user.type(field, typed, { skipClick: true });
      // 12.5 must not become 125: from the refused character on, nothing is taken until a deletion.
      expect(field).toHaveValue(`${loaded}${taken}`);
      expect(field).toHaveAccessibleDescription(`Digits only: ${shown} was not entered`);
      // Leaving the field ends the entry; a paste is refused as a whole.
      await user.tab();
      await user.click(field);
      await user.keyboard('{End}');
      await user.paste(typed);
      expect(field).toHaveValue(`${loaded}${taken}`);
      expect(field).toHaveAccessibleDescription(`Digits only: ${typed} was not entered`);
      // Digits are taken, and the message goes.
      await user.type(field, '5', { skipClick: true });
      expect(field).toHaveValue(`${loaded}${taken}5`);
      expect(field).not.toHaveAccessibleDescription(/not entered/);
    },
  );

  it('refuses a space typed before digits, and leaves out the spaces at either end of a paste', async () => {
    const { user } = await openTable1Modify();
    const field = screen.getByRole('textbox', { name: /^Quantity/ });
    await user.click(field);
    await user.keyboard('{End}');
    await user.type(field, ' 12', { skipClick: true });
    expect(field).toHaveValue('20');
    expect(field).toHaveAccessibleDescription('Digits only: " 12" was not entered');
    // Deleting lets the user type on: the message goes.
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('2');
    expect(field).not.toHaveAccessibleDescription(/not entered/);
    await user.keyboard('5');
    expect(field).toHaveValue('25');
    await user.tripleClick(field);
    await user.paste(' 75 ');
    expect(field).toHaveValue('75');
    expect(field).not.toHaveAccessibleDescription(/not entered/);
  });

  it('quotes a refused paste whole, also where it shares a character with the value it replaces', async () => {
    const { user } = await openTable1Modify();
    const field = screen.getByRole('textbox', { name: /^Quantity/ });
    await user.tripleClick(field);
    await user.paste('2 000');
    expect(field).toHaveValue('20');
    expect(field).toHaveAccessibleDescription('Digits only: 2 000 was not entered');
  });

  it('a price takes one decimal point and refuses a second', async () => {
    const { user } = await openTable1Modify();
    const price = screen.getByRole('textbox', { name: /^Price(?! currency)/ });
    await user.clear(price);
    await user.type(price, '54.25');
    expect(price).toHaveValue('54.25');
    await user.tab();
    await user.click(price);
    await user.keyboard('{End}');
    await user.type(price, '.1', { skipClick: true });
    expect(price).toHaveValue('54.25');
    expect(price).toHaveAccessibleDescription('Digits and one decimal point only: .1 was not entered');
    // A deletion (clearing the field) lets the user type on; the second point stops what follows.
    await user.clear(price);
    await user.type(price, '7.5.2', { skipClick: true });
    expect(price).toHaveValue('7.5');
    expect(price).toHaveAccessibleDescription('Digits and one decimal point only: .2 was not entered');
  });
});

describe('a stale submit (409)', () => {
  it('shows who changed the trade, takes the focus, and Reload starts the form again from the new version', async () => {
    const bodies = recordBodies(apiPaths.remitTable1Modify);
    const { user } = await openTable1Modify();
    // Another analyst reports a modification after the form was loaded.
    trade(240117).version = 3;
    trade(240117).actionType = 'M';
    await user.click(screen.getByRole('button', { name: 'Modify Trade' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(staleTradeMessage(trade(240117)));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert.closest('[aria-live="polite"]')).not.toBeNull();
    expect(bodies[0]).toMatchObject({ expectedVersion: 1 });
    expect(trade(240117).version).toBe(3);

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(/^UTI/)).toHaveTextContent('version 3'));
    expect(screen.getByText(/^UTI/)).toHaveTextContent('UTI NWEH-2026-000417 · version 3 · Modify');
    await user.click(screen.getByRole('button', { name: 'Modify Trade' }));
    await outcomeSaying(remitMessages.modificationSubmitted);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ expectedVersion: 3 });
    expect(trade(240117).version).toBe(4);
  });

  it('Table 2 cancel: sends the loaded version in the query and offers Reload on a 409', async () => {
    const queries: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname === apiPaths.remitTable2Cancellation)
        queries.push(url.searchParams);
    });
    const { container, user } = renderApp({ route: '/err/remit_table2_trade/cancel?historyId=310552' });
    await screen.findByRole('form', { name: 'Cancel Trade' }, { timeout: 45_000 });
    trade(310552).version = 5;
    const input = container.querySelector<HTMLInputElement>('input[name="terminationDate"]')!;
    fireEvent.change(input, { target: { value: '01/12/26' } });
    await user.click(screen.getByRole('button', { name: 'Cancel Trade' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('now version 5');
    expect(queries[0]?.get('expectedVersion')).toBe('2');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(trade(310552).actionType).toBe('M');
  });

  it('a successful modification reports the next one from the version it made', async () => {
    const bodies = recordBodies(apiPaths.remitTable1Modify);
    const { user } = await openTable1Modify();
    await user.click(screen.getByRole('button', { name: 'Modify Trade' }));
    await outcomeSaying(remitMessages.modificationSubmitted);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modify Trade' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Modify Trade' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => body.expectedVersion)).toEqual([1, 2]);
    await outcomeSaying(remitMessages.modificationSubmitted);
    expect(trade(240117).version).toBe(3);
  });
});
