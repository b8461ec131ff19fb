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
