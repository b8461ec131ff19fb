import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { hasUnsavedChanges } from '@client/components/form/unsaved-changes';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { menuLinkAway } from '@test/client/menu-link-away';
import { mockPreferences, mockSessions } from '@test/mocks/handlers/preferences';
import { mockSession } from '@test/mocks/mock-session';
import { endSessionBefore, signInAgain } from '@test/client/sign-in-again';
import { act, fireEvent, renderApp, screen, waitFor, within } from '@test/render-with-providers';
import { server } from '@test/mocks/server';

// A lazily loaded area in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

async function openPreferences() {
  mockSession.logIn('analyst');
  const rendered = renderApp({ route: '/preferences' });
  await screen.findByRole('heading', { level: 1, name: 'Preferences' }, { timeout: 15_000 });
  return rendered;
}

/** The preferences with 'Another zone' picked, and a spy on every save sent. */
async function openAnotherZone() {
  const { user } = await openPreferences();
  const display = screen.getByRole('region', { name: 'Display' });
  await user.click(within(display).getByRole('radio', { name: 'Another zone' }));
  const zone = within(display).getByRole('combobox', { name: 'Zone' });
  const saving = jest.fn();
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === apiPaths.preferences) saving();
  });
  return { user, display, zone, saving };
}

describe('the preferences page', () => {
  it('saves a zone picked from the list and a date format; the preview and the page follow at once', async () => {
    const { user } = await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    expect(within(display).getByRole('radio', { name: 'UTC' })).toBeChecked();
    await user.click(within(display).getByRole('radio', { name: 'Another zone' }));
    const zone = within(display).getByRole('combobox', { name: 'Zone' });
    await user.clear(zone);
    await user.type(zone, 'Tokyo');
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await user.click(within(display).getByRole('radio', { name: 'yyyy-mm-dd' }));
    expect(
      within(display).getByText(/^A moment reads: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT\+9$/),
    ).toBeInTheDocument();
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    expect(
      await within(display).findByText('Your preferences were saved. Every page now uses them.'),
    ).toBeInTheDocument();
    expect(mockPreferences.current).toMatchObject({ timeZone: 'Asia/Tokyo', dateFormat: 'yyyy-mm-dd', version: 1 });
    // The session list on the same page is written in the new zone.
    const sessions = screen.getByRole('table', { name: 'Your sessions' });
    await waitFor(() => expect(within(sessions).getByText('2026-11-26 18:30:00 GMT+9')).toBeInTheDocument());
    // Changed again, the form is no longer what was saved: the message goes.
    await user.click(within(display).getByRole('radio', { name: 'dd/mm/yy' }));
    expect(within(display).queryByText(/were saved/)).not.toBeInTheDocument();
  });

  it('saves once when Save is clicked twice before the page renders again', async () => {
    await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    const puts: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') puts.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      fireEvent.click(within(display).getByRole('radio', { name: 'yyyy-mm-dd' }));
      const save = within(display).getByRole('button', { name: 'Save preferences' });
      // Both clicks land in one act, as a fast double click lands before React renders the disabled button.
      act(() => {
        save.click();
        save.click();
      });
      expect(
        await within(display).findByText('Your preferences were saved. Every page now uses them.'),
      ).toBeInTheDocument();
      expect(puts).toHaveLength(1);
      expect(mockPreferences.current).toMatchObject({ dateFormat: 'yyyy-mm-dd', version: 1 });
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('keeps the focus on Save preferences when it is pressed with the keyboard, through the save', async () => {
    const { user } = await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    await user.click(within(display).getByRole('radio', { name: 'yyyy-mm-dd' }));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, then answered by the usual handler.
    server.use(http.put(apiUrl(apiPaths.preferences), () => held));
    const save = within(display).getByRole('button', { name: 'Save preferences' });
    act(() => save.focus());
    await user.keyboard('{Enter}');
    expect(await within(display).findByRole('button', { name: 'Saving…' })).toBe(save);
    // Unavailable, not disabled: a disabled button would throw the focus to the page's top.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();
    // The second click of a double click lands on the busy button (its disabled look let the pointer
    // through to the page, which took the focus), and sends nothing more.
    await user.click(save);
    expect(save).toHaveFocus();
    release();
    expect(
      await within(display).findByText('Your preferences were saved. Every page now uses them.'),
    ).toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(mockPreferences.current.version).toBe(1);
  });

  it('finds a renamed city by its current name and a name typed with a space, as browsers list the old one', async () => {
    const { user } = await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    await user.click(within(display).getByRole('radio', { name: 'Another zone' }));
    const zone = within(display).getByRole('combobox', { name: 'Zone' });
    await user.clear(zone);
    await user.type(zone, 'kolkata');
    await user.click(await screen.findByRole('option', { name: 'Asia/Kolkata (Asia/Calcutta)' }));
    expect(zone).toHaveValue('Asia/Kolkata (Asia/Calcutta)');
    await user.clear(zone);
    await user.type(zone, 'new york');
    expect(await screen.findByRole('option', { name: 'America/New_York' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'America/New_York' }));
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    await within(display).findByText('Your preferences were saved. Every page now uses them.');
    expect(mockPreferences.current).toMatchObject({ timeZone: 'America/New_York' });
  });

  it('takes the first match of a city typed and left without picking it, rather than the zone before', async () => {
    const { user } = await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    await user.click(within(display).getByRole('radio', { name: 'Another zone' }));
    const zone = within(display).getByRole('combobox', { name: 'Zone' });
    // Opened and left without typing, the field keeps its zone.
    const before = (zone as HTMLInputElement).value;
    await user.click(zone);
    await user.click(within(display).getByText('Date format'));
    expect(zone).toHaveValue(before);
    await user.clear(zone);
    await user.type(zone, 'Tokyo');
    expect(await screen.findByRole('option', { name: 'Asia/Tokyo' })).toBeInTheDocument();
    // Straight to Save, as a user who saw the one match does.
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    await within(display).findByText('Your preferences were saved. Every page now uses them.');
    expect(mockPreferences.current).toMatchObject({ timeZone: 'Asia/Tokyo' });
    expect(zone).toHaveValue('Asia/Tokyo');
  });

  it('finds a zone pasted with spaces around it, and takes it when left without picking', async () => {
    const { user } = await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    await user.click(within(display).getByRole('radio', { name: 'Another zone' }));
    const zone = within(display).getByRole('combobox', { name: 'Zone' });
    await user.clear(zone);
    await user.click(zone);
    await user.paste('  Berlin ');
    expect(await screen.findByRole('option', { name: 'Europe/Berlin' })).toBeInTheDocument();
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    await within(display).findByText('Your preferences were saved. Every page now uses them.');
    expect(mockPreferences.current).toMatchObject({ timeZone: 'Europe/Berlin' });
  });

  it('keeps a zone typed that names none, says so on the field, and saves nothing until it is corrected', async () => {
    const { user, display, zone, saving } = await openAnotherZone();
    await user.clear(zone);
    await user.type(zone, 'Berln');
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    expect(await within(display).findByText('No zone matches "Berln". Pick one from the list.')).toBeInTheDocument();
    expect(zone).toHaveValue('Berln');
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    // Taken back to the field, whose message is read out with it.
    expect(zone).toHaveFocus();
    expect(zone).toHaveAccessibleDescription('No zone matches "Berln". Pick one from the list.');
    expect(within(display).queryByText(/were saved/)).not.toBeInTheDocument();
    expect(saving).not.toHaveBeenCalled();
    // What was typed is lost by leaving, as any other change is: leaving asks.
    await user.click(menuLinkAway());
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zone).toHaveValue('Berln');
    await user.clear(zone);
    await user.type(zone, 'Berlin');
    expect(within(display).queryByText(/No zone matches/)).not.toBeInTheDocument();
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    await within(display).findByText('Your preferences were saved. Every page now uses them.');
    expect(mockPreferences.current).toMatchObject({ timeZone: 'Europe/Berlin' });
    server.events.removeAllListeners();
  });

  it('says a Zone emptied and left needs a zone, and saves nothing, rather than storing the zone before', async () => {
    const { user, display, zone, saving } = await openAnotherZone();
    await user.clear(zone);
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    expect(await within(display).findByText('Pick a zone from the list.')).toBeInTheDocument();
    expect(zone).toHaveFocus();
    expect(within(display).getByRole('radio', { name: 'Another zone' })).toBeChecked();
    expect(within(display).queryByText(/were saved/)).not.toBeInTheDocument();
    expect(saving).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('takes the first match of a city typed when Enter is pressed on it, rather than sending the zone before', async () => {
    const { user } = await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    await user.click(within(display).getByRole('radio', { name: 'Another zone' }));
    const zone = within(display).getByRole('combobox', { name: 'Zone' });
    await user.clear(zone);
    await user.type(zone, 'Tokyo');
    expect(await screen.findByRole('option', { name: 'Asia/Tokyo' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(zone).toHaveValue('Asia/Tokyo');
    expect(within(display).getByText(/^A moment reads: .* GMT\+9$/)).toBeInTheDocument();
    // Enter picked the zone; it did not send the form with the zone before.
    expect(within(display).queryByText(/were saved/)).not.toBeInTheDocument();
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    await within(display).findByText('Your preferences were saved. Every page now uses them.');
    expect(mockPreferences.current).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });

  it("names the browser's zone by its city's current name too", async () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    // Chromium reports India's zone by its first id.
    const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: 'Asia/Calcutta' };
    });
    try {
      await openPreferences();
      const display = screen.getByRole('region', { name: 'Display' });
      expect(
        within(display).getByRole('radio', { name: "This browser's zone, Asia/Kolkata (Asia/Calcutta)" }),
      ).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });

  it('says so when the preferences were saved elsewhere meanwhile, and reloads them on request', async () => {
    const { user } = await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    // Another tab saves first.
    mockPreferences.current = { ...mockPreferences.current, dateFormat: 'yyyy-mm-dd', version: 4 };
    await user.click(within(display).getByRole('radio', { name: 'yyyy-mm-dd' }));
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    // Said once, by the warning with its Reload button, not again by the refused save.
    expect(
      await within(display).findByText(/^Your preferences were changed elsewhere \(another tab/),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(display).getAllByText(/changed elsewhere/)).toHaveLength(1));
    // And that this save was not made.
    expect(within(display).getByText(/changed elsewhere/)).toHaveTextContent(
      /after this page was opened\. The choices on this page were not saved\. Reloading drops your edits\.$/,
    );
    await user.click(await within(display).findByRole('button', { name: 'Reload' }));
    expect(within(display).getByRole('radio', { name: 'yyyy-mm-dd' })).toBeChecked();
    // The Reload button went with its warning: the keyboard goes on from the form's first field.
    await waitFor(() => expect(display.querySelector('form input')).toHaveFocus());
    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    expect(
      await within(display).findByText('Your preferences were saved. Every page now uses them.'),
    ).toBeInTheDocument();
    expect(mockPreferences.current.version).toBe(5);
  });

  it('asks before a change not saved is lost by leaving the page; a form changed back, or saved, leaves at once', async () => {
    const { user, router } = await openPreferences();
    const display = screen.getByRole('region', { name: 'Display' });
    await user.click(within(display).getByRole('radio', { name: 'yyyy-mm-dd' }));
    // The preferences are the user's in every organisation: switching organisation keeps the form.
    expect(hasUnsavedChanges()).toBe(false);

    await user.click(menuLinkAway());
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/preferences');
    expect(within(display).getByRole('radio', { name: 'yyyy-mm-dd' })).toBeChecked();

    await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
    await within(display).findByText('Your preferences were saved. Every page now uses them.');
    await user.click(within(display).getByRole('radio', { name: 'dd/mm/yy' }));
    await user.click(within(display).getByRole('radio', { name: 'yyyy-mm-dd' }));
    await user.click(menuLinkAway());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/preferences'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  describe('when the session ends before a change is saved', () => {
    async function changeAndMeetTheSessionsEnd() {
      const rendered = await openPreferences();
      const { user, router } = rendered;
      const display = screen.getByRole('region', { name: 'Display' });
      await user.click(within(display).getByRole('radio', { name: 'yyyy-mm-dd' }));
      endSessionBefore('put', apiPaths.preferences);
      await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      return rendered;
    }

    async function backWithTheDraft(user: ReturnType<typeof renderApp>['user']) {
      await signInAgain(user);
      await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 15_000 });
      return screen.getByRole('region', { name: 'Display' });
    }

    it('gives the change back after signing in again, with a note, and saves it', async () => {
      const { user, router } = await changeAndMeetTheSessionsEnd();
      const display = await backWithTheDraft(user);
      expect(router.state.location.pathname).toBe('/preferences');
      expect(within(display).getByRole('radio', { name: 'yyyy-mm-dd' })).toBeChecked();
      await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
      await within(display).findByText('Your preferences were saved. Every page now uses them.');
      expect(mockPreferences.current).toMatchObject({ dateFormat: 'yyyy-mm-dd', version: 1 });
      expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
    });

    it('gives it back when the page shows before the organisation is chosen again (a slow answer)', async () => {
      const { user } = await changeAndMeetTheSessionsEnd();
      server.use(
        http.get(apiUrl(apiPaths.selectableOrganisations), async () => {
          await delay(1_500);
          return undefined;
        }),
      );
      const display = await backWithTheDraft(user);
      expect(within(display).getByRole('radio', { name: 'yyyy-mm-dd' })).toBeChecked();
    });

    it('refuses it over a change saved elsewhere meanwhile, and says so', async () => {
      const { user } = await changeAndMeetTheSessionsEnd();
      mockPreferences.current = { ...mockPreferences.current, timeZone: 'Europe/Paris', version: 3 };
      const display = await backWithTheDraft(user);
      expect(within(display).getByRole('radio', { name: 'yyyy-mm-dd' })).toBeChecked();
      expect(within(display).getByText(/^Your preferences were changed elsewhere \(another tab/)).toBeInTheDocument();
      await user.click(within(display).getByRole('button', { name: 'Save preferences' }));
      await waitFor(() => expect(within(display).queryByRole('button', { name: 'Saving…' })).not.toBeInTheDocument());
      expect(mockPreferences.current).toMatchObject({ timeZone: 'Europe/Paris', version: 3 });
    });
  });

  it('lists the sessions by browser and address, and signs out everywhere else', async () => {
    const { user } = await openPreferences();
    const sessions = screen.getByRole('table', { name: 'Your sessions' });
    expect(await within(sessions).findByText('Chrome 131 on Linux (this session)')).toBeInTheDocument();
    expect(within(sessions).getByText('Safari 18 on iOS')).toBeInTheDocument();
    expect(within(sessions).getByText('192.0.2.10')).toBeInTheDocument();
    // An IPv6 address may break after a colon on a phone, and reads whole.
    const ipv6 = within(sessions)
      .getAllByRole('cell')
      .find((cell) => cell.textContent === '2001:db8::7');
    expect(ipv6).toBeDefined();
    expect(ipv6!.querySelectorAll('wbr')).toHaveLength(3);
    // As the server: the other sessions are gone once ended.
    let listed = mockSessions;
    server.use(
      http.get(apiUrl(apiPaths.userSessions), () => HttpResponse.json({ values: listed })),
      http.post(apiUrl(apiPaths.userSessionsEndOthers), () => {
        const ended = listed.filter((session) => !session.current).length;
        listed = listed.filter((session) => session.current);
        return HttpResponse.json({ ended });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out of 1 other session.')).toBeInTheDocument();
    // No other session left: the button is disabled under the focus, which goes to the outcome.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled());
    const outcome = screen.getByText('Signed out of 1 other session.').closest('[role="status"]');
    await waitFor(() => expect(outcome).toHaveFocus());
  });
});
