import type { MouseEvent } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router-dom';
import { pointsAtAnApi } from '@shared/markdown/blocked-images';
import { decodedFragment } from '@shared/markdown/fragment-links';

/**
 * Whether a path on this site is the app's own: the server answers every path but an API's and its
 * build's files (static-spa.ts: '/assets/main.1a2b.js', '/favicon.svg') with the app, and no route of
 * the app names a file.
 */
function isAppPath(url: URL): boolean {
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && !pointsAtAnApi(url.href);
}

/**
 * What a browser does for an address's fragment, which a move through the router does not: the
 * element it names comes into sight, and the keyboard carries on from there (a heading is made
 * focusable for it, out of the Tab order, as the browser's own starting point is out of reach).
 */
function showFragmentTarget(fragment: string): void {
  const target = fragment ? document.getElementById(decodedFragment(fragment)) : null;
  if (!target) {
    if (fragment === '' || fragment.toLowerCase() === 'top') window.scrollTo(0, 0);
    return;
  }
  target.scrollIntoView();
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * A click handler for a view of a help text: its links within the app (a heading's '#user-content-faq',
 * a footnote's, '/help/contacts') move through the router, as the app's own links do. Left to the
 * browser, a fragment link made a history entry the router never knew, and Back onto it went past the
 * "Discard your changes?" question; a page's link loaded the whole app again. Links elsewhere, to an
 * API or a file, with a target or a download, and clicks meant for a new tab or window stay the browser's.
 */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
    const here = new URL(createPath(location), window.location.origin);
    let url: URL;
    try {
      url = new URL(link.getAttribute('href') ?? '', here);
    } catch {
      return;
    }
    if (url.origin !== here.origin || !isAppPath(url)) return;
    event.preventDefault();
    const to = { pathname: url.pathname, search: url.search, hash: url.hash };
    // As a browser does: the address the page has already is replaced, not added again.
    void navigate(to, { replace: url.href === here.href });
    const samePage = url.pathname === here.pathname && url.search === here.search;
    if (samePage && link.getAttribute('href')?.includes('#')) showFragmentTarget(url.hash.slice(1));
  };
}
