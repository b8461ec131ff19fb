import { http, HttpResponse } from 'msw';
import { apiPaths, fillPath } from '@shared/api-paths';
import { HELP_TEXT_CONFLICT_MESSAGE } from '@shared/contract/help';
import { DRAFT_RESTORED_AFTER_FAILURE_MESSAGE, DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { apiUrl } from '@test/mocks/api-url';
import { helpTextStore } from '@test/mocks/help-data';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';
import { unsafeMarkupIn, XSS_MARKER, xssMarkdown } from '../../fixtures/xss-payloads';

const supportSave = apiUrl(fillPath(apiPaths.helpTextSave, { kind: 'support' }));

async function openSupportEditor() {
  mockSession.logIn('admin');
  const rendered = renderApp({ route: '/help/support' });
  const panel = await screen.findByRole('region', { name: 'Support' });
  expect(screen.queryByTestId('md-editor')).not.toBeInTheDocument();
  await rendered.user.click(within(panel).getByRole('button', { name: 'Edit' }));
  const content = await screen.findByRole('textbox', { name: 'Content' });
  return { ...rendered, content, title: screen.getByRole('textbox', { name: 'Title' }) };
}

describe('help text panels', () => {
  it('render the support text as markdown, without a pencil for an analyst', async () => {
    renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' });
    expect(within(panel).getByRole('link', { name: 'the service desk' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(within(panel).getByRole('table')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('render the release notes as markdown', async () => {
    renderApp({ route: '/help/release_notes' });
    const panel = await screen.findByRole('region', { name: 'Release 4.2' });
    // Its '## What is new' stands under the text's title, an h2.
    expect(within(panel).getByRole('heading', { level: 3, name: 'What is new' })).toBeInTheDocument();
    expect(within(panel).getByText('Old export').tagName).toBe('DEL');
  });

  it('sanitise a stored text full of XSS payloads', async () => {
    helpTextStore.texts.support = { ...helpTextStore.texts.support, content: xssMarkdown };
    renderApp({ route: '/help/support' });
    const panel = await screen.findByRole('region', { name: 'Support' });
    await within(panel).findByRole('heading', { name: XSS_MARKER });
    expect(unsafeMarkupIn(panel)).toEqual([]);
  });
});

describe('help text editor', () => {
  it('opens only on the pencil, with title, content, live preview, syntax help, Cancel and Update', async () => {
    const { title, content } = await openSupportEditor();
    expect(title).toHaveValue('Support');
    expect(content).toHaveValue(helpTextStore.texts.support.content);
    // Its table scrolls in a box of its own, as on the page readers see.
    const tableBox = within(screen.getByTestId('md-editor-preview')).getByRole('region', { name: 'Table' });
    expect(within(tableBox).getByRole('table')).toBeInTheDocument();
    expect(tableBox).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Markdown syntax help' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows the syntax help on request', async () => {
    const { user } = await openSupportEditor();
    await user.click(screen.getByRole('button', { name: 'Markdown syntax help' }));
    expect(await screen.findByRole('table', { name: 'Markdown syntax' })).toBeVisible();
  });

  it('previews live and sanitised, through the same plugins as the panels', async () => {
    const { user, content } = await openSupportEditor();
    await user.clear(content);
    await user.click(content);
    await user.paste(xssMarkdown);
    const preview = screen.getByTestId('md-editor-preview');
    expect(within(preview).getByRole('heading', { name: XSS_MARKER })).toBeInTheDocument();
    expect(unsafeMarkupIn(preview)).toEqual([]);
    expect(within(preview).getByText('markdown link')).not.toHaveAttribute('href');
  });

  it("previews a text's headings under its title, as the page shows them: no second h1", async () => {
    const { user, content } = await openSupportEditor();
    await user.clear(content);
    await user.click(content);
    await user.paste('# Opening hours\n\n## Weekends');
    const preview = screen.getByTestId('md-editor-preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 3, name: 'Weekends' })).toBeInTheDocument();
    expect(within(preview).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('saves, refetches and leaves edit mode', async () => {
    let saved: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url === supportSave) saved = await request.clone().json();
    });
    const { user, title, content } = await openSupportEditor();
    await user.clear(title);
    await user.type(title, 'Help desk');
    await user.clear(content);
    await user.type(content, 'Call **0800 123**');
    expect(within(screen.getByTestId('md-editor-preview')).getByText('0800 123').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const panel = await screen.findByRole('region', { name: 'Help desk' });
    expect(within(panel).getByText('0800 123').tagName).toBe('STRONG');
    expect(screen.queryByRole('textbox', { name: 'Content' })).not.toBeInTheDocument();
    expect(saved).toEqual({ title: 'Help desk', content: 'Call **0800 123**', version: 1 });
    expect(helpTextStore.texts.support.version).toBe(2);
    server.events.removeAllListeners();
  });

  it('disables Update while saving', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(supportSave, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ ...helpTextStore.texts.support, editable: true });
      }),
    );
    const { user } = await openSupportEditor();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled());
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument());
  });

  it('leaves edit mode on Cancel without saving', async () => {
    const { user, title } = await openSupportEditor();
    await user.type(title, ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('region', { name: 'Support' })).toBeInTheDocument();
    expect(helpTextStore.texts.support.title).toBe('Support');
  });

  it('shows who saved meanwhile and when, and keeps the text', async () => {
    const { user, content } = await openSupportEditor();
    helpTextStore.texts.support = {
      ...helpTextStore.texts.support,
      version: 2,
      content: 'Theirs',
      updatedBy: 'Anna Lindqvist',
      updatedAt: '2026-11-28T14:02:00.000Z',
    };
    await user.clear(content);
    await user.type(content, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(
        'This help text was changed after you opened it (now version 2, by Anna Lindqvist on 2026-11-28 at 14:02 UTC). Copy your changes, cancel, and edit the newest version.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('Mine');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('after a 409 fetches the newest version, keeping the input, so Cancel and Edit start from it', async () => {
    const sentVersions: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url === supportSave)
        sentVersions.push(((await request.clone().json()) as { version: unknown }).version);
    });
    const { user, content } = await openSupportEditor();
    helpTextStore.texts.support = {
      title: 'Support desk',
      content: 'Theirs',
      version: 2,
      updatedBy: 'Anna Lindqvist',
      updatedAt: '2026-11-28T14:02:00.000Z',
    };
    await user.clear(content);
    await user.type(content, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/^This help text was changed after you opened it/)).toBeInTheDocument();
    // The newest version is fetched behind the open editor, which keeps the input and the version it started from.
    expect(await screen.findByRole('region', { name: 'Support desk' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('Mine');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Support');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sentVersions).toEqual([1, 1]));
    expect(helpTextStore.texts.support.content).toBe('Theirs');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    const panel = await screen.findByRole('region', { name: 'Support desk' });
    expect(within(panel).getByText('Theirs')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveValue('Theirs');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Support desk');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(helpTextStore.texts.support.version).toBe(3));
    expect(sentVersions).toEqual([1, 1, 2]);
    server.events.removeAllListeners();
  });

  it('says under the preview that raw HTML is not shown to readers, naming it, and nothing for markdown only', async () => {
    const { user, content } = await openSupportEditor();
    await user.clear(content);
    await user.click(content);
    await user.paste('Before <a href="https://x.example">ext</a>\n\n<details>\n\nMore');
    expect(
      await screen.findByText(
        /^Raw HTML is not shown to readers: <a href="https:\/\/x\.example">, <\/a>, <details> will be left out\. A block that starts with a tag goes whole, its text too, up to the next blank line/,
      ),
    ).toBeInTheDocument();
    // Tags within a line only: their text stays, and the note says so.
    await user.clear(content);
    await user.paste('Call <b>us</b> today');
    expect(
      await screen.findByText(
        /^Raw HTML is not shown to readers: <b>, <\/b> will be left out\. The text between tags is kept\./,
      ),
    ).toBeInTheDocument();
    await user.clear(content);
    await user.paste('Only **markdown**, [a link](https://x.example) and 1 < 2.');
    await waitFor(() => expect(screen.queryByText(/^Raw HTML is not shown/)).not.toBeInTheDocument());
  });

  it('says under the preview which images readers see as alt text only, as the preview shows them', async () => {
    const { user, content } = await openSupportEditor();
    await user.clear(content);
    await user.click(content);
    await user.paste(
      '![chart](https://example.com/x.png) ![logo](/logo.svg)\n\n![map][m] ![me](/api/user/information)\n\n[m]: //maps.example.com/a.png',
    );
    expect(
      await screen.findByText(
        'Only images on this site, by a relative address such as /assets/chart.png, are shown to readers, none from the API: https://example.com/x.png, //maps.example.com/a.png, /api/user/information will show as alt text only. Link to an image elsewhere instead, such as [chart](https://…).',
      ),
    ).toBeInTheDocument();
    const preview = screen.getByTestId('md-editor-preview');
    expect(
      within(preview)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/logo.svg']);
    expect(preview).toHaveTextContent('chart');
    await user.clear(content);
    await user.paste('![logo](/logo.svg) and [a chart elsewhere](https://example.com/x.png)');
    await waitFor(() => expect(screen.queryByText(/^Only images on this site/)).not.toBeInTheDocument());
  });

  it('counts an emoji in the title and the content as one character, as the server does', async () => {
    const { user, title, content } = await openSupportEditor();
    expect(screen.getByText('7 of 100 characters')).toBeInTheDocument();
    await user.clear(title);
    await user.click(title);
    await user.paste('\u{1F4C8}'.repeat(2));
    expect(screen.getByText('2 of 100 characters')).toBeInTheDocument();
    await user.clear(content);
    await user.click(content);
    await user.paste('\u{1F4C8}'.repeat(3));
    expect(screen.getByText('3 of 20000 characters')).toBeInTheDocument();
  });

  it('opens the editor again with the text kept when the session ended on Update', async () => {
    server.use(http.post(supportSave, () => HttpResponse.json({ errorMessage: 'Not logged in.' }, { status: 401 })));
    const first = await openSupportEditor();
    await first.user.clear(first.content);
    await first.user.type(first.content, 'Written before the session ended');
    await first.user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(Object.keys(window.sessionStorage).some((key) => key.includes('@/help/support'))).toBe(true),
    );
    first.unmount();
    server.resetHandlers();

    mockSession.logIn('admin');
    const second = renderApp({ route: '/help/support' });
    expect(await screen.findByRole('textbox', { name: 'Content' }, { timeout: 20_000 })).toHaveValue(
      'Written before the session ended',
    );
    expect(screen.getByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();

    // Sent again after a colleague's save: the refusal stands alone, not under 'please submit again'.
    server.use(http.post(supportSave, () => HttpResponse.json({}, { status: 409 })));
    await second.user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(HELP_TEXT_CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('Written before the session ended');
  });

  it('keeps the text when a 500 on Update takes the app to the error page, and gives it back on return', async () => {
    server.use(http.post(supportSave, () => HttpResponse.json({ errorMessage: 'REF-500-1' }, { status: 500 })));
    const first = await openSupportEditor();
    await first.user.clear(first.content);
    await first.user.type(first.content, 'Written before the server failed');
    await first.user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/error'));
    expect(Object.keys(window.sessionStorage).filter((key) => key.includes('@/help/support'))).toHaveLength(1);
    server.resetHandlers();

    await first.user.click(await screen.findByRole('button', { name: /Return to home page/ }));
    await waitFor(() => expect(first.router.state.location.pathname).not.toBe('/error'));
    await act(() => first.router.navigate('/help/support'));
    expect(await screen.findByRole('textbox', { name: 'Content' }, { timeout: 20_000 })).toHaveValue(
      'Written before the server failed',
    );
    expect(screen.getByText(DRAFT_RESTORED_AFTER_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
  });

  it('enforces the title and content limits before sending', async () => {
    let posted = false;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted = true;
    });
    const { user, title, content } = await openSupportEditor();
    await user.clear(title);
    await user.click(title);
    await user.paste('T'.repeat(100));
    await user.keyboard('  ');
    // The blanks at either end are trimmed before the limit, by the server as here.
    expect(screen.getByText('100 of 100 characters')).toBeInTheDocument();
    await user.clear(title);
    await user.paste('T'.repeat(101));
    // Counted as it is written, as the content is: the limit is seen before Update refuses it.
    expect(screen.getByText('101 of 100 characters')).toBeInTheDocument();
    await user.clear(content);
    await user.click(content);
    await user.paste('x'.repeat(20001));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The title may have at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('The content may have at most 20000 characters.')).toBeInTheDocument();
    expect(posted).toBe(false);

    await user.clear(title);
    await user.paste('T'.repeat(100));
    await user.clear(content);
    await user.paste('x'.repeat(20000));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(helpTextStore.texts.support.content).toHaveLength(20000));
    server.events.removeAllListeners();
  });

  it('takes the user to the content when only it is too long, as to any refused field', async () => {
    const { user, content } = await openSupportEditor();
    await user.clear(content);
    await user.click(content);
    await user.paste('x'.repeat(20001));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The content may have at most 20000 characters.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content' })).toHaveFocus());
  });

  it("maps the server's field messages onto the fields", async () => {
    server.use(
      http.post(supportSave, () =>
        HttpResponse.json(
          { errorMessage: 'Invalid request.', fieldErrors: { title: ['The title is already used.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openSupportEditor();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The title is already used.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  });
});
