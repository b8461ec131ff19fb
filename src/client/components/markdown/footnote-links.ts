import type { ElementContent, Root, RootContent } from 'hast';
import { defaultSchema } from 'rehype-sanitize';

/** What the preview's sanitiser (GitHub's schema) puts before every id. */
const SANITIZER_ID_PREFIX = defaultSchema.clobberPrefix ?? '';

function relink(nodes: (RootContent | ElementContent)[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const { href, dataFootnoteRef, dataFootnoteBackref } = node.properties;
    const footnoteLink = dataFootnoteRef !== undefined || dataFootnoteBackref !== undefined;
    if (node.tagName === 'a' && footnoteLink && typeof href === 'string' && href.startsWith('#'))
      node.properties.href = `#${SANITIZER_ID_PREFIX}${href.slice(1)}`;
    relink(node.children);
  }
}

/**
 * A rehype plugin, run after the sanitiser: a footnote's link and back link name the ids markdown gave
 * the note and its reference, which the sanitiser has since prefixed (so that no id a text writes can
 * shadow one of the page's own); they are pointed at the ids as they now are. The reading page needs
 * none: its pipeline writes no id but the footnotes', so its sanitiser adds no prefix of its own
 * (server/help/help-html.ts). The preview keeps the prefix: its heading anchors' ids come from the text.
 */
export function linkFootnotesToPrefixedIds() {
  return (tree: Root) => {
    relink(tree.children);
  };
}
