import type { Element, Root, RootContent } from 'hast';
import type { Options } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Whether an image address points at this server's API, however it is spelled: relative or
 * absolute, percent-encoded ('/%61pi/'), with dot segments, backslashes or doubled slashes, in any
 * case. Such an image would make every reader's browser call the API with the reader's cookies.
 */
export function isOwnApiUrl(src: string, base: string = window.location.href): boolean {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    // Not a URL a browser would load either.
    return false;
  }
  if (url.origin !== new URL(base).origin) return false;
  let path = url.pathname;
  // Decoded and normalised until stable: the server decodes before it routes.
  for (let round = 0; round < 5; round += 1) {
    const decoded = safeDecode(path).replace(/\\/g, '/').replace(/\/{2,}/g, '/');
    const normalised = new URL(decoded, url.origin).pathname;
    if (normalised === path) break;
    path = normalised;
  }
  const lower = safeDecode(path).toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/**
 * Images only from where an editor may legitimately point: never this server's `/api/` (an image
 * there is a request made in every reader's name). Such an image is replaced by its alt text.
 */
function dropOwnApiImages() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children = parent.children.map((child): RootContent => {
        if (child.type !== 'element') return child;
        const src = child.properties.src;
        if (child.tagName === 'img' && typeof src === 'string' && isOwnApiUrl(src)) {
          const alt = child.properties.alt;
          return { type: 'text', value: typeof alt === 'string' ? alt : '' };
        }
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}

/**
 * Help texts are untrusted markdown. Every place that renders one (the read-only panels and the
 * editor's live preview) runs rehype-sanitize, with GitHub's schema: no scripts, event handlers,
 * styles, iframes, forms, or javascript:/data: links; then drops images that point at the API.
 */
export const sanitizedRehypePlugins: NonNullable<Options['rehypePlugins']> = [[rehypeSanitize], dropOwnApiImages];
