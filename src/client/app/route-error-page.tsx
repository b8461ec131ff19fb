import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './route-error/chunk-load-error';
import { ChunkLoadFailure } from './route-error/chunk-load-failure';
import { CrashReport } from './route-error/crash-report';

/**
 * What the router shows when a route fails: a chunk that could not be fetched (an update, or no
 * connection) is told apart from a page that crashed.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return isChunkLoadError(error) ? <ChunkLoadFailure error={error} /> : <CrashReport error={error} />;
}
