import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageTitle } from '@client/components/page-title';
import type { HttpErrorRecord } from '@client/errors/errors-slice';
import { ErrorDetails } from './error-details';

export interface ErrorPageProps {
  /** The collected errors; never empty (the route sends the user home when there are none). */
  errors: HttpErrorRecord[];
  onReturnHome: () => void;
}

/**
 * A minimal error page: the collected errors, cycled with Next, and a way home. The 504 screen, the
 * connection-failure screen and the Logout button come with the error-handling issue.
 */
export function ErrorPage({ errors, onReturnHome }: ErrorPageProps) {
  const [shownIndex, setShownIndex] = useState(0);
  const position = shownIndex % errors.length;
  const shown = errors[position];
  return (
    <Stack spacing={2}>
      <PageTitle title="Error" />
      <Typography variant="h6" component="h2">
        Internal Error {position + 1} of {errors.length}
      </Typography>
      {shown && <ErrorDetails error={shown} />}
      <Stack direction="row" spacing={2}>
        {errors.length > 1 && <Button onClick={() => setShownIndex(position + 1)}>Next</Button>}
        <Button variant="contained" onClick={onReturnHome}>
          Return to home page
        </Button>
      </Stack>
    </Stack>
  );
}
