import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { sanitizedRehypePlugins } from '@client/components/markdown/sanitize-plugins';
import { helpMarkdownSyntax } from '@shared/markdown/raw-html';
import { helpHtml } from '@server/help/help-markdown';

/** The editor's live preview: GitHub-flavoured markdown with the same plugins after the sanitiser. */
const previewHtml = (markdown: string) =>
  String(
    unified()
      .use(helpMarkdownSyntax)
      .use(remarkRehype)
      .use(sanitizedRehypePlugins)
      .use(rehypeStringify)
      .processSync(markdown),
  );

/** Every in-page link's target, and whether the page has an element with that id. */
function linkTargets(html: string) {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''));
  return [...html.matchAll(/href="#([^"]+)"/g)].map((match) => `#${match[1]} ${ids.has(match[1] ?? '')}`);
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

  it('leave every other in-page link of the preview as the text wrote it', () => {
    expect(previewHtml('[Top](#settlement)')).toBe('<p><a href="#settlement">Top</a></p>');
  });
});
