import type { Element, Root, RootContent } from 'hast';

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Where relative addresses are resolved: any host will do, only the path is judged. */
const RELATIVE_BASE = 'http://help-text.invalid/';

/**
 * Whether an image address reaches an `/api/` path, however it is spelled: relative or absolute,
 * percent-encoded ('/%61pi/'), with dot segments, backslashes or doubled slashes, in any case. An absolute
 * address counts whatever its host: a browser sends its cookies to a host whatever the scheme or port,
 * upgrades an http image on an https page by itself, and may know this server by names the server cannot
 * list (a proxy's, an alias). A help text has no business showing an API's answer as a picture.
 */
export function pointsAtAnApi(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src, RELATIVE_BASE);
  } catch {
    // Not a URL a browser would load either.
    return false;
  }
  // The sanitiser lets images through from http and https only.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
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
 * A rehype plugin, run after the sanitiser: an image on an `/api/` path (an image there would be a
 * request made in every reader's name) is replaced by its alt text. The same rule for the text the
 * server renders for reading and for the editor's live preview.
 */
export function dropApiImages() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children = parent.children.map((child): RootContent => {
        if (child.type !== 'element') return child;
        const src = child.properties.src;
        if (child.tagName === 'img' && typeof src === 'string' && pointsAtAnApi(src)) {
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
