import { visuallyHidden } from './visually-hidden';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { endPageFrame } from './page-frame';
import { focusIsLost } from './form/use-focus-if-lost';

/** The product's name, the second half of every document title. */
export const APP_NAME = 'Energy Post-Trade';

/** `Page — app name`: tabs, history and bookmarks tell the pages apart. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} — ${APP_NAME}`;
}

/**
 * The name of the active menu item, provided by the shell. A menu entry's name wins over a page's own
 * title, so the heading matches what the user clicked (access spec section 2).
 */
export const MenuTitleContext = createContext<string | undefined>(undefined);

const AnnounceTitleContext = createContext<((title: string) => void) | undefined>(undefined);

export interface PageTitleProps {
  /** The page's own title, used where no menu item is active (and in the second shell). */
  title: string;
  /**
   * The title names what the page shows (an audit trail's 'Details for {displayValue}', market spec
   * section 2), which says more than the menu item that leads to every such page.
   */
  overridesMenuTitle?: boolean;
  /**
   * The h1's text where it should say less than the tab: a document page's tab names the document and
   * where it belongs ('Confirmation CNF-1 · Deal Finder'), its heading only the document.
   */
  heading?: string;
}

/**
 * Sets `document.title`, tells the shell's announcer, and shows the page's one h1. The h1 takes
 * programmatic focus (tabIndex -1), so the shell can move focus to it after a navigation.
 */
export function PageTitle({ title, overridesMenuTitle = false, heading }: PageTitleProps) {
  const menuTitle = useContext(MenuTitleContext);
  const announce = useContext(AnnounceTitleContext);
  const shownTitle = overridesMenuTitle ? title : (menuTitle ?? title);
  // Before the browser paints this title, so a loader shown later is never the server's frame.
  useLayoutEffect(endPageFrame, []);
  useEffect(() => {
    document.title = documentTitle(shownTitle);
    announce?.(shownTitle);
  }, [shownTitle, announce]);
  return (
    // A name of one long word (a UTI, a file name) wraps inside the page rather than widening it.
    <Typography
      variant="h5"
      component="h1"
      gutterBottom
      tabIndex={-1}
      data-page-title=""
      sx={{ overflowWrap: 'anywhere' }}
    >
      {heading ?? shownTitle}
    </Typography>
  );
}

/**
 * Moves focus to the page's h1: where a keyboard user lands when the control they were on has gone or
 * been disabled (a dialog's change emptied the selection its button needs).
 */
export function focusPageTitle(): void {
  document.querySelector<HTMLElement>('[data-page-title]')?.focus();
}

/**
 * Once the coming render is done (a dialog closed, a row removed): `preferred`, if given and still on
 * the page, takes the focus; where the focus is then lost (its element gone or disabled), the page's title.
 */
export function focusAfterRender(preferred?: () => HTMLElement | null | undefined): void {
  setTimeout(() => {
    preferred?.()?.focus();
    if (focusIsLost()) focusPageTitle();
  }, 0);
}

export interface PageTitleAnnouncerProps {
  children: ReactNode;
}

/**
 * A polite live region that reads out each new page title. It lives in the shell, not the page, so it
 * is already in the document when the title changes (a region mounted with its text is not read).
 */
export function PageTitleAnnouncer({ children }: PageTitleAnnouncerProps) {
  const [announcement, setAnnouncement] = useState('');
  return (
    <AnnounceTitleContext value={setAnnouncement}>
      {children}
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
    </AnnounceTitleContext>
  );
}
