import type { Element, Root } from 'hast';

const HEADING = /^h([1-6])$/;

/**
 * A rehype plugin: a help text's headings one level down, so its '#' is an h2 and its '##' an h3 under
 * the text's title, which is an h2 of a page whose h1 is the page's name. Written as they were, a
 * '# Heading' was a second h1 of the page, and the text's sections stood beside its title instead of
 * under it. An h6 stays an h6. The same rule for the server's reading text and the editor's preview.
 */
export function headingsUnderTheTitle() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        const level = HEADING.exec(child.tagName)?.[1];
        if (level) child.tagName = `h${Math.min(Number(level) + 1, 6)}`;
        visit(child);
      }
    };
    visit(tree);
  };
}
