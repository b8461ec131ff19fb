import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { CONNECTION_LOST_MESSAGE, readApiError } from '@client/api/read-api-error';

/** What a failed call says: the server's message and field messages, else the status text. */
export function describeLoadFailure(error: unknown, fallback: string): string {
  const { errorMessage, fieldErrors, statusText } = readApiError(error);
  const messages = [errorMessage, ...Object.values(fieldErrors ?? {}).flat()].filter(Boolean);
  return messages.length > 0 ? messages.join(' ') : (statusText ?? fallback);
}

/**
 * What a failed change says: as a failed call, except that a change that never reached the server says
 * so, and that what the user entered is still there (a status text of its own says neither).
 */
export function describeChangeFailure(error: unknown, fallback: string): string {
  return readApiError(error).status === 'FETCH_ERROR' ? CONNECTION_LOST_MESSAGE : describeLoadFailure(error, fallback);
}

export interface LoadFailureAlertProps {
  /** The failed query's error; a new failure shows again after the user closed the last one. */
  error: unknown;
  /** While a load runs the message is cleared (access spec section 4). */
  loading: boolean;
  fallback: string;
}

/** A closable message area for a failed load (access spec section 8). */
export function LoadFailureAlert({ error, loading, fallback }: LoadFailureAlertProps) {
  const [closed, setClosed] = useState<unknown>(undefined);
  if (!error || loading || closed === error) return null;
  return (
    <Alert severity="error" onClose={() => setClosed(error)}>
      {describeLoadFailure(error, fallback)}
    </Alert>
  );
}
