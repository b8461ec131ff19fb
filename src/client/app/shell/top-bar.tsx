import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { useGetSystemInformationQuery } from '@client/api/system-api';
import { useGuardedLogout } from '@client/components/form/use-guarded-logout';
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
 * One line from the `sm` breakpoint up. On a phone the instance name and the user name give way (the
 * drawer names the user) and the organisation selector takes a line of its own, the whole width, so
 * the organisation's name stays readable; Logout stays in reach on the first line.
 */
export function TopBar({ menuButton }: TopBarProps) {
  const { data: system } = useGetSystemInformationQuery();
  const { data: user } = useGetUserInformationQuery();
  const { requestLogout, isLoggingOut, question } = useGuardedLogout();
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ columnGap: { xs: 1, sm: 2 }, rowGap: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' }, minWidth: 0 }}>
        {menuButton && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open the menu"
            aria-expanded={menuButton.open}
            // The drawer is only in the page while open: a reference to it only then.
            aria-controls={menuButton.open ? menuButton.controls : undefined}
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
          title={system?.instanceName}
          sx={{ flexGrow: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}
        >
          {system?.instanceName}
        </Typography>
        {/* The instance name gives way first (at 200 % zoom it left the user name two letters); a name
            longer than its box still shows whole on hover. */}
        <Typography
          component="p"
          aria-label="User name"
          noWrap
          title={user?.userName}
          sx={{ maxWidth: 160, flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
        >
          {user?.userName}
        </Typography>
        <Box
          sx={{
            order: { xs: 1, sm: 0 },
            flex: { xs: '1 0 100%', sm: '0 1 280px' },
            minWidth: 160,
            pb: { xs: 1, sm: 0 },
          }}
        >
          <OrganisationSelector />
        </Box>
        <Link
          component="button"
          type="button"
          color="inherit"
          underline="hover"
          disabled={isLoggingOut}
          onClick={requestLogout}
          // On a phone nothing grows between the logo and Logout: it is pushed to the end itself.
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', ml: { xs: 'auto', sm: 0 } }}
        >
          Logout
        </Link>
        {question}
      </Toolbar>
    </AppBar>
  );
}
