import Button from '@mui/material/Button';
import { useGuardedLogout } from '@client/components/form/use-guarded-logout';

/** The second shell has no top bar: the pending-step pages offer their own way out. */
export function LogoutButton() {
  const { requestLogout, isLoggingOut, question } = useGuardedLogout();
  return (
    <>
      <Button onClick={requestLogout} disabled={isLoggingOut}>
        Logout
      </Button>
      {question}
    </>
  );
}
