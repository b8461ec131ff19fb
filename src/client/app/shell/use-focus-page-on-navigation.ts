import { useEffect, type RefObject } from 'react';

/**
 * After sign-in and after every change of page (not of the query string, which grids use for their
 * paging), focus goes to the page's h1, or to the main region while the page has none yet; otherwise
 * it would be left on <body> or on the menu link that was followed. A page that has already focused
 * one of its own fields (an autoFocus) keeps it.
 */
export function useFocusPageOnNavigation(mainRef: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== main && main.contains(focused)) return;
    const heading = main.querySelector<HTMLElement>('h1[tabindex="-1"]');
    (heading ?? main).focus();
  }, [mainRef, pathname]);
}
