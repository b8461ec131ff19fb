import type { Element, Root, RootContent } from 'hast';
import type { Nodes as MarkdownNodes, Root as MarkdownRoot } from 'mdast';

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Where relative addresses are resolved: any host will do, only the path is judged. */
const RELATIVE_BASE = 'http://help-text.invalid/';
const RELATIVE_ORIGIN = new URL(RELATIVE_BASE).origin;

/**
 * Whether an image address is on this site: a relative one ('/assets/chart.png', 'chart.png'), which
 * the page's Content-Security-Policy (img-src 'self', kept so images elsewhere cannot learn who reads a
 * text) lets a browser load. An absolute address counts as another site's, whatever its host, as for
 * `pointsAtAnApi`; a data: image loses its address to the sanitiser anyway.
 */
function isOnThisSite(src: string): boolean {
  try {
    return new URL(src, RELATIVE_BASE).origin === RELATIVE_ORIGIN;
  } catch {
    return false;
  }
}

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

/** Why readers see an image's alt text instead: no address on this site, or one on an API. */
const isBlocked = (src: unknown): boolean => typeof src !== 'string' || !isOnThisSite(src) || pointsAtAnApi(src);

/**
 * A rehype plugin, run after the sanitiser: an image on an `/api/` path (an image there would be a
 * request made in every reader's name), or with no address on this site (the browser would refuse to
 * load it: a broken picture), is replaced by its alt text. The same rule for the text the server
 * renders for reading and for the editor's live preview.
 */
export function dropBlockedImages() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children = parent.children.map((child): RootContent => {
        if (child.type !== 'element') return child;
        if (child.tagName === 'img' && isBlocked(child.properties.src)) {
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
 * The addresses of a help text's images that readers see as alt text (`dropBlockedImages`'s rule: not on
 * this site, or on an API), as written (a reference-style image's from its definition): the editor says so.
 */
export function blockedImagesOf(tree: MarkdownRoot): string[] {
  const definitions = new Map<string, string>();
  const images: Array<{ url: string } | { identifier: string }> = [];
  const walk = (node: MarkdownNodes) => {
    // The first definition of a label is the one markdown uses.
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    if (node.type === 'image') images.push({ url: node.url });
    if (node.type === 'imageReference') images.push({ identifier: node.identifier });
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return images
    .map((image) => ('url' in image ? image.url : definitions.get(image.identifier)))
    .filter((url): url is string => url !== undefined && isBlocked(url));
}
