import { formatMoment } from '@client/preferences/moment-format';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { mockSession } from '@test/mocks/mock-session';
import { act, renderApp, screen, waitFor } from '@test/render-with-providers';

jest.setTimeout(45_000);

const noon = new Date('2026-11-26T12:00:00Z');

describe('preferences saved in another tab', () => {
  it('are read again when this tab is shown again: every page now uses them, this one included', async () => {
    mockSession.logIn('analyst');
    renderApp({ route: '/help/welcome' });
    await screen.findByRole('heading', { level: 1, name: /Welcome/ }, { timeout: 15_000 });
    expect(formatMoment(noon)).toBe('26/11/26 12:00:00 UTC');

    // Saved in another tab while this one was in the background.
    mockPreferences.current = { ...mockPreferences.current, dateFormat: 'yyyy-mm-dd', version: 1 };
    act(() => void document.dispatchEvent(new Event('visibilitychange')));

    await waitFor(() => expect(formatMoment(noon)).toBe('2026-11-26 12:00:00 UTC'));
  });
});
