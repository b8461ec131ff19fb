import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { useGetSystemInformationQuery } from '@client/api/system-api';
import { useLogout } from '@client/session/use-logout';
import logoUrl from '../../../../public/logo.svg';
import { OrganisationSelector } from './organisation-selector';

export function TopBar() {
  const { data: system } = useGetSystemInformationQuery();
  const { data: user } = useGetUserInformationQuery();
  const { logout, isLoggingOut } = useLogout();
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Box component="img" src={logoUrl} alt="Energy Post-Trade" sx={{ height: 32 }} />
        <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
          {system?.instanceName}
        </Typography>
        <Typography component="p" aria-label="User name">
          {user?.userName}
        </Typography>
        <OrganisationSelector />
        <Link
          component="button"
          type="button"
          color="inherit"
          underline="hover"
          disabled={isLoggingOut}
          onClick={() => void logout()}
        >
          Logout
        </Link>
      </Toolbar>
    </AppBar>
  );
}
