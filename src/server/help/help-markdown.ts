import type { Nodes, Root } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { dropBlockedImages } from '@shared/markdown/blocked-images';
import { linkFragmentsToIds, USER_CONTENT_ID_PREFIX } from '@shared/markdown/fragment-links';
import { labelTaskCheckboxes } from '@shared/markdown/task-checkboxes';
import { headingsUnderTheTitle } from '@shared/markdown/heading-levels';
import { wrapTablesInRegions } from '@shared/markdown/table-regions';
import { dropRawHtml, helpMarkdownSyntax } from '@shared/markdown/raw-html';
import { TOO_DEEPLY_NESTED_MESSAGE } from '@shared/contract/help-constants';
import { isStackExhausted } from '@shared/markdown/stack-exhausted';

/**
 * The most table cells a help text is rendered with. A table's rows are filled up to its header's
 * width, so a header of thousands of columns over thousands of one-character rows, well within the
 * 20,000 characters of a text, would become millions of cells and hold the server. A text whose tables
 * are all written out cell by cell cannot reach this (a cell takes at least two characters).
 */
export const HELP_TABLE_CELLS_MAX = 10_000;

const cellsOf = (node: Nodes): number =>
  node.type === 'table'
    ? node.children.length * (node.children[0]?.children.length ?? 0)
    : 'children' in node
      ? node.children.reduce((sum, child) => sum + cellsOf(child), 0)
      : 0;

/** A remark plugin: a text whose tables would exceed the limit shows why instead of them. */
function boundTables() {
  return (tree: Root) => {
    const cells = cellsOf(tree);
    if (cells <= HELP_TABLE_CELLS_MAX) return;
    const replace = (node: Nodes): Nodes =>
      node.type === 'table'
        ? {
            type: 'paragraph',
            children: [{ type: 'text', value: `(A table too large to show: ${cells} cells in this text.)` }],
          }
        : 'children' in node
          ? ({ ...node, children: node.children.map(replace) } as Nodes)
          : node;
    tree.children = (replace(tree) as Root).children;
  };
}

/**
 * GitHub's schema, without a second prefix on ids: remark-rehype already writes a footnote's ids as
 * 'user-content-fn-1' and links them so; prefixing again broke every footnote link. Raw HTML is left out
 * before (`dropRawHtml`) and the headings get their ids after, prefixed as GitHub's are, so every id
 * stays prefixed once. Safe only for this pipeline: the editor's preview adds heading anchors and
 * attributes from the text before its sanitiser, and keeps the sanitiser's prefix.
 */
const helpSchema = { ...defaultSchema, clobberPrefix: '' };

const processor = unified()
  .use(helpMarkdownSyntax)
  // The editor names what this leaves out (shared/markdown/raw-html.ts); remark-rehype would drop it too.
  .use(dropRawHtml)
  .use(boundTables)
  .use(remarkRehype)
  .use(rehypeSanitize, helpSchema)
  // A heading's id as GitHub gives it ('## Netting & settlement' is user-content-netting--settlement),
  // and the text's '#netting--settlement' links pointed at it.
  .use(rehypeSlug, { prefix: USER_CONTENT_ID_PREFIX })
  .use(linkFragmentsToIds)
  .use(dropBlockedImages)
  .use(labelTaskCheckboxes)
  .use(wrapTablesInRegions)
  .use(headingsUnderTheTitle)
  .use(rehypeStringify)
  .freeze();

/**
 * A help text's markdown as its page shows it: GitHub-flavoured, raw HTML left out, sanitised with
 * GitHub's schema (no scripts, event handlers, styles, iframes, forms, or javascript:/data: links),
 * images on an API or on other sites replaced by their alt text (shared/markdown/blocked-images.ts, as in the editor's
 * preview). Rendered on the server rather than in the browser, so reading help costs a page no
 * markdown library. It runs in a worker thread of its own (help-html.ts), never on the event loop
 * every request shares: the parser is quadratic or worse on some nesting.
 */
export function renderHelpMarkdown(markdown: string): { html: string } | { refused: 'too deep' } {
  try {
    return { html: String(processor.processSync(markdown)) };
  } catch (error) {
    // The parser and its plugins walk the tree recursively: thousands of nested quotes or lists
    // ('>>>>…', '1. 1. 1. …'), well within the 20,000 characters of a text, exhaust the stack.
    if (isStackExhausted(error)) return { refused: 'too deep' };
    throw error;
  }
}

/** What a text too deeply nested to render shows instead: the page stays readable, the save says why. */
export const TOO_DEEPLY_NESTED_HTML = `<p>(${TOO_DEEPLY_NESTED_MESSAGE})</p>`;

/** A help text's HTML rendered here and now, or the placeholder: for tests of the pipeline and the worker. */
export function helpHtml(markdown: string): string {
  const outcome = renderHelpMarkdown(markdown);
  return 'html' in outcome ? outcome.html : TOO_DEEPLY_NESTED_HTML;
}
