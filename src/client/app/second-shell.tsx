import Box from '@mui/material/Box';
import { useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { PageTitleAnnouncer } from '@client/components/page-title';
import logoUrl from '../../../public/logo.svg';
import { isWideLayout } from './second-shell-layout';
import { useFocusPageOnNavigation } from './shell/use-focus-page-on-navigation';

const LOGO_SIZE = 48;

/** The plain layout of login, error and the other pages without a menu. */
export function SecondShell() {
  const wide = useMatches().some((match) => isWideLayout(match.handle));
  // As in the signed-in layout: a page reached from another (the second factor's set-up after a forced
  // password change) takes the keyboard to its heading, not back to the document's start.
  const mainRef = useRef<HTMLElement>(null);
  useFocusPageOnNavigation(mainRef, useLocation().pathname);
  // Box rather than Container: this shell holds the login page, which has a size budget.
  return (
    // tabIndex -1: it takes the focus itself while its page has no heading yet (a loader).
    <Box
      ref={mainRef}
      component="main"
      tabIndex={-1}
      sx={{ '&:focus': { outline: 'none' }, maxWidth: wide ? 1200 : 600, mx: 'auto', px: 2, py: wide ? 3 : 6 }}
    >
      {/* Width and height reserve the logo's box before the image arrives (no layout shift). */}
      <Box
        component="img"
        src={logoUrl}
        alt="Energy Post-Trade"
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        sx={{ display: 'block', mb: 3 }}
      />
      <PageTitleAnnouncer>
        <Outlet />
      </PageTitleAnnouncer>
    </Box>
  );
}
