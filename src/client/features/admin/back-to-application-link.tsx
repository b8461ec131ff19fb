import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@shared/app-paths';

/** The second shell has no menu: the admin reports' way back into the application. */
export function BackToApplicationLink() {
  return (
    <Link component={RouterLink} to={paths.help.welcome.getHref()} sx={{ display: 'inline-block', mb: 2 }}>
      Back to the welcome page
    </Link>
  );
}
