import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@client/components/page-title';
import { newReferenceCode, reportWithReference } from '@client/errors/report-with-reference';
import type { AppStore } from '../store';
import { RouteErrorLayout } from './route-error-layout';

export const CRASH_TITLE = 'Something went wrong';
export const CRASH_MESSAGE =
  'An error in the application stopped this page from being shown. Reloading the page may help; if the error comes back, please contact support.';
export const REPORT_FAILED_MESSAGE = 'The error could not be reported.';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * A page threw while loading or rendering: say so (it is no update and no lost connection), report it
 * with a reference code the user can quote to support, and offer Reload and Go back.
 */
export function CrashReport({ error }: { error: unknown }) {
  const store = useAppStore();
  const navigate = useNavigate();
  const [referenceCode] = useState(newReferenceCode);
  const [reported, setReported] = useState<boolean | undefined>(undefined);
  // StrictMode runs effects twice in development; the report goes once.
  const reportedError = useRef<unknown>(undefined);

  useEffect(() => {
    if (reportedError.current === error) return;
    reportedError.current = error;
    console.error('Unhandled client error:', error);
    void reportWithReference(store, error, window.location.href, referenceCode).then(setReported);
  }, [store, error, referenceCode]);

  return (
    <RouteErrorLayout>
      <PageTitle title={CRASH_TITLE} />
      <Stack spacing={2}>
        <Typography role="alert">{CRASH_MESSAGE}</Typography>
        <Typography role="status">
          {reported === undefined && 'Reporting the error…'}
          {reported === true && (
            <>
              The error has been reported with the reference code <strong>{referenceCode}</strong>.
            </>
          )}
          {reported === false && REPORT_FAILED_MESSAGE}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="outlined" onClick={() => void navigate(-1)}>
            Go back
          </Button>
        </Stack>
      </Stack>
    </RouteErrorLayout>
  );
}
