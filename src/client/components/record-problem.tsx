import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { readApiError } from '@client/api/read-api-error';
import { describeLoadFailure } from './load-failure-alert';

export interface RecordProblemProps {
  /** What the page shows, as its title names it: 'audit trail', 'position file', 'document'. */
  subject: string;
  /** The failed load; none when the address names nothing to load. */
  error: unknown;
  /** A 404: the spec's message as the title, and what the user can do about it. */
  notFound: { title: string; text: ReactNode };
  /** The address names nothing to load: a title and how to get to the record instead. */
  missing?: { title: string; text: ReactNode };
}

/**
 * Why a page of one record shows nothing, said instead of an empty grid or frame that would read as
 * "nothing there": the address names no record, there is no such record in the selected organisation
 * (404, also another organisation's), or the load failed (the server's words).
 */
export function RecordProblem({ subject, error, notFound, missing }: RecordProblemProps) {
  if (!error) {
    return missing ? (
      <Alert severity="warning">
        <AlertTitle>{missing.title}</AlertTitle>
        {missing.text}
      </Alert>
    ) : null;
  }
  const problem = readApiError(error).status === 404 ? notFound : undefined;
  return (
    <Alert severity="error">
      <AlertTitle>{problem?.title ?? `The ${subject} could not be loaded`}</AlertTitle>
      {problem?.text ?? describeLoadFailure(error, 'The server refused the request.')}
    </Alert>
  );
}
