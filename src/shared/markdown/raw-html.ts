import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Preset } from 'unified';

/** How a help text's markdown is read, for reading (server/help/help-html.ts) and in the editor alike. */
export const helpMarkdownSyntax: Preset = { plugins: [remarkParse, remarkGfm] };

const isRawHtml = (node: Nodes): boolean => node.type === 'html';

/** Where an html node stands for a whole block (a line that starts with a tag, up to the next blank line). */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** A piece of raw HTML as written, and whether it is a whole block, its text in it. */
export interface RawHtmlPiece {
  html: string;
  block: boolean;
}

/** The raw HTML `dropRawHtml` leaves out of this markdown, as written ('<details>'); empty for none. */
export const rawHtmlPiecesOf = (node: Nodes): RawHtmlPiece[] =>
  'children' in node
    ? node.children.flatMap((child: Nodes) => [
        ...(isRawHtml(child) && 'value' in child
          ? [{ html: child.value.trim(), block: FLOW_PARENTS.has(node.type) }]
          : []),
        ...rawHtmlPiecesOf(child),
      ])
    : [];

const withoutRawHtml = (node: Nodes): Nodes =>
  'children' in node
    ? ({ ...node, children: node.children.filter((child) => !isRawHtml(child)).map(withoutRawHtml) } as Nodes)
    : node;

/**
 * A remark plugin: raw HTML in a help text ('<details>', '<a href=…>', '<script>') is left out. A tag
 * within a line goes alone, the text around it stays; an HTML block (a line that starts with a tag) is
 * one node with its text, up to the next blank line, and goes whole. Readers see markdown only.
 */
export function dropRawHtml() {
  return (tree: Root) => {
    tree.children = (withoutRawHtml(tree) as Root).children;
  };
}

const parser = unified().use(helpMarkdownSyntax).freeze();

/** A help text's markdown as read for rendering, for what the editor says of it. */
export const parseHelpMarkdown = (markdown: string): Root => parser.parse(markdown) as Root;

export const rawHtmlIn = (markdown: string): string[] =>
  rawHtmlPiecesOf(parseHelpMarkdown(markdown)).map(({ html }) => html);
