import { apiPaths } from '@shared/api-paths';
import { remitMessages, remitRefusals } from '@shared/contract/remit-constants';
import type { Table2ModifyValues } from '@shared/contract/remit';
import { mockRemitTrades, resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { fireEvent, renderApp, screen, waitFor, within } from '@test/render-with-providers';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@test/mocks/api-url';
import { format } from 'date-fns';

jest.setTimeout(60_000);

const route = '/err/remit_table2_trade/modify?historyId=310552';
const trade = () => mockRemitTrades.find((candidate) => candidate.historyId === 310552)!;

beforeEach(resetMockRemitTrades);
afterEach(() => server.events.removeAllListeners());

function typeDate(container: HTMLElement, name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no date input ${name}`);
  fireEvent.change(input, { target: { value } });
}

function recordBodies() {
  const bodies: Table2ModifyValues[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === apiPaths.remitTable2Modify) {
      bodies.push((await request.clone().json()) as Table2ModifyValues);
    }
  });
  return bodies;
}

async function openModify() {
  const rendered = renderApp({ route });
  await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 20_000 });
  return rendered;
}

const modifyButton = () => screen.getByRole('button', { name: 'Modify Trade' });

describe('Modify Trade (Table 2)', () => {
  it('shows the info text, read-only references and every section of the loaded trade', async () => {
    await openModify();
    expect(screen.getByRole('heading', { level: 1, name: 'Modify Trade' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      "report a modification of this trade to the regulator's reporting system",
    );
    const references = screen.getByRole('region', { name: 'References' });
    expect(within(references).getByRole('textbox', { name: 'UTI' })).toHaveValue('ASV-T2-2026-0088');
    expect(within(references).getByRole('textbox', { name: 'UTI' })).toHaveAttribute('readonly');
    expect(within(references).getByRole('textbox', { name: 'Market Participant' })).toHaveAttribute('readonly');
    // In the pickers' dd/mm/yy, like the Contract Date beside it.
    expect(within(references).getByRole('textbox', { name: 'Last reported contract date' })).toHaveValue('01/02/26');
    for (const section of [
      'Product details',
      'Reporting counterparty',
      'Other counterparty',
      'Delivery',
      'Option details',
      'Volume',
      'Volume optionality intervals',
      'Price',
      'Fixing index',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Other market participant/ })).toHaveValue('21X-GASHANDEL-AI');
    const fixing = screen.getByRole('group', { name: 'Fixing index 1' });
    expect(within(fixing).getByRole('textbox', { name: /^Fixing index( \*)?$/ })).toHaveValue('THE Month Ahead');
    expect(within(fixing).getByRole('textbox', { name: /^Fixing index source/ })).toHaveValue('EEX');
    expect(modifyButton()).toBeEnabled();
  });

  it('sends the dates as ISO days with an added interval, then shows the success and disables the form', async () => {
    const bodies = recordBodies();
    const { container, user } = await openModify();
    typeDate(container, 'contractDate', '15/03/26');
    await user.click(screen.getByRole('button', { name: 'Add interval' }));
    const interval = screen.getByRole('group', { name: 'Interval 2' });
    await user.type(within(interval).getByRole('textbox', { name: /Capacity/ }), '25');
    typeDate(container, 'volumeOptionalityIntervals.1.startDate', '01/08/26');
    typeDate(container, 'volumeOptionalityIntervals.1.endDate', '31/08/26');
    await user.click(modifyButton());

    expect(await screen.findByText(remitMessages.modificationSubmitted)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      contractDate: '2026-03-15',
      deliveryStart: '2026-07-01',
      deliveryPointOrZones: ['21Y-THE--------6'],
      volumeOptionalityIntervals: [
        { capacity: '40', capacityUnit: 'MW', startDate: '2026-07-01', endDate: '2026-07-31' },
        { capacity: '25', capacityUnit: 'MW', startDate: '2026-08-01', endDate: '2026-08-31' },
      ],
      fixingIndices: [{ fixingIndex: 'THE Month Ahead', firstFixingDate: '2026-06-01', lastFixingDate: '2026-06-30' }],
    });
    expect(bodies[0]).not.toHaveProperty('price');
    expect(trade()).toMatchObject({ actionType: 'M', version: 3 });
    await waitFor(() => expect(modifyButton()).toBeDisabled());
    expect(screen.getByRole('textbox', { name: /Other market participant/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add interval' })).toBeDisabled();
  });

  it('takes a negative price as typed and refuses a pasted decimal comma at once, as the quantity beside it does', async () => {
    const { user } = await openModify();
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.click(price);
    await user.paste('60,5');
    expect(price).toHaveValue('');
    expect(price).toHaveAccessibleDescription(
      'Digits, one decimal point and a leading minus only: 60,5 was not entered',
    );
    await user.type(price, '-60.5');
    expect(price).toHaveValue('-60.5');
    const amount = screen.getByRole('textbox', { name: 'Estimated notional amount' });
    await user.click(amount);
    await user.paste('1 234.5');
    expect(amount).toHaveAccessibleDescription(
      'Digits, one decimal point and a leading minus only: 1 234.5 was not entered',
    );
  });

  it('refuses a typed decimal comma and what follows it, keeping the digits before it: 42,5 never becomes 425', async () => {
    const { user } = await openModify();
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.tripleClick(price);
    await user.keyboard('{Delete}');
    expect(price).toHaveValue('');
    await user.keyboard('42,');
    expect(price).toHaveValue('42');
    expect(price).toHaveAccessibleDescription('Digits, one decimal point and a leading minus only: , was not entered');
    await user.keyboard('5');
    expect(price).toHaveValue('42');
    expect(price).toHaveAccessibleDescription('Digits, one decimal point and a leading minus only: ,5 was not entered');
    // A deletion lets the user type on.
    await user.keyboard('{Backspace}');
    expect(price).toHaveValue('4');
    expect(price).not.toHaveAccessibleDescription(/not entered/);
    await user.keyboard('2.7');
    expect(price).toHaveValue('42.7');
  });

  it('says a cleared quantity or capacity is required, in the words the server uses, and sends nothing', async () => {
    const bodies = recordBodies();
    const { user } = await openModify();
    await user.clear(screen.getByRole('textbox', { name: /^Total notional contract quantity/ }));
    const interval = screen.getByRole('group', { name: 'Interval 1' });
    await user.clear(within(interval).getByRole('textbox', { name: /^Capacity/ }));
    await user.click(modifyButton());

    expect(await screen.findByText("Field 'Total notional contract quantity' is required.")).toBeInTheDocument();
    expect(screen.getByText("Field 'Capacity' is required.")).toBeInTheDocument();
    expect(screen.queryByText('Digits only, with one decimal point at most.')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('asks on its field for the amount of a currency chosen without one, and sends nothing', async () => {
    const bodies = recordBodies();
    const { user } = await openModify();
    await user.clear(screen.getByRole('textbox', { name: /^Estimated notional amount/ }));
    await user.click(screen.getByRole('combobox', { name: /^Notional currency/ }));
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    const option = screen.getByRole('group', { name: 'Option 1' });
    await user.clear(within(option).getByRole('textbox', { name: /^Strike price/ }));
    await user.click(within(option).getByRole('combobox', { name: /^Strike price currency/ }));
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    await user.click(modifyButton());

    const amount = screen.getByRole('textbox', { name: /^Estimated notional amount/ });
    await waitFor(() => expect(amount).toHaveAccessibleDescription("Field 'Estimated notional amount' is required."));
    expect(within(option).getByRole('textbox', { name: /^Strike price/ })).toHaveAccessibleDescription(
      "Field 'Strike price' is required.",
    );
    expect(bodies).toHaveLength(0);
  });

  it("shows 'Trade cannot be modified.' with the server's message and re-enables the form", async () => {
    const { container, user } = await openModify();
    typeDate(container, 'contractDate', '15/01/26');
    await user.click(modifyButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(remitMessages.table2CannotBeModified)).toBeInTheDocument();
    expect(alert).toHaveTextContent(remitRefusals.contractDateBeforeLast('2026-02-01'));
    expect(modifyButton()).toBeEnabled();
    expect(trade().actionType).toBe('M');
  });

  it("shows a cancelled trade's refusal under 'Trade cannot be modified.' with the form disabled", async () => {
    trade().actionType = 'C';
    await openModify();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(remitMessages.table2CannotBeModified)).toBeInTheDocument();
    expect(alert).toHaveTextContent(remitRefusals.cancelledOnlyError);
    expect(modifyButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Other market participant/ })).toBeDisabled();
  });

  it("shows the server's refusal of a future contract date on the Contract Date field", async () => {
    const refusal = remitRefusals.contractDateInFuture;
    server.use(
      http.post(apiUrl(apiPaths.remitTable2Modify), () =>
        HttpResponse.json({
          submitted: false,
          validationFailureMessages: [refusal],
          fieldValidationMessages: { contractDate: refusal },
        }),
      ),
    );
    const { container, user } = await openModify();
    // 62 for 26: read as 2062.
    typeDate(container, 'contractDate', '10/11/62');
    await user.click(modifyButton());
    const contractDate = screen.getByRole('group', { name: /^Contract Date/ });
    await waitFor(() => expect(contractDate).toHaveAccessibleDescription(refusal));
    expect(modifyButton()).toBeEnabled();
  });

  it('offers no day after today in the Contract Date calendar', async () => {
    const { container, user } = await openModify();
    const today = new Date();
    typeDate(container, 'contractDate', format(today, 'dd/MM/yy'));
    const product = screen.getByRole('region', { name: 'Product details' });
    await user.click(within(product).getByRole('button', { name: /Choose date/ }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: String(today.getDate()) })).toBeEnabled();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    if (tomorrow.getMonth() === today.getMonth())
      expect(within(calendar).getByRole('gridcell', { name: String(tomorrow.getDate()) })).toBeDisabled();
    else expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });
});
