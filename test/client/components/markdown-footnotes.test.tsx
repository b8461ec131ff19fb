import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { sanitizedRehypePlugins } from '@client/components/markdown/sanitize-plugins';
import { helpMarkdownSyntax } from '@shared/markdown/raw-html';
import { helpHtml } from '@server/help/help-markdown';

/**
 * The editor's live preview: GitHub-flavoured markdown, headings given ids before the sanitiser (as
 * @uiw/react-markdown-preview does), and the same plugins after it.
 */
const previewHtml = (markdown: string) =>
  String(
    unified()
      .use(helpMarkdownSyntax)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(sanitizedRehypePlugins)
      .use(rehypeStringify)
      .processSync(markdown),
  );

/** Every in-page link's target, and whether the page has an element with that id (as a browser decodes it). */
function linkTargets(html: string) {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''));
  return [...html.matchAll(/href="#([^"]+)"/g)].map(
    (match) => `#${match[1]} ${ids.has(decodeURIComponent(match[1] ?? ''))}`,
  );
}

describe('footnotes in help markdown', () => {
  const markdown = 'Settlement runs at noon[^1] unless netted[^net].\n\n[^1]: CET.\n[^net]: See Netting.';

  it('link to their notes and back in the editor preview, as on the reading page', () => {
    for (const html of [previewHtml(markdown), helpHtml(markdown)]) {
      const targets = linkTargets(html);
      expect(targets).toHaveLength(4);
      for (const target of targets) expect(target).toMatch(/ true$/);
    }
  });

  it('go to their notes in the preview, not to a heading whose id is the same', () => {
    const html = previewHtml('## fn 1\n\nText[^1].\n\n[^1]: The note.');
    const reference = /<a href="#([^"]+)"[^>]*data-footnote-ref/.exec(html)?.[1];
    expect(reference).toBe('user-content-user-content-fn-1');
    expect(html).toContain('<li id="user-content-user-content-fn-1">');
  });

  it('leave an in-page link to nothing the text has as the text wrote it', () => {
    expect(previewHtml('[Top](#settlement)')).toBe('<p><a href="#settlement">Top</a></p>');
    expect(helpHtml('[Top](#settlement)')).toBe('<p><a href="#settlement">Top</a></p>');
  });
});

describe('in-page links to a help text’s headings, written as on GitHub', () => {
  const markdown = [
    'See the [FAQ](#faq), [netting](#netting--settlement) and [Übersicht](#übersicht).',
    '',
    '## FAQ',
    '## Netting & settlement',
    '## Übersicht',
    '## FAQ',
    '[The second FAQ](#faq-1)',
  ].join('\n');

  it('reach their headings in the editor preview, as on the reading page', () => {
    for (const html of [previewHtml(markdown), helpHtml(markdown)]) {
      const targets = linkTargets(html);
      expect(targets).toHaveLength(4);
      for (const target of targets) expect(target).toMatch(/^#user-content-.* true$/);
    }
  });

  it('give the reading page’s headings GitHub’s ids, prefixed so none shadows one of the page’s own', () => {
    expect(helpHtml('## Netting & settlement')).toBe(
      '<h3 id="user-content-netting--settlement">Netting &#x26; settlement</h3>',
    );
  });
});
