import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import logoUrl from '../../../public/logo.svg';

/** The plain layout of login, error and the other pages without a menu. */
export function SecondShell() {
  // Box rather than Container: this shell holds the login page, which has a size budget.
  return (
    <Box component="main" sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 6 }}>
      <Box component="img" src={logoUrl} alt="Energy Post-Trade" sx={{ height: 48, mb: 3 }} />
      <Outlet />
    </Box>
  );
}
