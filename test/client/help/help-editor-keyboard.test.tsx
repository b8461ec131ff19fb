import Markdown from 'react-markdown';
import { render } from '@testing-library/react';
import { removeEmptyHeadingLinks } from '@client/components/markdown/remove-empty-heading-links';
import { MARKDOWN_KEYBOARD_HINT } from '@client/components/markdown/markdown-editor';
import { mockSession } from '@test/mocks/mock-session';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

const slow = { timeout: 10_000 };

describe('help editor for keyboard users', () => {
  it('takes focus into the editor when it opens, describes the way out of the content, and returns focus to Edit', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' }, slow);
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' }, slow);
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription(
      expect.stringContaining(MARKDOWN_KEYBOARD_HINT),
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Edit' })).toHaveFocus());
  }, 20_000);
});

describe('Shift+Tab in the help text', () => {
  it('takes one indent off the line, and never adds spaces', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' }, slow);
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const content = (await screen.findByRole('textbox', { name: 'Content' }, slow)) as HTMLTextAreaElement;
    await user.clear(content);
    await user.type(content, 'Intro{Enter}      Indented');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(content).toHaveValue('Intro\n  Indented');
    expect(content.selectionStart).toBe('Intro\n  Indented'.length);
    await user.keyboard('{Shift>}{Tab}{/Shift}{Shift>}{Tab}{/Shift}');
    expect(content).toHaveValue('Intro\nIndented');
    expect(content).toHaveFocus();
  }, 20_000);
});

describe('the help editor toolbar and preview', () => {
  it('makes the toolbar one Tab stop between Title and Content, with arrows inside it', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' }, slow);
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' }, slow);
    await waitFor(() => expect(title).toHaveFocus());

    const toolbar = screen.getByRole('toolbar', { name: 'Content formatting' });
    const [bold, italic, link] = ['Add bold text', 'Add italic text', 'Add a link'].map((name) =>
      within(toolbar).getByRole('button', { name }),
    );
    await user.tab();
    expect(bold).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(bold).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(italic).toHaveFocus();
    await user.keyboard('{End}');
    expect(link).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(link).toHaveFocus();
    // The last button used keeps the stop: Shift+Tab out and Tab back lands on it.
    await user.tab({ shift: true });
    expect(title).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    expect([bold, italic, link].map((button) => button!.tabIndex)).toEqual([-1, -1, 0]);
  }, 30_000);

  it('lets a keyboard reach and scroll the live preview, which is named', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' }, slow);
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const preview = await screen.findByRole('region', { name: 'Content preview' }, slow);
    expect(preview).toHaveAttribute('tabindex', '0');
  }, 20_000);
});

describe('Cancel in the help editor', () => {
  it('asks before dropping changed text; Keep editing returns to it, Discard changes leaves without saving', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' }, slow);
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const content = await screen.findByRole('textbox', { name: 'Content' }, slow);
    await user.type(content, ' more');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement).value).toMatch(/ more$/);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Content' })).not.toBeInTheDocument();
  }, 20_000);

  it('asks the same before another page takes the place of changed text, and keeps the text on Keep editing', async () => {
    mockSession.logIn('admin');
    const { user, router } = renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' }, slow);
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const content = await screen.findByRole('textbox', { name: 'Content' }, slow);
    await user.type(content, ' more');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });

    await user.click(within(menu).getByRole('link', { name: 'Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(router.state.location.pathname).toBe('/help/support');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/help/support');
    expect((screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement).value).toMatch(/ more$/);

    await user.click(within(menu).getByRole('link', { name: 'Welcome' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  }, 30_000);

  it('leaves at once when nothing was changed', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' }, slow);
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('textbox', { name: 'Content' }, slow);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Content' })).not.toBeInTheDocument());
  }, 20_000);
});

describe('removeEmptyHeadingLinks', () => {
  it('drops links without text from headings and keeps every other link', () => {
    const { container } = render(
      <Markdown rehypePlugins={[removeEmptyHeadingLinks]} urlTransform={(url) => url}>
        {'# [](#top) Title [named](#named)\n\nText with [a link](https://example.com) and [](#empty-outside).'}
      </Markdown>,
    );
    const heading = container.querySelector('h1');
    expect(heading?.querySelectorAll('a')).toHaveLength(1);
    expect(heading?.querySelector('a')).toHaveTextContent('named');
    expect(container.querySelector('p')?.querySelectorAll('a')).toHaveLength(2);
  });
});
