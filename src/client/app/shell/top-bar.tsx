import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { useGetSystemInformationQuery } from '@client/api/system-api';
import { useLogout } from '@client/session/use-logout';
import logoUrl from '../../../../public/logo.svg';
import { OrganisationSelector } from './organisation-selector';

/** The button that opens the menu drawer on narrow screens. */
export interface MenuButtonProps {
  open: boolean;
  /** Id of the drawer it opens. */
  controls: string;
  onOpen: () => void;
}

export interface TopBarProps {
  /** Given on narrow screens, where the menu is a drawer. */
  menuButton?: MenuButtonProps;
}

const LOGO_SIZE = 32;

/**
 * One line at every width: on a phone the instance name and the user name give way (the drawer
 * names the user), so the organisation selector keeps at least 160 px and Logout stays in reach.
 */
export function TopBar({ menuButton }: TopBarProps) {
  const { data: system } = useGetSystemInformationQuery();
  const { data: user } = useGetUserInformationQuery();
  const { logout, isLoggingOut } = useLogout();
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'nowrap', minWidth: 0 }}>
        {menuButton && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open the menu"
            aria-expanded={menuButton.open}
            aria-controls={menuButton.controls}
            onClick={menuButton.onOpen}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component="img"
          src={logoUrl}
          alt="Energy Post-Trade"
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          sx={{ flexShrink: 0 }}
        />
        <Typography
          variant="h6"
          component="p"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}
        >
          {system?.instanceName}
        </Typography>
        <Typography
          component="p"
          aria-label="User name"
          noWrap
          sx={{ maxWidth: 160, flexShrink: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}
        >
          {user?.userName}
        </Typography>
        <Box sx={{ flex: { xs: '1 1 160px', sm: '0 1 280px' }, minWidth: 160 }}>
          <OrganisationSelector />
        </Box>
        <Link
          component="button"
          type="button"
          color="inherit"
          underline="hover"
          disabled={isLoggingOut}
          onClick={() => void logout()}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Logout
        </Link>
      </Toolbar>
    </AppBar>
  );
}
