import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useGetNavigationQuery } from '@client/api/navigation-api';
import { useUnsupportedBrowserLog } from '@client/browser/use-unsupported-browser-log';
import { BrowserSupportWarning } from '@client/components/browser-support-warning';
import { GlobalMessages } from '@client/components/global-messages';
import { MenuTitleContext } from '@client/components/page-title';
import { AccordionMenu } from './accordion-menu';
import { findActiveMenuItem } from './find-active-menu-item';
import { TopBar } from './top-bar';
import { useDefaultOrganisation } from './use-default-organisation';

/** The authenticated shell: top bar, the organisation's menu, and the page. */
export function MainLayout() {
  const { ready, organisationId } = useDefaultOrganisation();
  const { data: navigation } = useGetNavigationQuery(
    ready ? { organisationId: organisationId ?? undefined } : skipToken,
  );
  const { pathname } = useLocation();
  const activeItem = findActiveMenuItem(navigation, pathname);
  useUnsupportedBrowserLog();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <BrowserSupportWarning />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <Box component="aside" sx={{ width: 260, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
          {navigation && <AccordionMenu navigation={navigation} activeItem={activeItem} />}
        </Box>
        <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
          <GlobalMessages />
          <MenuTitleContext value={activeItem?.item.name}>
            <Outlet />
          </MenuTitleContext>
        </Box>
      </Box>
    </Box>
  );
}
