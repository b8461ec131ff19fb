import type { Element, Root, RootContent } from 'hast';

/**
 * What GitHub's sanitiser puts before every id a text makes, so that no id a text writes can shadow one
 * of the page's own: a heading 'FAQ' is `user-content-faq`, a footnote `user-content-fn-1`.
 */
export const USER_CONTENT_ID_PREFIX = 'user-content-';

/** An address's fragment as the id it names ('#caf%C3%A9' names 'café'). */
export function decodedFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    // A stray '%' is not an escape: the fragment is compared as written.
    return fragment;
  }
}

function walk(nodes: RootContent[], visit: (element: Element) => void): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    visit(node);
    walk(node.children, visit);
  }
}

/**
 * A rehype plugin, run after the ids are final: an in-page link written as on GitHub, `[FAQ](#faq)` or a
 * footnote's `#user-content-fn-1` in the preview (whose sanitiser prefixes ids again), is pointed at
 * the id that the text's element now has, `#user-content-faq`. A link to an id the text has as written,
 * or to none at all, is left as written; a footnote's links always follow their note's id.
 */
export function linkFragmentsToIds() {
  return (tree: Root) => {
    const ids = new Set<string>();
    walk(tree.children, (element) => {
      const { id } = element.properties;
      if (typeof id === 'string') ids.add(id);
    });
    walk(tree.children, (element) => {
      const { href, dataFootnoteRef, dataFootnoteBackref } = element.properties;
      if (element.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#')) return;
      const fragment = decodedFragment(href.slice(1));
      // A footnote's links always go to its note, never to a heading that took the same id ('## fn 1').
      const footnoteLink = dataFootnoteRef !== undefined || dataFootnoteBackref !== undefined;
      if ((footnoteLink || !ids.has(fragment)) && ids.has(USER_CONTENT_ID_PREFIX + fragment))
        element.properties.href = `#${USER_CONTENT_ID_PREFIX}${href.slice(1)}`;
    });
  };
}
