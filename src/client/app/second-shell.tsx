import Box from '@mui/material/Box';
import { Outlet, useMatches } from 'react-router-dom';
import logoUrl from '../../../public/logo.svg';
import { isWideLayout } from './second-shell-layout';

/** The plain layout of login, error and the other pages without a menu. */
export function SecondShell() {
  const wide = useMatches().some((match) => isWideLayout(match.handle));
  // Box rather than Container: this shell holds the login page, which has a size budget.
  return (
    <Box component="main" sx={{ maxWidth: wide ? 1200 : 600, mx: 'auto', px: 2, py: wide ? 3 : 6 }}>
      <Box component="img" src={logoUrl} alt="Energy Post-Trade" sx={{ height: 48, mb: 3 }} />
      <Outlet />
    </Box>
  );
}
