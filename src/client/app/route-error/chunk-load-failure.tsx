import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isServerReachable } from '@client/api/server-reachability';
import { FullPageLoader } from '@client/components/full-page-loader';
import { paths } from '@shared/app-paths';
import { RouteErrorLayout } from './route-error-layout';

export const CHUNK_LOAD_MESSAGE =
  'This part of the application could not be loaded. It may have been updated since you opened it: please reload the page.';

type Connection = 'checking' | 'reachable' | 'unreachable';

/**
 * A page's chunk could not be fetched. If the server answers, a deployment replaced the chunk's hashed
 * file and a reload fixes it; if it does not, the user gets the connection-failure screen, which is in
 * the first bundle so that it shows with the server down.
 */
export function ChunkLoadFailure({ error }: { error: unknown }) {
  const [connection, setConnection] = useState<Connection>('checking');
  useEffect(() => {
    let current = true;
    void isServerReachable().then((reachable) => {
      if (current) setConnection(reachable ? 'reachable' : 'unreachable');
    });
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    // The router caught the error, so window never saw it: hand it to the one client error reporting
    // (console and api/error/ui). Only with the server there: the report could not reach it otherwise.
    if (connection !== 'reachable') return;
    const message = error instanceof Error ? error.message : String(error);
    window.dispatchEvent(new ErrorEvent('error', { error, message }));
  }, [connection, error]);

  if (connection === 'checking') return <FullPageLoader />;
  if (connection === 'unreachable') return <Navigate to={paths.connectionFailure.getHref()} />;
  return (
    <RouteErrorLayout>
      <Typography role="alert" sx={{ mb: 3 }}>
        {CHUNK_LOAD_MESSAGE}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </RouteErrorLayout>
  );
}
