import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

export const ROUTE_ERROR_MESSAGE =
  'This part of the application could not be loaded. It may have been updated since you opened it: please reload the page.';

/**
 * What the router shows when a route fails: mostly a lazily loaded chunk that can no longer be fetched
 * because a new deployment replaced its hashed file, which a reload fixes.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // The router caught the error, so window never saw it: hand it to the one client error reporting
    // (console and api/error/ui) the way an uncaught error would reach it.
    const message = error instanceof Error ? error.message : String(error);
    window.dispatchEvent(new ErrorEvent('error', { error, message }));
  }, [error]);
  return (
    <Box component="main" sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 6 }}>
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography role="alert" sx={{ mb: 3 }}>
          {ROUTE_ERROR_MESSAGE}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Paper>
    </Box>
  );
}
