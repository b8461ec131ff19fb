import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { problemSolvingApi } from '@client/api/problem-solving-api';
import { dateBoundsMessage } from '@shared/contract/bounds';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { PREFERENCES_CHANNEL_NAME } from '@client/preferences/preferences-saved-elsewhere';
import { hasUnsavedChanges } from '@client/components/form/unsaved-changes';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { mockSession } from '@test/mocks/mock-session';
import { endSessionBefore, signInAgain } from '@test/client/sign-in-again';
import { menuLinkAway } from '@test/client/menu-link-away';
import { fireEvent, renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

/** The day picker's own input: it holds the date as the field shows it, in the user's format. */
const dayInput = () => screen.getByLabelText<HTMLInputElement>(/^Day/, { selector: 'input' });
/** A whole date typed into the day picker (its sections, as a keyboard fills them). */
const typeDay = (shown: string) => fireEvent.change(dayInput(), { target: { value: shown } });

/** The administration page, where the admin adds Saint Joseph's day (19/03/27) by Enter. */
async function openAndAddSaintJoseph() {
  mockSession.logIn('admin');
  const { user } = renderApp({ route: '/admin' });
  const table = await screen.findByRole('table', { name: 'Holiday calendar' }, { timeout: 15_000 });
  typeDay('19/03/27');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Saint Joseph{Enter}');
  await waitFor(() => expect(within(table).getByText('Saint Joseph')).toBeInTheDocument());
  return { user, table };
}

describe('the holiday calendar on the administration page', () => {
  it('lists the days, adds one after saying what is missing, and removes one', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administration' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Holiday calendar' });
    await waitFor(() => expect(within(table).getByText('Christmas Day')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(screen.getByText('Please give the day.')).toBeInTheDocument();
    expect(screen.getByText('Please name the holiday.')).toBeInTheDocument();
    // The first field with a message has the focus, so its message is read out.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /^Day/ })).toContainElement(document.activeElement as HTMLElement),
    );

    typeDay('24/12/26');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Christmas Eve');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(within(table).getByText('Christmas Eve')).toBeInTheDocument());
    // Added: said, and the form is empty again for the next day, which takes the focus.
    expect(screen.getByText('Christmas Eve, 24/12/26 is added.').closest('[role="status"]')).not.toBeNull();
    expect(dayInput()).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /^Day/ })).toContainElement(document.activeElement as HTMLElement),
    );

    // A day that is a holiday already: said on the Day field, which takes the focus.
    typeDay('25/12/26');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Office party');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('25/12/26 is already a holiday: Christmas Day.')).toBeInTheDocument();
    // The earlier add's outcome is gone: beside this refusal it would read as this add's.
    expect(screen.queryByText('Christmas Eve, 24/12/26 is added.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /^Day/ })).toContainElement(document.activeElement as HTMLElement),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    // Days in the user's date format (dd/mm/yy by default), in order.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['24/12/26', '25/12/26', '26/12/26']);

    await user.click(within(table).getByRole('button', { name: 'Remove Christmas Day, 25/12/26' }));
    await waitFor(() => expect(within(table).queryByText('Christmas Day')).not.toBeInTheDocument());
    // Its button gone with its row, the outcome has the focus, and the day can be put back at once.
    const removed = (await screen.findByText('Christmas Day, 25/12/26 is removed.')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    await waitFor(() => expect(removed).toHaveFocus());
    await user.click(within(removed).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(table).getByText('Christmas Day')).toBeInTheDocument());
    expect(await screen.findByText('Christmas Day, 25/12/26 is back in the calendar.')).toBeInTheDocument();
  });

  it('leaves the added outcome when Enter is pressed again on the emptied form, and refuses once something is typed', async () => {
    let adds = 0;
    server.use(
      http.post(apiUrl(apiPaths.holidays), () => {
        adds += 1;
        return undefined;
      }),
    );
    const { user } = await openAndAddSaintJoseph();
    const dayGroup = screen.getByRole('group', { name: /^Day/ });
    await waitFor(() => expect(dayGroup).toContainElement(document.activeElement as HTMLElement));

    // Enter held down, or pressed again to be sure: the add stands as said, with nothing refused.
    await user.keyboard('{Enter}');
    expect(screen.getByText('Saint Joseph, 19/03/27 is added.')).toBeInTheDocument();
    expect(screen.queryByText('Please give the day.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please name the holiday.')).not.toBeInTheDocument();

    // A digit typed into the day (which holds no date yet): a submit of the form again, refused as ever.
    await user.click(within(dayGroup).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('2{Enter}');
    expect(await screen.findByText('Please give the day.')).toBeInTheDocument();
    expect(screen.getByText('Please name the holiday.')).toBeInTheDocument();
    expect(screen.queryByText('Saint Joseph, 19/03/27 is added.')).not.toBeInTheDocument();
    expect(adds).toBe(1);
  });

  it('writes its outcome, and keeps a day half typed, when the date format is saved meanwhile in another tab', async () => {
    const { user, table } = await openAndAddSaintJoseph();
    expect(screen.getByText('Saint Joseph, 19/03/27 is added.')).toBeInTheDocument();
    const dayGroup = screen.getByRole('group', { name: /^Day/ });
    await user.click(within(dayGroup).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('15');
    await waitFor(() => expect(dayInput().value).toMatch(/^15\//));

    const otherTab = new BroadcastChannel(PREFERENCES_CHANNEL_NAME);
    try {
      mockPreferences.current = { ...mockPreferences.current, dateFormat: 'yyyy-mm-dd', version: 1 };
      otherTab.postMessage('saved');
      // The outcome is of a day, written as the list beside it now writes days.
      expect(
        await screen.findByText('Saint Joseph, 2027-03-19 is added.', undefined, { timeout: 10_000 }),
      ).toBeVisible();
    } finally {
      otherTab.close();
    }
    expect(within(table).getByText('2027-03-19')).toBeInTheDocument();
    // The day typed so far is not wiped: it is finished in the format it was begun in, and drawn in the
    // new one once the field is left.
    expect(dayInput().value).toMatch(/^15\//);
    await user.keyboard('0327');
    expect(dayInput()).toHaveValue('15/03/27');
    await user.tab();
    await waitFor(() => expect(dayInput()).toHaveValue('2027-03-15'));
  });

  it('asks before a typed day that was not added is lost by leaving the page, not by switching organisation', async () => {
    mockSession.logIn('admin');
    const { user, router } = renderApp({ route: '/admin' });
    await screen.findByRole('table', { name: 'Holiday calendar' }, { timeout: 15_000 });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Christmas Eve');
    // The calendar is every organisation's: another organisation keeps it as typed.
    expect(hasUnsavedChanges()).toBe(false);

    await user.click(menuLinkAway());
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Christmas Eve');

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(menuLinkAway());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('keeps a day typed and not added when the session ends, and gives it back after signing in again', async () => {
    mockSession.logIn('admin');
    const { user, router } = renderApp({ route: '/admin' });
    await screen.findByRole('table', { name: 'Holiday calendar' }, { timeout: 15_000 });
    typeDay('24/12/26');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Christmas Eve');
    endSessionBefore('post', apiPaths.holidays);
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await signInAgain(user, 'admin');
    expect(await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(dayInput()).toHaveValue('24/12/26');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Christmas Eve');
  });

  it('says a day of a year the server does not take is out of bounds, not invalid (yyyy-mm-dd)', async () => {
    mockPreferences.current = { ...defaultPreferences, dateFormat: 'yyyy-mm-dd', version: 1 };
    mockSession.logIn('admin');
    renderApp({ route: '/admin' });
    const table = await screen.findByRole('table', { name: 'Holiday calendar' }, { timeout: 15_000 });
    // The admin's format has come: the list shows its days in it.
    expect(await within(table).findAllByText(/^\d{4}-12-25$/)).not.toHaveLength(0);
    typeDay('9999-12-31');
    expect(await screen.findByText(dateBoundsMessage('Day'))).toBeInTheDocument();
    expect(screen.queryByText("Invalid date for 'Day'.")).not.toBeInTheDocument();
    // The day shown is not the one the form holds: the calendar button names none as selected.
    expect(screen.getByRole('button', { name: /^Choose date/ })).toHaveAccessibleName('Choose date');
  });

  it('is not shown to a user who is no administrator', async () => {
    renderApp({ route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).not.toHaveTextContent(
      'Administration',
    );
    expect(screen.queryByRole('table', { name: 'Holiday calendar' })).not.toBeInTheDocument();
  });

  it('reads the calendar afresh when shown again after a reading failed', async () => {
    let serverDown = false;
    let reads = 0;
    server.use(
      http.get(apiUrl(apiPaths.holidays), () => {
        reads += 1;
        return serverDown ? new HttpResponse(null, { status: 503 }) : undefined;
      }),
    );
    mockSession.logIn('admin');
    const { router, store } = renderApp({ route: '/admin' });
    await screen.findByRole('table', { name: 'Holiday calendar' }, { timeout: 15_000 });
    serverDown = true;
    // What an add or remove does: the list is read again, while the server is down.
    act(() => void store.dispatch(problemSolvingApi.util.invalidateTags(['Holidays'])));
    expect(
      await screen.findByText('The holiday calendar could not be loaded.', { exact: false }, { timeout: 15_000 }),
    ).toBeInTheDocument();

    serverDown = false;
    await act(() => router.navigate('/help/welcome'));
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    const readsBefore = reads;
    await act(() => router.navigate('/admin'));
    const table = await screen.findByRole('table', { name: 'Holiday calendar' }, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getByText('Christmas Day')).toBeInTheDocument());
    expect(reads).toBe(readsBefore + 1);
    expect(screen.queryByText('The holiday calendar could not be loaded.', { exact: false })).not.toBeInTheDocument();
  });
});
