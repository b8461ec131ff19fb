import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@shared/app-paths';

export const CONNECTION_FAILURE_TITLE = 'No connection to the server';
export const CONNECTION_FAILURE_MESSAGE =
  'Cannot establish connection to server, please try again in 10 minutes. We apologise for the inconvenience.';

/**
 * Shown when the server cannot be reached. Unlike the other error pages it is part of the first
 * bundle: with the server gone, a lazily loaded chunk could not be fetched either.
 */
export function ConnectionFailurePage() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center' }}>
      <PageTitle title={CONNECTION_FAILURE_TITLE} />
      <Typography sx={{ mb: 3 }}>{CONNECTION_FAILURE_MESSAGE}</Typography>
      {/* The root leads to login, or on to the welcome page when the session is still there. */}
      <Button variant="contained" component={RouterLink} to={paths.root.getHref()}>
        Return
      </Button>
    </Paper>
  );
}
