import vm from 'node:vm';
import type { Nodes, Root } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { dropApiImages } from '@shared/markdown/api-images';
import { dropRawHtml, helpMarkdownSyntax } from '@shared/markdown/raw-html';

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
 * before (`dropRawHtml`) and nothing else here writes an id, so every id stays prefixed once. Safe only
 * for this pipeline: the editor's preview adds heading anchors and attributes from the text, and keeps
 * the sanitiser's prefix (client/components/markdown/footnote-links.ts).
 */
const helpSchema = { ...defaultSchema, clobberPrefix: '' };

const processor = unified()
  .use(helpMarkdownSyntax)
  // The editor names what this leaves out (shared/markdown/raw-html.ts); remark-rehype would drop it too.
  .use(dropRawHtml)
  .use(boundTables)
  .use(remarkRehype)
  .use(rehypeSanitize, helpSchema)
  .use(dropApiImages)
  .use(rehypeStringify)
  .freeze();

/**
 * A help text's markdown as its page shows it: GitHub-flavoured, raw HTML left out, sanitised with
 * GitHub's schema (no scripts, event handlers, styles, iframes, forms, or javascript:/data: links),
 * images on an API replaced by their alt text (shared/markdown/api-images.ts, as in the editor's
 * preview). Rendered here rather than in the browser, so reading help costs a page no markdown library.
 */
export function helpHtml(markdown: string): string {
  return renderedWithin(markdown, HELP_RENDER_MS_MAX) ?? TOO_DEEPLY_NESTED_HTML;
}

/**
 * The longest a text may take to render. The parser is quadratic or worse on some nesting within the
 * 20,000 characters of a text ('1. ' 6,600 times took 31 s, 10,000 '*' around a letter 47 s), and it
 * runs on the event loop every request shares. A long help text of real prose renders in about 0.1 s
 * here and a 450-row table with inline markup in 0.4 s, some texts of the tests in 1 s on a busy
 * machine: the deadline leaves them room on a loaded one, and still stops a text that would hold the
 * server for half a minute.
 */
export const HELP_RENDER_MS_MAX = 5_000;

/** Where the render runs: its own context, so the VM can stop it at the deadline (`vm` timeout). */
const rendering = vm.createContext({ processor: null as unknown, markdown: '' });
const render = new vm.Script('String(processor.processSync(markdown))');

/** A render's outcome: the HTML, or why there is none. */
type Rendering = { html: string } | { refused: 'too deep' | 'too slow' };

function rendered(markdown: string, deadlineMs: number): Rendering {
  rendering.processor = processor;
  rendering.markdown = markdown;
  try {
    return { html: render.runInContext(rendering, { timeout: deadlineMs }) as string };
  } catch (error) {
    // The parser and its plugins walk the tree recursively: thousands of nested quotes or lists
    // ('>>>>…', '1. 1. 1. …'), well within the 20,000 characters of a text, exhaust the stack.
    if (error instanceof RangeError && /call stack/i.test(error.message)) return { refused: 'too deep' };
    if (isDeadline(error)) return { refused: 'too slow' };
    throw error;
  } finally {
    rendering.markdown = '';
  }
}

/** The text's HTML, or null for a text nested too deeply to render or not rendered within `deadlineMs`. */
export function renderedWithin(markdown: string, deadlineMs: number): string | null {
  const outcome = rendered(markdown, deadlineMs);
  return 'html' in outcome ? outcome.html : null;
}

/** The VM's error for a script it stopped at its timeout (its code, as Node.js documents it). */
const isDeadline = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

export const TOO_DEEPLY_NESTED_MESSAGE = 'The content nests quotes, lists or emphasis too deeply to be shown.';
/** What a text too deeply nested to render shows instead: the page stays readable, the save says why. */
const TOO_DEEPLY_NESTED_HTML = `<p>(${TOO_DEEPLY_NESTED_MESSAGE})</p>`;

/**
 * Rendered texts by their markdown, so a text every user reads is rendered once per change. A few
 * entries: one per kind in use, and the versions an editor saves in a row.
 */
function htmlCache(limit: number) {
  const known = new Map<string, string | null>();
  return (markdown: string): string | null => {
    const cached = known.get(markdown);
    if (cached !== undefined) return cached;
    const outcome = rendered(markdown, HELP_RENDER_MS_MAX);
    const html = 'html' in outcome ? outcome.html : null;
    // A render stopped at the deadline is not kept: on a machine busy for a moment a text that
    // renders in time otherwise would stay refused, and its page a placeholder, until pushed out.
    if ('html' in outcome || outcome.refused === 'too deep') {
      if (known.size >= limit) known.delete(known.keys().next().value!);
      known.set(markdown, html);
    }
    return html;
  };
}

const cachedHtml = htmlCache(8);

/** The help texts as every reader gets them, the help API's answers and the welcome page's frame alike. */
export const renderedHelpHtml = (markdown: string): string => cachedHtml(markdown) ?? TOO_DEEPLY_NESTED_HTML;

/** Whether a text can be rendered: a save refuses one that cannot, which readers would see as a placeholder. */
export const isRenderableHelp = (markdown: string): boolean => cachedHtml(markdown) !== null;
