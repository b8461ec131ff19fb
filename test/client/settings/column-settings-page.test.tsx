import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { apiPaths, fillPath } from '@shared/api-paths';
import {
  catalogueColumnLabel,
  COLUMN_SETTINGS_STALE_MESSAGE,
  defaultColumnSettings,
} from '@shared/contract/column-settings';
import { DRAFT_RESTORED_AFTER_FAILURE_MESSAGE, DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { columnSettingsStore, mockColleagueColumns } from '@test/mocks/handlers/column-settings';
import { server } from '@test/mocks/server';
import { signInAgain } from '@test/client/sign-in-again';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';
import { layOutPickList, press, recordAnnouncements } from './pick-list-steps';

const DEFAULTS_WARNING = '"Save Changes" now if you wish to replace your current settings with the system defaults.';
const COLLEAGUE_WARNING = '"Save Changes" now if you wish to adopt the settings of user "Colin Meyer"';
const label = (column: string) => catalogueColumnLabel('remitt1', column);
const remitt1Defaults = defaultColumnSettings('remitt1');

// The lazily loaded settings area and dnd-kit in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

async function renderSettings(search = '?documentType=REMIT_TABLE_1') {
  const rendered = renderApp({ route: `/settings/datatable/customize${search}` });
  await screen.findByRole('region', { name: 'Selected Columns' }, { timeout: 15_000 });
  return rendered;
}

const list = (name: 'Selected Columns' | 'Hidden Columns') =>
  within(screen.getByRole('region', { name })).getByRole('list');
/** The column labels of a list, in order. */
const columnsIn = (name: 'Selected Columns' | 'Hidden Columns') =>
  within(list(name))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[aria-roledescription="sortable"]')?.getAttribute('aria-label'));
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
const handleOf = (column: string) => screen.getByRole('button', { name: label(column) });

/** Picks another organisation than the one chosen in the top bar; answers the bar's field and what it held. */
async function chooseAnotherOrganisation(user: ReturnType<typeof renderApp>['user']) {
  const organisation = screen.getByRole('combobox', { name: 'Organisation' });
  const chosen = (organisation as HTMLInputElement).value;
  await user.click(organisation);
  const organisations = within(await screen.findByRole('listbox')).getAllByRole('option');
  await user.click(organisations.filter((option) => option.textContent !== chosen)[0]!);
  return { organisation, chosen };
}

describe('personal column settings page', () => {
  it('shows the controls, the help text and the saved settings, with Save disabled', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeEnabled();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Load Defaults' })).toBeEnabled();
    const users = screen.getByRole('combobox', { name: 'Load settings from user' });
    await waitFor(() => expect(users).toBeEnabled());
    expect(
      within(users)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose user', 'Colin Meyer']);
    expect(
      screen.getByText(
        /Drag a column to the left to display it, up or down to reorder it, and to the right to remove it\./,
      ),
    ).toHaveTextContent('Always press "Save Changes"');
    expect(columnsIn('Selected Columns')).toEqual(remitt1Defaults.activeColumns.map(label));
    expect(columnsIn('Hidden Columns')).toEqual(remitt1Defaults.inactiveColumns.map(label));
  });

  it('enables Save after a move, saves the shown columns, says so and disables Save again', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    expect(columnsIn('Hidden Columns')).toContain(label('uti'));
    expect(saveButton()).toBeEnabled();

    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(columnSettingsStore.saved.get('analyst:11:remitt1')).toEqual(
      remitt1Defaults.activeColumns.filter((name) => name !== 'uti'),
    );
  });

  it('sends the version it was loaded at, and shows the refusal when another tab saved since; its own second save goes through', async () => {
    const { user } = await renderSettings();
    // Another tab saves meanwhile.
    columnSettingsStore.saved.set('analyst:11:remitt1', ['state']);
    columnSettingsStore.versions.set('analyst:11:remitt1', 1);
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    await user.click(saveButton());
    // The Reload beside it says what it does to the choices made here.
    expect(await screen.findByText(`${COLUMN_SETTINGS_STALE_MESSAGE} Reloading drops your edits.`)).toBeInTheDocument();
    expect(columnSettingsStore.saved.get('analyst:11:remitt1')).toEqual(['state']);
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();

    // Reload shows what the other tab saved; a save from there goes through.
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(columnsIn('Selected Columns')).toEqual([label('state')]));
    expect(screen.queryByText(COLUMN_SETTINGS_STALE_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Show ${label('uti')}` }));
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(columnSettingsStore.saved.get('analyst:11:remitt1')).toEqual(['state', 'uti']);
  });

  it('starts from the settings as saved now when shown again, not from those the cache held: another tab saved since', async () => {
    const { router, user } = await renderSettings();
    expect(columnsIn('Selected Columns')).toEqual(remitt1Defaults.activeColumns.map(label));
    await act(() => router.navigate('/help/welcome'));
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    // Another tab saves meanwhile.
    columnSettingsStore.saved.set('analyst:11:remitt1', ['state']);
    columnSettingsStore.versions.set('analyst:11:remitt1', 1);
    await act(() => router.navigate('/settings/datatable/customize?documentType=REMIT_TABLE_1'));
    await screen.findByRole('region', { name: 'Selected Columns' }, { timeout: 15_000 });
    await waitFor(() => expect(columnsIn('Selected Columns')).toEqual([label('state')]));
    await user.click(screen.getByRole('button', { name: `Show ${label('uti')}` }));
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(columnsIn('Selected Columns')).toEqual([label('state'), label('uti')]);
  });

  it('gives moves back after a 500 took the app to the error page, saying the server failed, not the session', async () => {
    const { user, router } = await renderSettings();
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    server.use(
      http.post(apiUrl(fillPath(apiPaths.columnSettingsPersist, { key: 'remitt1' })), () =>
        HttpResponse.json({ errorMessage: 'ERR-QA500AA' }, { status: 500 }),
      ),
    );
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    server.resetHandlers();

    await user.click(await screen.findByRole('button', { name: /Return to home page/ }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/error'));
    await act(() => router.navigate('/settings/datatable/customize?documentType=REMIT_TABLE_1'));
    expect(
      await screen.findByText(DRAFT_RESTORED_AFTER_FAILURE_MESSAGE, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
    expect(columnsIn('Hidden Columns')).toContain(label('uti'));
  });

  it('keeps moves not saved when the session ends, and gives them back after signing in again, to be saved', async () => {
    const { user, router } = await renderSettings();
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    // The session ends on the server: the save meets a 401.
    mockSession.logOut();
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await signInAgain(user);
    expect(await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(columnsIn('Hidden Columns')).toContain(label('uti'));
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(columnSettingsStore.saved.get('analyst:11:remitt1')).toEqual(
      remitt1Defaults.activeColumns.filter((name) => name !== 'uti'),
    );
  });

  it('saves twice in a row from one page: the second save names the version the first returned', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Show ${label('uti')}` }));
    await user.click(saveButton());
    await waitFor(() => expect(columnSettingsStore.saved.get('analyst:11:remitt1')).toContain('uti'));
    expect(columnSettingsStore.versions.get('analyst:11:remitt1')).toBe(2);
    expect(screen.queryByText(COLUMN_SETTINGS_STALE_MESSAGE)).not.toBeInTheDocument();
  });

  it('enables Save after a reorder with the move buttons, and keeps the focus on the moved column', async () => {
    const { user } = await renderSettings();
    const second = remitt1Defaults.activeColumns[1]!;
    await user.click(screen.getByRole('button', { name: `Move ${label(second)} up` }));
    expect(columnsIn('Selected Columns').slice(0, 2)).toEqual([label(second), label('uti')]);
    // At the top its up button is disabled, so the column itself keeps the focus.
    expect(handleOf(second)).toHaveFocus();
    expect(saveButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: `Show ${label('traderId')}` }));
    expect(columnsIn('Selected Columns').at(-1)).toBe(label('traderId'));
    expect(handleOf('traderId')).toHaveFocus();
  });

  it('previews the defaults with its warning and enables Save even when nothing differs', async () => {
    const { user } = await renderSettings();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Load Defaults' }));
    expect(await screen.findByText(DEFAULTS_WARNING)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(screen.queryByText(DEFAULTS_WARNING)).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('keeps the focus on Load Defaults, and takes the focus Save Changes drops as it disables itself to its outcome', async () => {
    const { user } = await renderSettings();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, then answered by the usual handler.
    server.use(http.get(apiUrl(apiPaths.columnSettingsDefault), () => held));
    const loadDefaults = screen.getByRole('button', { name: 'Load Defaults' });
    act(() => loadDefaults.focus());
    await user.keyboard('{Enter}');
    // Unavailable while the defaults come, not disabled: a disabled button would throw the focus away.
    await waitFor(() => expect(loadDefaults).toHaveAttribute('aria-disabled', 'true'));
    expect(loadDefaults).not.toBeDisabled();
    expect(loadDefaults).toHaveFocus();
    release();
    expect(await screen.findByText(DEFAULTS_WARNING)).toBeInTheDocument();
    expect(loadDefaults).toHaveFocus();
    expect(loadDefaults).not.toHaveAttribute('aria-disabled');
    act(() => saveButton().focus());
    await user.keyboard('{Enter}');
    const saved = await screen.findByText('Settings saved.');
    await waitFor(() => expect(saved.closest('[role="status"]')).toHaveFocus());
  });

  it('drops defaults answered after another organisation was chosen: a save would adopt them there', async () => {
    const { user } = await renderSettings();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(apiUrl(apiPaths.columnSettingsDefault), () => held));
    await user.click(screen.getByRole('button', { name: 'Load Defaults' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Load Defaults' })).toHaveAttribute('aria-disabled', 'true'),
    );

    // Nothing moved yet, so nothing asks: the other organisation's settings open at once.
    const { organisation, chosen } = await chooseAnotherOrganisation(user);
    await waitFor(() => expect(organisation).not.toHaveValue(chosen));
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Load Defaults' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(screen.queryByText(DEFAULTS_WARNING)).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("leaves another organisation's settings as they are when a save made before the switch is answered", async () => {
    const { user } = await renderSettings();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(apiUrl(apiPaths.columnSettingsPersist), () => held));
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    await user.click(saveButton());

    const { organisation, chosen } = await chooseAnotherOrganisation(user);
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(organisation).not.toHaveValue(chosen));
    await waitFor(() => expect(columnsIn('Selected Columns')).toContain(label('uti')));
    release();
    // Saved for the organisation it was made in; its answer then has a moment to arrive.
    await waitFor(() =>
      expect([...columnSettingsStore.saved.keys()].filter((scope) => !scope.startsWith('colleague:'))).toHaveLength(1),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
    expect(columnsIn('Selected Columns')).toContain(label('uti'));
  });

  it("previews another user's settings with the user's name, and adopts them only on save", async () => {
    const { user } = await renderSettings();
    const users = screen.getByRole('combobox', { name: 'Load settings from user' });
    await waitFor(() => expect(users).toBeEnabled());
    await user.selectOptions(users, 'Colin Meyer');
    expect(await screen.findByText(COLLEAGUE_WARNING)).toBeInTheDocument();
    expect(columnsIn('Selected Columns')).toEqual(mockColleagueColumns.map(label));
    expect(saveButton()).toBeEnabled();
    expect(columnSettingsStore.saved.has('analyst:11:remitt1')).toBe(false);

    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(columnSettingsStore.saved.get('analyst:11:remitt1')).toEqual(mockColleagueColumns);
    expect(users).toHaveValue('');
  });

  it('says on the page when the chosen colleague was removed meanwhile, keeping the moves, and drops them from the list', async () => {
    const { user, router } = await renderSettings();
    const users = screen.getByRole('combobox', { name: 'Load settings from user' });
    await waitFor(() => expect(users).toBeEnabled());
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    // An administrator removes the colleague from the organisation.
    columnSettingsStore.saved.delete(`colleague:11:remitt1`);
    server.use(
      http.get(apiUrl(apiPaths.columnSettings), ({ request }) =>
        new URL(request.url).searchParams.has('userId')
          ? HttpResponse.json({ errorMessage: 'User not found.' }, { status: 404 })
          : undefined,
      ),
    );

    await user.selectOptions(users, 'Colin Meyer');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
    expect(router.state.location.pathname).toBe('/settings/datatable/customize');
    expect(columnsIn('Hidden Columns')).toContain(label('uti'));
    expect(saveButton()).toBeEnabled();
    await waitFor(() => expect(within(users).queryByRole('option', { name: 'Colin Meyer' })).not.toBeInTheDocument());
  });

  it("gives another user's previewed settings back after the session ended, with the preview's warning", async () => {
    const { user, router } = await renderSettings();
    const users = screen.getByRole('combobox', { name: 'Load settings from user' });
    await waitFor(() => expect(users).toBeEnabled());
    await user.selectOptions(users, 'Colin Meyer');
    expect(await screen.findByText(COLLEAGUE_WARNING)).toBeInTheDocument();
    mockSession.logOut();
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await signInAgain(user);
    const note = await screen.findByText((text) => text.startsWith(DRAFT_RESTORED_MESSAGE), undefined, {
      timeout: 15_000,
    });
    // Still said: saving adopts a colleague's settings.
    expect(note).toHaveTextContent(COLLEAGUE_WARNING);
    expect(columnsIn('Selected Columns')).toEqual(mockColleagueColumns.map(label));
    const colleagues = screen.getByRole('combobox', { name: 'Load settings from user' });
    expect(within(colleagues).getByRole<HTMLOptionElement>('option', { name: 'Colin Meyer' }).selected).toBe(true);
  });

  it('disables the user list when the server returns no users', async () => {
    await renderSettings('?documentType=ECM');
    expect(columnsIn('Selected Columns')).toEqual(
      defaultColumnSettings('ecm').activeColumns.map((name) => catalogueColumnLabel('ecm', name)),
    );
    expect(screen.getByRole('combobox', { name: 'Load settings from user' })).toBeDisabled();
  });

  it("shows the save failure's message and keeps Save enabled", async () => {
    server.use(
      http.post(apiUrl(fillPath(apiPaths.columnSettingsPersist, { key: 'remitt1' })), () =>
        HttpResponse.json({ errorMessage: 'The settings store is read-only today.' }, { status: 503 }),
      ),
    );
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    await user.click(saveButton());
    expect(await screen.findByText('The settings store is read-only today.')).toBeInTheDocument();
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('offers no Save while the selection is empty', async () => {
    const { user } = await renderSettings('?documentType=FUNDAMENTALS');
    for (const column of defaultColumnSettings('remitfund').activeColumns) {
      await user.click(screen.getByRole('button', { name: `Hide ${catalogueColumnLabel('remitfund', column)}` }));
    }
    expect(columnsIn('Selected Columns')).toEqual([]);
    expect(screen.getByText('Select at least one column.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('sends the user back for an unknown documentType: to ocm when given, else to the start', async () => {
    const first = renderApp({ route: '/settings/datatable/customize?documentType=MIFID&ocm=%2Fhelp%2Fsupport' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/help/support'), { timeout: 15_000 });
    first.unmount();

    const second = renderApp({ route: '/settings/datatable/customize?documentType=remitt1' });
    await waitFor(() => expect(second.router.state.location.pathname).not.toBe('/settings/datatable/customize'), {
      timeout: 15_000,
    });
    expect(screen.queryByRole('region', { name: 'Selected Columns' })).not.toBeInTheDocument();
  });

  it('Go Back returns to the page named by ocm, filters included', async () => {
    const { user, router } = await renderSettings('?documentType=REMIT_TABLE_1&ocm=%2Fhelp%2Fsupport%3Fpage%3D2');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/support'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('Go Back goes to the start when ocm names another site, a backslash for its second slash', async () => {
    const { user, router } = await renderSettings('?documentType=REMIT_TABLE_1&ocm=%2F%5Cevil.example');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  });
});

describe('moves not saved yet', () => {
  /** Hides a column, asks to go back, keeps editing: the page and its move are still there. */
  async function hideUtiThenGoBackAndKeepEditing(
    user: ReturnType<typeof renderApp>['user'],
    router: ReturnType<typeof renderApp>['router'],
  ) {
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/settings/datatable/customize');
    expect(columnsIn('Hidden Columns')).toContain(label('uti'));
  }

  it('Go Back asks before dropping them; once saved it goes at once', async () => {
    const { user, router } = await renderSettings('?documentType=REMIT_TABLE_1&ocm=%2Fhelp%2Fsupport');
    await hideUtiThenGoBackAndKeepEditing(user, router);

    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/support'));
  });

  it('Go Back of a page opened as the first of its tab asks too, then goes on to the start page', async () => {
    const { user, router } = await renderSettings();
    await hideUtiThenGoBackAndKeepEditing(user, router);

    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  });

  it("another grid's settings on the same page ask first too", async () => {
    const { user, router } = await renderSettings();
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));

    await act(() => router.navigate('/settings/datatable/customize?documentType=REMIT_TABLE_2'));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?documentType=REMIT_TABLE_1');
    expect(columnsIn('Hidden Columns')).toContain(label('uti'));
  });

  it('another organisation asks first: the moves belong to the settings of the one chosen', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: `Hide ${label('uti')}` }));
    const { organisation, chosen } = await chooseAnotherOrganisation(user);
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(organisation).toHaveValue(chosen);
    expect(columnsIn('Hidden Columns')).toContain(label('uti'));
  });
});

describe('the pick list by keyboard', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutPickList();
  });
  afterEach(() => restore());

  it('reorders within the selected list with Space, arrows and Space, and announces each step', async () => {
    await renderSettings();
    const announcements = recordAnnouncements();
    const handle = handleOf('uti');
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await press(handle, 'Space');
    await waitFor(() =>
      expect(columnsIn('Selected Columns').slice(0, 2)).toEqual([label('contractName'), label('uti')]),
    );
    announcements.stop();
    const count = remitt1Defaults.activeColumns.length;
    expect(announcements.said).toEqual(
      expect.arrayContaining([
        `Picked up UTI, position 1 of ${count} in Selected Columns.`,
        `UTI is over position 2 of ${count} in Selected Columns.`,
        'UTI was dropped at position 2 in Selected Columns.',
      ]),
    );
    expect(saveButton()).toBeEnabled();
  });

  it('moves a column to the hidden list with the right arrow', async () => {
    await renderSettings();
    const handle = handleOf('uti');
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowRight');
    await press(document.activeElement ?? handle, 'Space');
    await waitFor(() => expect(columnsIn('Hidden Columns')).toContain(label('uti')));
    expect(columnsIn('Selected Columns')).not.toContain(label('uti'));
    expect(saveButton()).toBeEnabled();
  });

  it('leaves Save disabled after a drop in place or Escape', async () => {
    await renderSettings();
    const handle = handleOf('uti');
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'Space');
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await press(document.activeElement ?? handle, 'Escape');
    await waitFor(() => expect(screen.getByText(/Moving UTI was cancelled/)).toBeInTheDocument());
    expect(columnsIn('Selected Columns')).toEqual(remitt1Defaults.activeColumns.map(label));
    expect(saveButton()).toBeDisabled();
  });
});
