import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Preset } from 'unified';

/** How a help text's markdown is read, for reading (server/help/help-html.ts) and in the editor alike. */
export const helpMarkdownSyntax: Preset = { plugins: [remarkParse, remarkGfm] };

const isRawHtml = (node: Nodes): boolean => node.type === 'html';

const rawHtmlOf = (node: Nodes): string[] => [
  ...(isRawHtml(node) && 'value' in node ? [node.value.trim()] : []),
  ...('children' in node ? node.children.flatMap((child: Nodes) => rawHtmlOf(child)) : []),
];

const withoutRawHtml = (node: Nodes): Nodes =>
  'children' in node
    ? ({ ...node, children: node.children.filter((child) => !isRawHtml(child)).map(withoutRawHtml) } as Nodes)
    : node;

/**
 * A remark plugin: raw HTML in a help text ('<details>', '<a href=…>', '<script>') is left out, its
 * markdown kept (the text between an opening and a closing tag stays as text). Readers see markdown only.
 */
export function dropRawHtml() {
  return (tree: Root) => {
    tree.children = (withoutRawHtml(tree) as Root).children;
  };
}

const parser = unified().use(helpMarkdownSyntax).freeze();

/** The raw HTML `dropRawHtml` leaves out of this markdown, as written ('<details>'); empty for none. */
export function rawHtmlIn(markdown: string): string[] {
  return rawHtmlOf(parser.parse(markdown) as Root);
}
