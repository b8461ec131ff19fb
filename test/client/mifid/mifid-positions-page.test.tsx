import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  MIFID_FILE_NOT_FOUND_MESSAGE,
  MIFID_STALE_RECORD_MESSAGE,
  mifidMaxLengths,
} from '@shared/contract/mifid-constants';
import { endPageFrame, takePageFrame } from '@client/components/page-frame';
import { PAGE_FRAME_ATTRIBUTE } from '@shared/page-frame';
import { apiUrl } from '@test/mocks/api-url';
import {
  MOCK_CONFIRMED_FILE_ID,
  MOCK_EDITING_FILE_ID,
  MOCK_OTHER_ORGANISATION_FILE_ID,
  MOCK_RECEIVED_FILE_ID,
} from '@test/mocks/mifid-data';
import { organisations } from '@test/mocks/data';
import { server } from '@test/mocks/server';
import { organisationSelected } from '@client/session/organisation-slice';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(60_000);

const detailsOf = (fileId: number) => `/err/mifid/details?fileId=${fileId}`;

async function openFile(fileId: number, title: string) {
  const rendered = renderApp({ route: detailsOf(fileId) });
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 20_000 });
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return { ...rendered, grid };
}

/** The data row whose Ref. No. cell reads `refNumber`. */
function rowOf(grid: HTMLElement, refNumber: number) {
  const cell = within(grid)
    .getAllByRole('gridcell')
    .find(
      (candidate) =>
        candidate.getAttribute('data-field') === 'refNumber' && candidate.textContent === String(refNumber),
    );
  if (!cell) throw new Error(`no row with Ref. No. ${refNumber}`);
  return cell.closest('[role="row"]') as HTMLElement;
}
const cellOf = (row: HTMLElement, field: string) =>
  row.querySelector(`[role="gridcell"][data-field="${field}"]`) as HTMLElement;

