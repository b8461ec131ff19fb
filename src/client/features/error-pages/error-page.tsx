import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageTitle } from '@client/components/page-title';
import type { HttpErrorRecord } from '@client/errors/errors-slice';
import { ErrorDetails } from './error-details';
import { GatewayTimeoutMessage } from './gateway-timeout-message';

export interface ErrorPageProps {
  /** The collected errors; never empty (the route sends the user home when there are none). */
  errors: HttpErrorRecord[];
  loggedIn: boolean;
  /** To the welcome page, or to login when not logged in; clears the errors. */
  onReturnHome: () => void;
  onLogout: () => void;
}

/** The collected errors, cycled with Next (access spec section 2). */
export function ErrorPage({ errors, loggedIn, onReturnHome, onLogout }: ErrorPageProps) {
  const [shownIndex, setShownIndex] = useState(0);
  const position = shownIndex % errors.length;
  const shown = errors[position];
  return (
    <Paper sx={{ p: 4 }}>
      <PageTitle title="Error" />
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Internal Error {position + 1} of {errors.length}
        </Typography>
        {shown?.status === 504 && <GatewayTimeoutMessage />}
        {shown && <ErrorDetails error={shown} />}
        <Stack direction="row" spacing={2}>
          {errors.length > 1 && <Button onClick={() => setShownIndex(position + 1)}>Next</Button>}
          <Button variant="contained" onClick={onReturnHome}>
            Return to home page
          </Button>
          {loggedIn && (
            <Button variant="outlined" onClick={onLogout}>
              Logout
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
