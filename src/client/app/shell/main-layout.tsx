import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useGetNavigationQuery } from '@client/api/navigation-api';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { useUnsupportedBrowserLog } from '@client/browser/use-unsupported-browser-log';
import { BrowserSupportWarning } from '@client/components/browser-support-warning';
import { GlobalMessages } from '@client/components/global-messages';
import { MenuTitleContext, PageTitleAnnouncer } from '@client/components/page-title';
import { AccordionMenu } from './accordion-menu';
import { findActiveMenuItem } from './find-active-menu-item';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useDefaultOrganisation } from './use-default-organisation';
import { useFocusPageOnNavigation } from './use-focus-page-on-navigation';
import { menuItemLabel } from './menu-item-label';
import { PageMissingFromMenu, usePageMissingFromMenu } from './page-missing-from-menu';
import { useNarrowScreen } from '@client/components/use-narrow-screen';

const MAIN_CONTENT_ID = 'main-content';
const MENU_WIDTH = 260;

/**
 * The authenticated shell: skip link, top bar, the organisation's menu, and the page. Below the `md`
 * breakpoint the menu moves into a temporary drawer behind the top bar's menu button, so the page
 * gets the whole width of a phone.
 */
export function MainLayout() {
  const { ready, organisationId } = useDefaultOrganisation();
  const { data: navigation, currentData: organisationNavigation } = useGetNavigationQuery(
    ready ? { organisationId: organisationId ?? undefined } : skipToken,
  );
  const { data: user } = useGetUserInformationQuery();
  const { pathname, search } = useLocation();
  const activeItem = findActiveMenuItem(navigation, pathname, search);
  const missingPage = usePageMissingFromMenu(organisationNavigation, ready ? organisationId : null, pathname, search);
  useUnsupportedBrowserLog();

  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!narrow && drawerOpen) setDrawerOpen(false);
  const drawerId = useId();

  const mainRef = useRef<HTMLElement>(null);
  useFocusPageOnNavigation(mainRef, pathname);

  const menu = navigation && (
    <AccordionMenu
      navigation={navigation}
      activeItem={activeItem}
      itemLabel={(item) => menuItemLabel(item, ready ? organisationId : null)}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <TopBar
        menuButton={narrow ? { open: drawerOpen, controls: drawerId, onOpen: () => setDrawerOpen(true) } : undefined}
      />
      <BrowserSupportWarning />
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        {narrow ? (
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            // Out of MUI's modal manager as soon as it closes, not at the end of its slide: a link that
            // leaves a form with unsaved input opens the leave guard's question then, and the manager,
            // still holding the closing drawer, hid that question from assistive technology with the page.
            // Not kept mounted: rendering the whole menu, unseen, at every page load cost a phone 2-6
            // Lighthouse points (README, session 56); it is rendered when the drawer opens.
            ModalProps={{ closeAfterTransition: false }}
            slotProps={{ paper: { id: drawerId, sx: { width: 280, maxWidth: '85vw' } } }}
          >
            {user && (
              <>
                <Typography sx={{ px: 2, py: 1.5 }} noWrap>
                  Signed in as {user.userName}
                </Typography>
                <Divider />
              </>
            )}
            {menu}
          </Drawer>
        ) : (
          <Box component="aside" sx={{ width: MENU_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
            {menu}
          </Box>
        )}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          ref={mainRef}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0, '&:focus': { outline: 'none', boxShadow: 'none' } }}
        >
          <GlobalMessages />
          <MenuTitleContext value={activeItem?.item.name}>
            <PageTitleAnnouncer>
              {missingPage ? <PageMissingFromMenu name={missingPage} organisationId={organisationId} /> : <Outlet />}
            </PageTitleAnnouncer>
          </MenuTitleContext>
        </Box>
      </Box>
    </Box>
  );
}

// Comes with the shell's chunk, which every page of it needs already, rather than with the login page's.
export { RequireOrganisation } from '../guards/require-organisation';
