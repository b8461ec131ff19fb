import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { remitMessages } from '@shared/contract/remit-constants';
import { apiUrl } from '@test/mocks/api-url';
import { mockRemitTrades, mockTable1ModifySections, resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';
import { staleChangeMessage } from '@shared/contract/stale-change';

/** The server's 409 for a submit made from a form another user's change made stale. */
const STALE_TRADE_MESSAGE = staleChangeMessage({
  thing: 'trade',
  version: 3,
  by: 'Erik Madsen',
  at: new Date('2026-03-20T14:02:00Z'),
});

jest.setTimeout(60_000);

const route = '/err/remit_table1_trade/modify?historyId=240117';
const trade = () => mockRemitTrades.find((candidate) => candidate.historyId === 240117)!;

beforeEach(resetMockRemitTrades);

async function openModify() {
  const rendered = renderApp({ route });
  await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 20_000 });
  return rendered;
}

const modifyButton = () => screen.getByRole('button', { name: 'Modify Trade' });

describe('Modify Trade (Table 1)', () => {
  it('shows the info banner word for word and only the sections the loaded trade has', async () => {
    await openModify();
    expect(screen.getByRole('note')).toHaveTextContent(remitMessages.table1ModifyInfo);
    for (const section of [
      'Reference',
      'Quantity',
      'Price',
      'Total notional quantity',
      'Settlement',
      'Delivery',
      'Delivery profiles',
      'Fixing indices',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Notional amount' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Trader ID/ })).toHaveValue('TRADER-NP-07');
    expect(screen.getByRole('textbox', { name: /Trade time \(UTC\) - time part/ })).toHaveValue('09:30:00');
    expect(screen.getByRole('combobox', { name: /Beneficiary code type/ })).toHaveTextContent('ACE');
    // Not among the spec's required markers: it always holds a type, ACE by default, and offers no blank.
    // A select's label is no <label>: MUI names it by id.
    const labels = [...document.querySelectorAll('label, [id$="-label"]')].map(({ textContent }) => textContent ?? '');
    expect(labels.filter((text) => text.startsWith('Beneficiary code type'))).toEqual(['Beneficiary code type']);
  });

  it('keeps quantities to digits, visibly, and applies the Add/Remove limits of zones, profiles and fixing indices', async () => {
    const { user } = await openModify();
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2a5.0');
    // From the first character the field cannot hold, nothing more is taken (2a5.0 must not become 250),
    // and all of it is named.
    expect(quantity).toHaveValue('2');
    expect(quantity).toHaveAccessibleDescription('Digits only: a5.0 was not entered');

    expect(screen.getByRole('button', { name: 'Remove delivery point or zone 1' })).toBeDisabled();
    const addZone = screen.getByRole('button', { name: 'Add delivery point or zone' });
    for (let added = 0; added < 3; added += 1) await user.click(addZone);
    expect(screen.getByRole('combobox', { name: /Delivery point or zone 4/ })).toBeInTheDocument();
    expect(addZone).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove delivery point or zone 4' })).toBeEnabled();

    expect(screen.getByRole('button', { name: 'Remove delivery profile 1' })).toBeDisabled();
    const addProfile = screen.getByRole('button', { name: 'Add delivery profile' });
    await user.click(addProfile);
    await user.click(addProfile);
    expect(addProfile).toBeDisabled();

    expect(screen.getByText('No fixing index.')).toBeInTheDocument();
    const addFixing = screen.getByRole('button', { name: 'Add fixing index' });
    for (let added = 0; added < 4; added += 1) await user.click(addFixing);
    expect(addFixing).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove fixing index 4' }));
    expect(addFixing).toBeEnabled();
  });

  it("takes the keyboard's focus into a zone just added, and to Add after a Remove that leaves the list at its minimum", async () => {
    const { user } = await openModify();
    const addZone = screen.getByRole('button', { name: 'Add delivery point or zone' });
    act(() => addZone.focus());
    await user.keyboard('{Enter}');
    const second = screen.getByRole('combobox', { name: /Delivery point or zone 2/ });
    await waitFor(() => expect(second).toHaveFocus());
    // Remove 2 leaves one zone: every Remove is then disabled, and the focus would fall to the page's top.
    const removeSecond = screen.getByRole('button', { name: 'Remove delivery point or zone 2' });
    act(() => removeSecond.focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('combobox', { name: /Delivery point or zone 2/ })).not.toBeInTheDocument();
    await waitFor(() => expect(addZone).toHaveFocus());

    const addFixing = screen.getByRole('button', { name: 'Add fixing index' });
    await user.click(addFixing);
    const removeFixing = screen.getByRole('button', { name: 'Remove fixing index 1' });
    act(() => removeFixing.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByText('No fixing index.')).toBeInTheDocument();
    await waitFor(() => expect(addFixing).toHaveFocus());
  });

  it('says on the second row a delivery point or zone picked twice', async () => {
    const { user } = await openModify();
    await user.click(screen.getByRole('button', { name: 'Add delivery point or zone' }));
    await user.click(screen.getByRole('combobox', { name: /Delivery point or zone 2/ }));
    await user.click(await screen.findByRole('option', { name: /^10YDE-VE-------2/ }));
    await user.click(modifyButton());
    const second = screen.getByRole('combobox', { name: /Delivery point or zone 2/ });
    expect(await screen.findByText('Delivery point or zone 1 already names 10YDE-VE-------2.')).toBeInTheDocument();
    expect(second).toHaveAccessibleDescription('Delivery point or zone 1 already names 10YDE-VE-------2.');
  });

  it("says on the field a beneficiary's LEI whose check digits do not match, and sends nothing", async () => {
    const { user } = await openModify();
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(request.url);
    });
    await user.click(screen.getByRole('combobox', { name: /Beneficiary code type/ }));
    expect(screen.queryByRole('option', { name: 'None' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'LEI' }));
    const code = screen.getByRole('textbox', { name: /Beneficiary code$/ });
    await user.type(code, '529900DR787QEQ503199');
    await user.click(modifyButton());
    const message = 'A LEI has 20 letters and digits, the last two check digits (ISO 17442).';
    await waitFor(() => expect(code).toHaveAccessibleDescription(message));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    server.events.removeAllListeners();

    // The code is judged by its type: another type judges it again at once, not at the next submit.
    await user.click(screen.getByRole('combobox', { name: /Beneficiary code type/ }));
    await user.click(await screen.findByRole('option', { name: 'EIC' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'An EIC has 16 capitals, digits or hyphens and ends in its check character (ENTSO-E).',
      ),
    );
  });

  it('requires the linked transaction ID once execution is set', async () => {
    const { user } = await openModify();
    await user.click(screen.getByRole('checkbox', { name: /Execution/ }));
    await user.click(modifyButton());
    expect(await screen.findByText("Field 'Linked transaction ID' is required.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Linked transaction ID/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes focus to a fixing index left without a name, a message the contract keys apart from the field (indexName1)', async () => {
    const { user } = await openModify();
    await user.click(screen.getByRole('button', { name: 'Add fixing index' }));
    await user.click(modifyButton());
    expect(await screen.findByText("Field 'Index name' is required.")).toBeInTheDocument();
    const indexName = screen.getByRole('combobox', { name: /Index name/ });
    await waitFor(() => expect(indexName).toHaveFocus());
    expect(indexName).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks on its field for a unit or currency set to None, and for the value of an index currency, sending nothing', async () => {
    const { user } = await openModify();
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(request.url);
    });
    for (const label of [/^Quantity unit/, /^Price currency/, /^Total notional quantity unit/]) {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: 'None' }));
    }
    await user.click(screen.getByRole('button', { name: 'Add fixing index' }));
    await user.click(screen.getByRole('combobox', { name: /Index name/ }));
    await user.click(await screen.findByRole('option', { name: 'EEX Phelix DE Base' }));
    await user.click(screen.getByRole('combobox', { name: /Index currency/ }));
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    await user.click(modifyButton());
    for (const [label, message] of [
      [/^Quantity unit/, "Field 'Quantity unit' is required."],
      [/^Price currency/, "Field 'Price currency' is required."],
      [/^Total notional quantity unit/, "Field 'Total notional quantity unit' is required."],
    ] as const) {
      const field = screen.getByRole('combobox', { name: label });
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('textbox', { name: /^Index value/ })).toHaveAccessibleDescription(
      "Field 'Index value' is required.",
    );
    expect(sent).toEqual([]);
    server.events.removeAllListeners();
  });

  it("puts the server's startTime1 message on the first profile's start time", async () => {
    const { user } = await openModify();
    const profile = screen.getByRole('group', { name: 'Delivery profile 1' });
    const start = within(profile).getByRole('textbox', { name: /Start time/ });
    await user.clear(start);
    await user.type(start, '230000');
    const end = within(profile).getByRole('textbox', { name: /End time/ });
    await user.clear(end);
    await user.type(end, '060000');
    await user.click(modifyButton());
    expect(await within(profile).findByText('The start time must be before the end time.')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(modifyButton()).toBeEnabled();
  });

  it("shows an HTTP failure as 'status text: errorMessage'", async () => {
    server.use(
      http.post(apiUrl(apiPaths.remitTable1Modify), () =>
        HttpResponse.json({ errorMessage: STALE_TRADE_MESSAGE }, { status: 409 }),
      ),
    );
    const { user } = await openModify();
    await user.click(modifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Conflict: ${STALE_TRADE_MESSAGE}`);
    // Beside its Reload: what the Reload does to the typing.
    expect(screen.getByRole('alert')).toHaveTextContent('Reloading drops your edits.');
  });

  it("puts the server's refusal of one delivery zone on that zone's field and gives it the focus", async () => {
    // A zone retired in Master Data by a colleague while the form was open: the server names the row.
    const refusal =
      "10YES-REE------0 is not one of the organisation's delivery points or zones in Master Data: choose another.";
    server.use(
      http.post(apiUrl(apiPaths.remitTable1Modify), () =>
        HttpResponse.json(
          { errorMessage: 'Invalid request.', fieldErrors: { 'deliveryZones.0': [refusal] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openModify();
    await user.click(modifyButton());
    const zone = screen.getByRole('combobox', { name: /^Delivery point or zone 1/ });
    await waitFor(() => expect(zone).toHaveAttribute('aria-invalid', 'true'));
    expect(zone).toHaveAccessibleDescription(refusal);
    // The HTTP failure is said above the form too, as the spec asks ('status text: errorMessage').
    expect(screen.getByRole('alert')).toHaveTextContent('Bad Request: Invalid request.');
    expect(zone).toHaveFocus();
  });

  it('requires no delivery zone or profile of a trade without those sections, and leaves them out of the body', async () => {
    server.use(
      http.get(apiUrl(apiPaths.remitTable1LoadPresetsModify), () =>
        HttpResponse.json({
          submitEnabled: true,
          validationFailureMessages: [],
          trade: { historyId: 240117, uti: trade().uti, latestVersion: 1, latestActionType: 'N' },
          ...mockTable1ModifySections,
          deliveryResponseModel: null,
          deliveryProfileResponseModel: null,
        }),
      ),
    );
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes(apiPaths.remitTable1Modify))
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    const { user } = await openModify();
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery profiles' })).not.toBeInTheDocument();
    await user.click(modifyButton());
    expect(await screen.findByText(remitMessages.modificationSubmitted)).toBeInTheDocument();
    expect(trade()).toMatchObject({ actionType: 'M', version: 2 });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('deliveryZones');
    expect(bodies[0]).not.toHaveProperty('deliveryProfiles');
    server.events.removeAllListeners('request:start');
  });

  it('reports the modification with the success message and re-enables the action afterwards', async () => {
    const { user } = await openModify();
    await user.click(modifyButton());
    expect(await screen.findByText(remitMessages.modificationSubmitted)).toBeInTheDocument();
    expect(trade()).toMatchObject({ actionType: 'M', version: 2 });
    await waitFor(() => expect(modifyButton()).toBeEnabled());
  });

  it('forgets, once the form is sent, what a field did not take before: not left in red under a sent form', async () => {
    const { user } = await openModify();
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '31a');
    expect(quantity).toHaveAccessibleDescription('Digits only: a was not entered');
    await user.click(modifyButton());
    expect(await screen.findByText(remitMessages.modificationSubmitted)).toBeInTheDocument();
    expect(trade()).toMatchObject({ actionType: 'M', version: 2 });
    await waitFor(() => expect(modifyButton()).toBeEnabled());
    expect(quantity).toHaveValue('31');
    expect(screen.queryByText(/was not entered/)).not.toBeInTheDocument();
  });
});
