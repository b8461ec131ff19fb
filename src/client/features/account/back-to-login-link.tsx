import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@shared/app-paths';

/** The way back from the pages reached from the login (forgot password) or from its mails (reset password). */
export function BackToLoginLink() {
  return (
    <Link component={RouterLink} to={paths.login.getHref()} sx={{ display: 'inline-block', mt: 2 }}>
      Back to login
    </Link>
  );
}
