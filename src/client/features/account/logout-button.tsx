import Button from '@mui/material/Button';
import { useLogout } from '@client/session/use-logout';

/** The second shell has no top bar: the pending-step pages offer their own way out. */
export function LogoutButton() {
  const { logout, isLoggingOut } = useLogout();
  return (
    <Button onClick={() => void logout()} disabled={isLoggingOut}>
      Logout
    </Button>
  );
}
