import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router-dom';
import logoUrl from '../../../public/logo.svg';

/** The plain layout of login, error and the other pages without a menu. */
export function SecondShell() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <Box component="img" src={logoUrl} alt="Energy Post-Trade" sx={{ height: 48, mb: 3 }} />
      <Outlet />
    </Container>
  );
}