/** Opens row 2's Edit and types 2500.75 into Position Quantity, as a user corrects a position. */
async function editQuantity(grid: HTMLElement, user: UserEvent): Promise<HTMLElement> {
  await user.click(within(rowOf(grid, 2)).getByRole('button', { name: 'Edit position Ref. No. 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 2' });
  const quantity = await within(dialog).findByLabelText('Position Quantity *');
  await user.clear(quantity);
  await user.type(quantity, '2500.75');
  return dialog;
}

describe('MiFID positions page', () => {
  it('opens on the page of the grid its address names, so Back from elsewhere returns to it', async () => {
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && /^\/api\/err\/mifid\/files\/\d+$/.test(url.pathname))
        asked.push(url.searchParams.get('page'));
    });
    renderApp({ route: `${detailsOf(MOCK_EDITING_FILE_ID)}&page=1&size=10` });
    await waitFor(() => expect(asked).toContain('1'));
    expect(asked).not.toContain('0');
    server.events.removeAllListeners();
  });

  it("shows the file's title the server painted while the file loads, and no other title before it", async () => {
    const title = 'Positions for file POS_20260112_NPT_EXT.xml';
    window.history.replaceState(null, '', detailsOf(MOCK_EDITING_FILE_ID));
    const served = document.createElement('div');
    served.innerHTML = `<div ${PAGE_FRAME_ATTRIBUTE}=""><div class="page-frame-main"><h1 class="page-frame-title">${title}</h1></div></div>`;
    takePageFrame(served);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Held until released, then left to the usual handler.
    server.use(http.get(apiUrl(apiPaths.mifidPositionFile), () => answered.then(() => undefined)));
    const titlesSeen = new Set<string>();
    const observer = new MutationObserver(() =>
      document.querySelectorAll('h1').forEach((heading) => titlesSeen.add(heading.textContent ?? '')),
    );
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      renderApp({ route: detailsOf(MOCK_EDITING_FILE_ID) });
      expect(
        await screen.findByRole('progressbar', { name: 'Loading the position file' }, { timeout: 20_000 }),
      ).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      answer();
      expect(await screen.findByRole('region', { name: 'Position file information' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect([...titlesSeen].filter((seen) => seen !== title && seen !== '')).toEqual([]);
    } finally {
      observer.disconnect();
      endPageFrame();
    }
  });

  it("shows nothing of one file under another file's address while that one loads", async () => {
    const { router } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    server.use(http.get(apiUrl(apiPaths.mifidPositionFile), () => new Promise<undefined>(() => {})));
    await act(async () => {
      await router.navigate(detailsOf(MOCK_RECEIVED_FILE_ID));
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading the position file' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('POS_20260112_NPT_EXT.xml');
    expect(screen.queryByRole('region', { name: 'Position file information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm File' })).not.toBeInTheDocument();
  });

  it("shows nothing of one organisation's file once another is chosen, and then says it is not there", async () => {
    const { store } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(apiUrl(apiPaths.mifidPositionFile), () => answered.then(() => undefined)));
    act(() => {
      store.dispatch(organisationSelected(organisations.alpineGas.organisationId));
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading the position file' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('POS_20260112_NPT_EXT.xml');
    expect(screen.queryByRole('region', { name: 'Position file information' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText(MIFID_FILE_NOT_FOUND_MESSAGE)).toBeInTheDocument();
  });

  it('shows a general title while a file loads whose title the server did not paint', async () => {
    window.history.replaceState(null, '', detailsOf(MOCK_RECEIVED_FILE_ID));
    const served = document.createElement('div');
    // Painted for another file: the user went on before this one loaded.
    served.innerHTML = `<div ${PAGE_FRAME_ATTRIBUTE}=""><h1>Positions for file OTHER.xml</h1></div>`;
    takePageFrame(served);
    window.history.replaceState(null, '', detailsOf(MOCK_EDITING_FILE_ID));
    server.use(http.get(apiUrl(apiPaths.mifidPositionFile), () => new Promise<undefined>(() => {})));
    try {
      renderApp({ route: detailsOf(MOCK_EDITING_FILE_ID) });
      expect(
        await screen.findByRole('progressbar', { name: 'Loading the position file' }, { timeout: 20_000 }),
      ).toBeVisible();
      // A general title, not the file painted for another: the active menu item's name once the menu
      // has loaded (the shell's rule), the page's own before. Which one depends on which answer came
      // first, so both are taken; the other file's never.
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent('OTHER.xml');
      expect(heading.textContent).toMatch(/^(MiFID positions|MiFID Position Files)$/);
    } finally {
      endPageFrame();
    }
  });

  it('shows the title, the six facts of the file and the buttons its flags enable', async () => {
    await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    const info = screen.getByRole('region', { name: 'Position file information' });
    for (const [term, value] of [
      ['Position Report File', 'POS_20260112_NPT_EXT.xml'],
      ['Submitting OMP', 'Nordic Power Trading'],
      ['Document Type', 'FCAExtendedPositionReport'],
      ['Document State', 'Being edited'],
      // The file as received: its one deleted record still counts (as in the grid's count).
      ['Number of Records', '30'],
      ['Receipt Timestamp', '12/01/26 07:30:00 UTC'],
    ]) {
      const dt = within(info).getByText(term!);
      expect(dt.tagName).toBe('DT');
      expect(dt.nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByRole('button', { name: 'Add Position Record' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Confirm File' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeEnabled();
  });

  it('keeps Actions and Ref. No. in view, numbers on one line in even digits, and every header whole', async () => {
    const { grid } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    const header = (name: string) => within(grid).getByRole('columnheader', { name });
    // The community grid has no column pinning: the two lead the columns and stick by CSS.
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.slice(0, 2).map((cell) => cell.getAttribute('data-field'))).toEqual(['actions', 'refNumber']);
    for (const field of ['actions', 'refNumber']) {
      const column = [
        header(field === 'actions' ? 'Actions' : 'Ref. No.'),
        ...grid.querySelectorAll(`[role="gridcell"][data-field="${field}"]`),
      ];
      for (const cell of column) expect(getComputedStyle(cell).position).toBe('sticky');
    }
    expect(getComputedStyle(header('Ref. No.')).left).toBe('96px');
    // Every column is rendered, however far the grid scrolls (auto row heights turn column virtualisation off).
    expect(headers.map((cell) => cell.getAttribute('data-field'))).toContain('clientHedgingExemption');

    const quantity = grid.querySelector('[role="gridcell"][data-field="posQuantity"]') as HTMLElement;
    expect(getComputedStyle(quantity).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(quantity).fontVariantNumeric).toBe('tabular-nums');
    expect(quantity).toHaveClass('MuiDataGrid-cell--textRight');

    // The header's tooltip carries the full name; that the header wraps is checked in Chromium (mifid.spec.ts),
    // as jsdom's style cascade ignores specificity.
    expect(header('Risk Reducing Indicator')).toBeInTheDocument();
  });

  it('offers only what a received file enables, and nothing on a confirmed file', async () => {
    const received = await openFile(MOCK_RECEIVED_FILE_ID, 'Positions for file POS_20260113_NPT.xml');
    expect(screen.getByRole('button', { name: 'Add Position Record' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm File' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
    received.unmount();

    const confirmed = await openFile(MOCK_CONFIRMED_FILE_ID, 'Positions for file POS_20260105_NPT.xml');
    for (const name of ['Add Position Record', 'Confirm File', 'Discard changes']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(confirmed.grid).queryByRole('button', { name: /^Edit position/ })).not.toBeInTheDocument();
    expect(within(confirmed.grid).queryByRole('button', { name: /^Delete position/ })).not.toBeInTheDocument();
  });

  it('highlights edited cells, says so to assistive technology, and formats numbers, booleans and TRUE/FALSE', async () => {
    const { grid } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    const edited = cellOf(rowOf(grid, 1), 'posQuantity');
    expect(edited).toHaveClass('mifid-cell--edited');
    expect(edited).toHaveTextContent('1,234,567.123456789012346 (edited)');
    // The words are there for screen readers, the mark for sight; not colour alone.
    expect(within(edited).getByText('(edited)')).toBeInTheDocument();
    expect(edited.querySelector('svg')).not.toBeNull();

    const plain = cellOf(rowOf(grid, 3), 'posQuantity');
    expect(plain).not.toHaveClass('mifid-cell--edited');
    expect(plain).toHaveTextContent(/^1,003\.125$/);
    expect(cellOf(rowOf(grid, 1), 'isin')).not.toHaveClass('mifid-cell--edited');
    expect(cellOf(rowOf(grid, 3), 'riskReducingIndicator')).toHaveTextContent(/^No$/);
    expect(cellOf(rowOf(grid, 4), 'riskReducingIndicator')).toHaveTextContent(/^Yes$/);
    // The extended variant's fields: clientNonInvestFirm FALSE, clientHedgingExemption blank.
    expect(cellOf(rowOf(grid, 3), 'clientNonInvestFirm')).toHaveTextContent(/^No$/);
    expect(cellOf(rowOf(grid, 3), 'clientHedgingExemption')).toHaveTextContent(/^$/);
    expect(within(grid).getByRole('columnheader', { name: 'Reporting Entity Member ID' })).toBeInTheDocument();
  });

  it('leaves the extended-only columns out of a standard file', async () => {
    const { grid } = await openFile(MOCK_RECEIVED_FILE_ID, 'Positions for file POS_20260113_NPT.xml');
    expect(within(grid).getByRole('columnheader', { name: 'ISIN' })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'Reporting Entity Member ID' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'Client Hedging Exemption' })).not.toBeInTheDocument();
  });

  it('shows deleted rows as errors without edit buttons, and deletes a row', async () => {
    const { grid, user } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    const deleted = rowOf(grid, 2);
    expect(deleted).toHaveClass('mifid-row--deleted');
    expect(cellOf(deleted, 'positionState')).toHaveTextContent('Deleted');
    expect(within(deleted).queryByRole('button', { name: /Edit position/ })).not.toBeInTheDocument();
    expect(rowOf(grid, 3)).not.toHaveClass('mifid-row--deleted');

    await user.click(within(rowOf(grid, 3)).getByRole('button', { name: 'Delete position Ref. No. 3' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Position Ref. No. 3' });
    await user.click(within(question).getByRole('button', { name: 'Yes - Delete' }));
    await waitFor(() => expect(rowOf(grid, 3)).toHaveClass('mifid-row--deleted'));
    expect(cellOf(rowOf(grid, 3), 'positionState')).toHaveTextContent('Deleted');
  });

  it('opens Add Position 900px wide with limits, asterisks, numeric-only quantities and the form lists', async () => {
    const { user } = await openFile(MOCK_RECEIVED_FILE_ID, 'Positions for file POS_20260113_NPT.xml');
    await user.click(screen.getByRole('button', { name: 'Add Position Record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Position' });
    await within(dialog).findByRole('form', { name: 'Add Position' });
    expect(dialog).toHaveStyle({ width: '900px' });

    for (const [field, max] of Object.entries(mifidMaxLengths)) {
      const input = dialog.querySelector(`input[name="${field}"]`);
      // The standard file has no extended-only fields.
      if (['reportingEntityMemberId', 'posAccount'].includes(field)) expect(input).toBeNull();
      else expect(input).toHaveAttribute('maxlength', String(max));
    }
    expect(within(dialog).getByLabelText('ISIN *')).toBeRequired();
    expect(within(dialog).getByLabelText('Position Quantity *')).toBeRequired();
    expect(within(dialog).getByLabelText('Delta Equivalent Quantity')).not.toBeRequired();

    const quantity = within(dialog).getByLabelText('Position Quantity *');
    await user.type(quantity, '-12.5');
    expect(quantity).toHaveValue('-12.5');
    await user.tab();
    await user.click(quantity);
    await user.keyboard('{End}');
    await user.paste('1e3');
    expect(quantity).toHaveValue('-12.5');
    expect(quantity).toHaveAccessibleDescription(
      'Digits, one decimal point and a leading minus only: 1e3 was not entered',
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'Unit of Measure' }));
    expect(await screen.findByRole('option', { name: 'MWHR – Megawatt hours' })).toBeInTheDocument();
    // A list field offers the record's blank first; a yes/no field offers only Yes and No.
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('(blank)');
    await user.click(screen.getByRole('option', { name: 'MWHR – Megawatt hours' }));
    expect(within(dialog).getByRole('combobox', { name: 'Unit of Measure' })).toHaveTextContent(
      'MWHR – Megawatt hours',
    );
    await user.click(within(dialog).getByRole('combobox', { name: /^Risk Reducing Indicator/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Yes', 'No']);
    await user.keyboard('{Escape}');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Field 'ISIN' is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Field 'Risk Reducing Indicator' is required.")).toBeInTheDocument();
  });

  it('puts the server field messages on their fields, and a stale edit above them', async () => {
    const { grid, user } = await openFile(MOCK_RECEIVED_FILE_ID, 'Positions for file POS_20260113_NPT.xml');
    await user.click(within(rowOf(grid, 2)).getByRole('button', { name: 'Edit position Ref. No. 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 2' });
    await within(dialog).findByRole('form', { name: 'Edit Position Ref. No. 2' });
    expect(within(dialog).getByLabelText('ISIN *')).toHaveValue('DE000A1EWWW0');

    server.use(
      http.put(apiUrl(apiPaths.mifidPositionRecord), () =>
        HttpResponse.json(
          { errorMessage: 'Invalid request.', fieldErrors: { isin: ['ISIN check digit is wrong.'] } },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('ISIN check digit is wrong.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ISIN *')).toHaveAttribute('aria-invalid', 'true');

    server.use(
      http.put(apiUrl(apiPaths.mifidPositionRecord), () =>
        HttpResponse.json({ errorMessage: MIFID_STALE_RECORD_MESSAGE }, { status: 409 }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${MIFID_STALE_RECORD_MESSAGE} Reloading drops your edits.`,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Position Ref. No. 2' })).toBeInTheDocument();
  });

  it('saves an edit, closes the dialog and highlights the changed cell', async () => {
    const { grid, user } = await openFile(MOCK_RECEIVED_FILE_ID, 'Positions for file POS_20260113_NPT.xml');
    const dialog = await editQuantity(grid, user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cellOf(rowOf(grid, 2), 'posQuantity')).toHaveClass('mifid-cell--edited'));
    expect(cellOf(rowOf(grid, 2), 'posQuantity')).toHaveTextContent('2,500.75 (edited)');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();
  });

  it('asks before a position dialog with typed values is closed, on Escape as on Cancel', async () => {
    const { grid, user } = await openFile(MOCK_RECEIVED_FILE_ID, 'Positions for file POS_20260113_NPT.xml');
    const dialog = await editQuantity(grid, user);

    await user.keyboard('{Escape}');
    const asked = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    // Escape on the question keeps editing, as its default button does.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(asked).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Position Ref. No. 2' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Position Quantity *')).toHaveValue('2500.75');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Position Quantity *')).toHaveValue('2500.75');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("reopens a position's dialog with the values kept when the session ended on its Save", async () => {
    const first = await openFile(MOCK_RECEIVED_FILE_ID, 'Positions for file POS_20260113_NPT.xml');
    await first.user.click(within(rowOf(first.grid, 2)).getByRole('button', { name: 'Edit position Ref. No. 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 2' });
    const quantity = await within(dialog).findByLabelText('Position Quantity *');
    await first.user.clear(quantity);
    await first.user.type(quantity, '2500.75');
    server.use(
      http.put(apiUrl(apiPaths.mifidPositionRecord), () =>
        HttpResponse.json({ errorMessage: 'Not logged in.' }, { status: 401 }),
      ),
    );
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();
    server.resetHandlers();

    // Signed in again, back at the file: the dialog of the same record opens by itself, with the values.
    await openFile(MOCK_RECEIVED_FILE_ID, 'Positions for file POS_20260113_NPT.xml');
    const reopened = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 2' });
    expect(await within(reopened).findByLabelText('Position Quantity *')).toHaveValue('2500.75');
    expect(within(reopened).getByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('asks before confirming, 500px wide, and closes as soon as it has sent the request', async () => {
    const { grid, user } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    await user.click(screen.getByRole('button', { name: 'Confirm File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm changes to PositionRecords' });
    expect(dialog).toHaveAccessibleDescription(
      "Do you really want to confirm all changes in File 'POS_20260112_NPT_EXT.xml' and send it back to the OMP?",
    );
    expect(dialog).toHaveStyle({ width: '500px' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes - Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const info = screen.getByRole('region', { name: 'Position file information' });
    await waitFor(() => expect(within(info).getByText('Confirmed and sent back')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Confirm File' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^Edit position/ })).not.toBeInTheDocument();
  });

  it('says it is confirming while a large file takes its time, offering nothing else meanwhile', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(apiUrl(apiPaths.mifidConfirmFile), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { grid, user } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    await user.click(screen.getByRole('button', { name: 'Confirm File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm changes to PositionRecords' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes - Confirm' }));

    expect(await screen.findByText('Confirming the file…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm File' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Position Record' })).toBeDisabled();
    expect(within(grid).getAllByRole('button', { name: /^Edit position/ })[0]).toBeDisabled();
    expect(within(grid).getAllByRole('button', { name: /^Delete position/ })[0]).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    act(() => answer());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm File' })).toBeEnabled());
    expect(screen.queryByText('Confirming the file…')).not.toBeInTheDocument();
  });

  it('still says it is confirming, not discarding, while the confirmed file is loaded again', async () => {
    let confirmed = false;
    let release: () => void = () => undefined;
    const reloadHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl(apiPaths.mifidConfirmFile), () => {
        confirmed = true;
      }),
      // Nothing answered here: the file's own handler answers, once the reload after the confirm is let go.
      http.get(apiUrl(apiPaths.mifidPositionFile), async () => {
        if (confirmed) await reloadHeld;
      }),
    );
    const { user } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    await user.click(screen.getByRole('button', { name: 'Confirm File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm changes to PositionRecords' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes - Confirm' }));

    expect(await screen.findByText(/is confirmed and sent back to the OMP/)).toBeInTheDocument();
    expect(screen.getByText('Confirming the file…')).toBeInTheDocument();
    expect(screen.queryByText('Discarding the changes…')).not.toBeInTheDocument();
    act(() => release());
    const info = screen.getByRole('region', { name: 'Position file information' });
    await waitFor(() => expect(within(info).getByText('Confirmed and sent back')).toBeInTheDocument());
    expect(screen.queryByText('Confirming the file…')).not.toBeInTheDocument();
  });

  it('cancels the confirm question without sending anything', async () => {
    const { user } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(new URL(request.url).pathname);
    });
    await user.click(screen.getByRole('button', { name: 'Confirm File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm changes to PositionRecords' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((path) => path.includes('/mifid/'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('discards all changes after its question and shows the file as received', async () => {
    const { grid, user } = await openFile(MOCK_EDITING_FILE_ID, 'Positions for file POS_20260112_NPT_EXT.xml');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes to PositionRecords' });
    expect(dialog).toHaveAccessibleDescription(
      "Do you really want to discard all changes made in File 'POS_20260112_NPT_EXT.xml'?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes - Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(() => expect(rowOf(grid, 2)).not.toHaveClass('mifid-row--deleted'));
    expect(cellOf(rowOf(grid, 1), 'posQuantity')).not.toHaveClass('mifid-cell--edited');
    expect(grid.querySelectorAll('.mifid-cell--edited')).toHaveLength(0);
    expect(
      within(screen.getByRole('region', { name: 'Position file information' })).getByText('Changes discarded'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it("says so when the file is missing or another organisation's", async () => {
    renderApp({ route: detailsOf(MOCK_OTHER_ORGANISATION_FILE_ID) });
    expect(await screen.findByText(MIFID_FILE_NOT_FOUND_MESSAGE, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it.each([
    ['names no file', '/err/mifid/details'],
    ['names a file by something other than a whole number', '/err/mifid/details?fileId=12a'],
  ])('says so when the address %s, without claiming it has none', async (_case, route) => {
    renderApp({ route });
    expect(await screen.findByText('No position file to show', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/This address has no such number; open the file from the list/)).toBeInTheDocument();
  });
});
