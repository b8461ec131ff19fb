import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  masterDataMessages,
  masterDataRules,
  type MasterData,
  type MasterDataCode,
} from '@shared/contract/master-data';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

jest.setTimeout(45_000);

const entry = (id: number, code: string, name: string): MasterDataCode => ({
  id,
  kind: 'TRADER',
  code,
  name,
  retiredAt: null,
  version: 1,
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: 'Mara Master',
});

/** The organisation's list as the server has it; a colleague's deletion takes an entry out. */
function serveList(codes: MasterDataCode[]) {
  const list = { codes };
  server.use(
    http.get(apiUrl(apiPaths.masterData), () =>
      HttpResponse.json({ codes: list.codes, history: [], mayChange: true } satisfies MasterData),
    ),
  );
  return list;
}

const gone = () => HttpResponse.json({ errorMessage: masterDataMessages.notFound }, { status: 404 });

describe('the master data page, when a colleague deleted an entry meanwhile', () => {
  it('keeps the dialog with the name typed when the rename is answered 404, saying the entry was deleted, not by whom', async () => {
    const list = serveList([entry(1, 'BP-NEW', 'New trader'), entry(2, 'BP-OLD', 'Old trader')]);
    server.use(http.put(apiUrl(apiPaths.masterDataCode), gone));
    const { user, router } = renderApp({ route: '/masterdata' });
    await user.click(await screen.findByRole('button', { name: 'Rename BP-NEW' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    list.codes = list.codes.filter((code) => code.id !== 1);
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The refused Save reads the list again, which no longer has the entry.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rename BP-NEW' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'BP-NEW is no longer in the list: it was deleted, so the name cannot be saved.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(name).toHaveValue('New trader 2');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText(/another user/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const discard = await screen.findByRole('button', { name: /Discard|Yes/ });
    await user.click(discard);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/masterdata');
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's words above the table when retiring it is answered 404", async () => {
    const list = serveList([entry(1, 'BP-NEW', 'New trader')]);
    server.use(http.post(apiUrl(apiPaths.masterDataAction), gone));
    const { user, router } = renderApp({ route: '/masterdata' });
    const retire = await screen.findByRole('button', { name: 'Retire BP-NEW' }, { timeout: 15_000 });
    list.codes = [];
    await user.click(retire);
    expect(await screen.findByText(masterDataMessages.notFound)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/masterdata');
  });
});

describe('the master data page, when the editor right is taken while the rename dialog is open', () => {
  it("keeps the dialog with the name typed and the server's refusal, and calls nothing deleted", async () => {
    const data = { codes: [entry(1, '10YCH-SWISSGRIDZ', 'Switzerland')], history: [], mayChange: true };
    server.use(
      http.get(apiUrl(apiPaths.masterData), () => HttpResponse.json(data satisfies MasterData)),
      http.put(apiUrl(apiPaths.masterDataCode), () =>
        HttpResponse.json({ errorMessage: masterDataMessages.notAnEditor }, { status: 403 }),
      ),
    );
    const { user, router } = renderApp({ route: '/masterdata' });
    await user.click(await screen.findByRole('button', { name: 'Rename 10YCH-SWISSGRIDZ' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    data.mayChange = false;
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Schweiz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The refused Save reads the list again, which now withholds the table's actions.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retire 10YCH-SWISSGRIDZ' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(masterDataMessages.notAnEditor);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(name).toHaveValue('Schweiz');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText(/no longer in the list/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/masterdata');
  });
});

describe('the master data page by keyboard', () => {
  it("asks before a delete with the focus on Cancel: Enter or Escape keeps the code and goes back to the row's Delete", async () => {
    serveList([entry(1, 'BP-NEW', 'New trader')]);
    let deletes = 0;
    server.use(
      http.post(apiUrl(apiPaths.masterDataAction), () => {
        deletes += 1;
        return HttpResponse.json({ version: 2 });
      }),
    );
    const { user } = renderApp({ route: '/masterdata' });
    const rowDelete = await screen.findByRole('button', { name: 'Delete BP-NEW' }, { timeout: 15_000 });
    for (const keep of ['{Enter}', '{Escape}']) {
      act(() => rowDelete.focus());
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.keyboard(keep);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
      await waitFor(() => expect(rowDelete).toHaveFocus());
    }
    expect(deletes).toBe(0);
  });
});

describe('the master data page with a code typed but not added', () => {
  it('asks before another organisation is chosen, whose list the code would be added to', async () => {
    serveList([entry(1, 'BP-NEW', 'New trader')]);
    const { user } = renderApp({ route: '/masterdata' });
    const form = await screen.findByRole('form', { name: 'Add a code' }, { timeout: 15_000 });
    await user.type(within(form).getByRole('textbox', { name: /Code/ }), 'BP-TYPED');
    const organisation = screen.getByRole('combobox', { name: 'Organisation' });
    const chosen = (organisation as HTMLInputElement).value;

    await user.click(organisation);
    const others = screen.getAllByRole('option').filter((option) => option.textContent !== chosen);
    await user.click(others[0]!);

    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(organisation).toHaveValue(chosen);
    expect(within(form).getByRole('textbox', { name: /Code/ })).toHaveValue('BP-TYPED');

    // Discarded, the code is gone with the switch: it is not there to be added to the other organisation.
    await user.click(organisation);
    await user.click(screen.getAllByRole('option').filter((option) => option.textContent !== chosen)[0]!);
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(organisation).not.toHaveValue(chosen));
    const next = await screen.findByRole('form', { name: 'Add a code' }, { timeout: 15_000 });
    await waitFor(() => expect(within(next).getByRole('textbox', { name: /Code/ })).toHaveValue(''));
  });
});

/**
 * Adds Trader ID BP-ADDED, its Name left by Enter or by a click on Add: said, and the form empty again
 * for the next code, which Code takes the focus for.
 */
async function addTrader(submit: 'Enter' | 'click') {
  const list = serveList([entry(1, 'BP-NEW', 'New trader')]);
  let adds = 0;
  server.use(
    http.post(apiUrl(apiPaths.masterData), async ({ request }) => {
      adds += 1;
      const body = (await request.json()) as { code: string; name: string };
      list.codes = [...list.codes, entry(2, body.code, body.name)];
      return HttpResponse.json({ id: 2 });
    }),
  );
  const { user } = renderApp({ route: '/masterdata' });
  const form = await screen.findByRole('form', { name: 'Add a code' }, { timeout: 15_000 });
  await user.click(within(form).getByRole('combobox', { name: /Kind/ }));
  await user.click(screen.getByRole('option', { name: 'Trader ID' }));
  await user.type(within(form).getByRole('textbox', { name: /Code/ }), 'BP-ADDED');
  await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Added trader');
  if (submit === 'Enter') await user.keyboard('{Enter}');
  else await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(await within(form).findByText('Trader ID BP-ADDED was added.')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /Code/ })).toHaveFocus());
  expect(within(form).getByRole('textbox', { name: /Code/ })).toHaveValue('');
  return { user, form, adds: () => adds };
}

describe('adding a code on the master data page', () => {
  it('says it was added and takes the focus to Code for the next one, whatever had it', async () => {
    await addTrader('click');
  });
});

describe('the add form just emptied by an add', () => {
  it('leaves the outcome when Enter is pressed again, and refuses as ever once something is typed', async () => {
    const { user, form, adds } = await addTrader('Enter');
    // Enter held down, or pressed again to be sure: the add stands as said, with nothing refused.
    await user.keyboard('{Enter}');
    expect(within(form).getByText('Trader ID BP-ADDED was added.')).toBeInTheDocument();
    expect(within(form).queryByText(masterDataRules.TRADER.message)).not.toBeInTheDocument();
    expect(within(form).queryByText(masterDataMessages.nameRequired)).not.toBeInTheDocument();

    await user.keyboard('BP-NEXT{Enter}');
    expect(await within(form).findByText(masterDataMessages.nameRequired)).toBeInTheDocument();
    expect(within(form).queryByText('Trader ID BP-ADDED was added.')).not.toBeInTheDocument();
    expect(adds()).toBe(1);
  });

  it('refuses an empty code once another kind is chosen', async () => {
    const { user, form, adds } = await addTrader('Enter');
    await user.click(within(form).getByRole('combobox', { name: /Kind/ }));
    await user.click(screen.getByRole('option', { name: 'LEI' }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(masterDataRules.LEI.message)).toBeInTheDocument();
    expect(within(form).queryByText('Trader ID BP-ADDED was added.')).not.toBeInTheDocument();
    expect(adds()).toBe(1);
  });
});

describe('the master data page, when the server cannot be reached', () => {
  it('keeps the rename dialog with the name typed and says why, not only that it failed', async () => {
    serveList([entry(1, 'BP-NEW', 'New trader')]);
    server.use(http.put(apiUrl(apiPaths.masterDataCode), () => HttpResponse.error()));
    const { user } = renderApp({ route: '/masterdata' });
    await user.click(await screen.findByRole('button', { name: 'Rename BP-NEW' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(
        'The server could not be reached. What you entered is still here: please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(name).toHaveValue('New trader 2');
    // Said once, in the dialog, not a second time in the page's messages behind it.
    expect(screen.getAllByText(/^The server could not be reached\./)).toHaveLength(1);
  });

  it("keeps a rename's 408 in its dialog, with the name typed: a change's timeout stays with the change", async () => {
    serveList([entry(1, 'BP-NEW', 'New trader')]);
    server.use(
      http.put(apiUrl(apiPaths.masterDataCode), () =>
        HttpResponse.json({ errorMessage: 'Request timed out.' }, { status: 408 }),
      ),
    );
    const { user, router } = renderApp({ route: '/masterdata' });
    await user.click(await screen.findByRole('button', { name: 'Rename BP-NEW' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Request timed out.')).toBeInTheDocument();
    expect(name).toHaveValue('New trader 2');
    expect(router.state.location.pathname).toBe('/masterdata');
  });

  it('says why a retire did not happen', async () => {
    serveList([entry(1, 'BP-NEW', 'New trader')]);
    server.use(http.post(apiUrl(apiPaths.masterDataAction), () => HttpResponse.error()));
    const { user } = renderApp({ route: '/masterdata' });
    await user.click(await screen.findByRole('button', { name: 'Retire BP-NEW' }, { timeout: 15_000 }));
    expect(await screen.findByText(/^The server could not be reached\./)).toBeInTheDocument();
  });
});

describe('the master data page, shown again', () => {
  it('lists what a colleague added meanwhile: the list is read afresh, not taken from the cache', async () => {
    const list = serveList([entry(1, 'BP-NEW', 'New trader')]);
    const { router } = renderApp({ route: '/masterdata' });
    await screen.findByRole('button', { name: 'Rename BP-NEW' }, { timeout: 15_000 });
    await act(() => router.navigate('/help/welcome'));
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    list.codes = [...list.codes, entry(2, 'BP-COLLEAGUE', 'Added by a colleague')];
    await act(() => router.navigate('/masterdata'));
    expect(await screen.findByRole('button', { name: 'Rename BP-COLLEAGUE' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
