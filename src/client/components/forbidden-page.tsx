import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@shared/app-paths';
import { PageTitle } from './page-title';

/** The status table's wording for a 403 (access spec section 8). */
export const FORBIDDEN_TITLE = 'Request forbidden';
export const FORBIDDEN_MESSAGE = 'You are not allowed to open this page.';

/**
 * What a signed-in user sees on a page their account may not open (an admin URL typed by a
 * non-administrator): the refusal and a way back, never the page's placeholder or an empty table.
 */
export function ForbiddenPage() {
  return (
    <Paper sx={{ p: 4 }}>
      <PageTitle title={FORBIDDEN_TITLE} />
      <Typography gutterBottom>{FORBIDDEN_MESSAGE}</Typography>
      <Link component={RouterLink} to={paths.help.welcome.getHref()}>
        Return to the welcome page
      </Link>
    </Paper>
  );
}
