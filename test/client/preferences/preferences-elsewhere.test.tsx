import { formatMoment } from '@client/preferences/moment-format';
import { PREFERENCES_CHANNEL_NAME } from '@client/preferences/preferences-saved-elsewhere';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { mockSession } from '@test/mocks/mock-session';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

jest.setTimeout(45_000);

const noon = new Date('2026-11-26T12:00:00Z');

/** Another tab or device saves the preferences while this tab is in the background; then it is shown again. */
function savedElsewhereThenShown(change: Partial<typeof mockPreferences.current>) {
  mockPreferences.current = { ...mockPreferences.current, ...change, version: mockPreferences.current.version + 1 };
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

async function openPreferences() {
  mockSession.logIn('analyst');
  const rendered = renderApp({ route: '/preferences' });
  await screen.findByRole('heading', { level: 1, name: 'Preferences' }, { timeout: 15_000 });
  return { ...rendered, display: screen.getByRole('region', { name: 'Display' }) };
}

describe('preferences saved in another tab', () => {
  it('are read again when this tab is shown again: every page now uses them, this one included', async () => {
    mockSession.logIn('analyst');
    renderApp({ route: '/help/welcome' });
    await screen.findByRole('heading', { level: 1, name: /Welcome/ }, { timeout: 15_000 });
    expect(formatMoment(noon)).toBe('26/11/26 12:00:00 UTC');

    savedElsewhereThenShown({ dateFormat: 'yyyy-mm-dd' });

    await waitFor(() => expect(formatMoment(noon)).toBe('2026-11-26 12:00:00 UTC'));
  });

  it('redraw the page shown in the new format: a grid whose rows come back the same included', async () => {
    mockSession.logIn('analyst');
    renderApp({ route: '/err/remit_report/activity' });
    const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
    expect(await within(grid).findByText('01/03/26 08:00:00 UTC')).toBeInTheDocument();

    savedElsewhereThenShown({ dateFormat: 'yyyy-mm-dd' });

    expect(await screen.findByText('2026-03-01 08:00:00 UTC', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('01/03/26 08:00:00 UTC')).not.toBeInTheDocument();
  });

  it('redraw the page without remounting it: what it shows and where the focus is stay for a user who did nothing here', async () => {
    mockSession.logIn('analyst');
    const { user } = renderApp({ route: '/err/remit_report/activity' });
    const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
    const moment = await within(grid).findByText('01/03/26 08:00:00 UTC');
    await user.click(moment);
    const focusedCell = document.activeElement;
    expect(grid).toContainElement(focusedCell as HTMLElement);
    expect(focusedCell).toHaveTextContent('01/03/26 08:00:00 UTC');

    const otherTab = new BroadcastChannel(PREFERENCES_CHANNEL_NAME);
    try {
      mockPreferences.current = { ...mockPreferences.current, dateFormat: 'yyyy-mm-dd', version: 1 };
      otherTab.postMessage('saved');
      expect(
        await within(grid).findByText('2026-03-01 08:00:00 UTC', undefined, { timeout: 10_000 }),
      ).toBeInTheDocument();
    } finally {
      otherTab.close();
    }
    // The same grid and cell, still focused, now in the new format.
    expect(screen.getByRole('grid')).toBe(grid);
    expect(document.activeElement).toBe(focusedCell);
    expect(focusedCell).toHaveTextContent('2026-03-01 08:00:00 UTC');
  });

  it('are read again at once when another tab of this browser saves them, though this one was never hidden', async () => {
    mockSession.logIn('analyst');
    renderApp({ route: '/help/welcome' });
    await screen.findByRole('heading', { level: 1, name: /Welcome/ }, { timeout: 15_000 });
    mockPreferences.current = { ...mockPreferences.current, dateFormat: 'yyyy-mm-dd', version: 1 };
    const otherTab = new BroadcastChannel(PREFERENCES_CHANNEL_NAME);
    try {
      otherTab.postMessage('saved');
      await waitFor(() => expect(formatMoment(noon)).toBe('2026-11-26 12:00:00 UTC'));
    } finally {
      otherTab.close();
    }
  });

  describe('on the preferences page', () => {
    it('an untouched form takes the new values, without a warning', async () => {
      const { display } = await openPreferences();
      expect(within(display).getByRole('radio', { name: 'dd/mm/yy' })).toBeChecked();

      savedElsewhereThenShown({ dateFormat: 'yyyy-mm-dd', rowsPerPage: 50 });

      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Display' })).toHaveTextContent(/A moment reads: \d{4}-\d{2}-\d{2} /),
      );
      const shown = screen.getByRole('region', { name: 'Display' });
      expect(within(shown).getByRole('radio', { name: 'yyyy-mm-dd' })).toBeChecked();
      expect(within(shown).getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('50');
      expect(within(shown).queryByText(/changed elsewhere/)).not.toBeInTheDocument();
    });

    it('an untouched form takes new grid defaults too, which change no moment', async () => {
      const { display } = await openPreferences();

      savedElsewhereThenShown({ rowsPerPage: 100, density: 'compact' });

      await waitFor(() =>
        expect(within(display).getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('100'),
      );
      expect(within(display).getByRole('combobox', { name: 'Row density' })).toHaveTextContent('Compact');
      expect(within(display).queryByText(/changed elsewhere/)).not.toBeInTheDocument();
    });

    it('a form with unsaved changes keeps them, and says the preferences were changed elsewhere', async () => {
      const { user, display } = await openPreferences();
      await user.click(within(display).getByRole('radio', { name: 'Another zone' }));
      await user.click(within(display).getByRole('radio', { name: 'yyyy-mm-dd' }));

      savedElsewhereThenShown({ timeZone: 'Europe/Paris', rowsPerPage: 50 });

      expect(
        await within(display).findByText(/^Your preferences were changed elsewhere \(another tab/),
      ).toBeInTheDocument();
      expect(within(display).getByRole('radio', { name: 'yyyy-mm-dd' })).toBeChecked();
      expect(within(display).getByRole('radio', { name: 'Another zone' })).toBeChecked();
      expect(within(display).getByRole('combobox', { name: 'Rows per page' })).not.toHaveTextContent('50');
    });
  });
});
