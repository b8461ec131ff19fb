import type { Element, Root, RootContent } from 'hast';

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Whether an image address points at this server's API, seen from a page at `base`, however it is
 * spelled: relative or absolute, percent-encoded ('/%61pi/'), with dot segments, backslashes or doubled
 * slashes, in any case. Such an image would make every reader's browser call the API with the reader's
 * cookies.
 */
export function isOwnApiUrl(src: string, base: string): boolean {
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
    const decoded = safeDecode(path)
      .replace(/\\/g, '/')
      .replace(/\/{2,}/g, '/');
    const normalised = new URL(decoded, url.origin).pathname;
    if (normalised === path) break;
    path = normalised;
  }
  const lower = safeDecode(path).toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/**
 * A rehype plugin, run after the sanitiser: images only from where an editor may legitimately point,
 * never this server's `/api/` (an image there is a request made in every reader's name). Such an image
 * is replaced by its alt text.
 */
export function dropOwnApiImages(isOwnApiImage: (src: string) => boolean) {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children = parent.children.map((child): RootContent => {
        if (child.type !== 'element') return child;
        const src = child.properties.src;
        if (child.tagName === 'img' && typeof src === 'string' && isOwnApiImage(src)) {
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
