import { helpTextStore } from '@test/mocks/help-data';
import { act, renderApp, screen } from '@test/render-with-providers';

/** What an editor's save in another browser leaves on the server. */
function savedElsewhere(kind: 'announcements' | 'support', title: string) {
  const text = helpTextStore.texts[kind];
  helpTextStore.texts[kind] = { ...text, title, version: text.version + 1 };
}

describe('a help text saved by another editor', () => {
  it('shows in the announcements when the welcome page is shown again', async () => {
    const { router } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByRole('region', { name: 'Maintenance window' }, { timeout: 15_000 })).toBeInTheDocument();
    savedElsewhere('announcements', 'Maintenance window moved');
    await act(() => router.navigate('/help/support'));
    await screen.findByRole('region', { name: 'Support' }, { timeout: 15_000 });
    await act(() => router.navigate('/help/welcome'));
    expect(
      await screen.findByRole('region', { name: 'Maintenance window moved' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('shows on its help page when that is shown again', async () => {
    const { router } = renderApp({ route: '/help/support' });
    await screen.findByRole('region', { name: 'Support' }, { timeout: 15_000 });
    savedElsewhere('support', 'Support desk');
    await act(() => router.navigate('/help/welcome'));
    await screen.findByRole('region', { name: 'Maintenance window' }, { timeout: 15_000 });
    await act(() => router.navigate('/help/support'));
    expect(await screen.findByRole('region', { name: 'Support desk' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
