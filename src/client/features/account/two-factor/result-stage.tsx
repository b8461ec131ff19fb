import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

export interface ResultStageProps {
  outcome: 'success' | 'cancelled';
  /** What the server said about the cancellation. */
  cancelMessage: string | undefined;
}

/** Stage 3: verified (Close logs out) or cancelled (on to the welcome page). */
export function ResultStage({ outcome, cancelMessage }: ResultStageProps) {
  // The Cancel or Next that led here is gone or changed: the outcome takes the focus, and is read out.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => outcomeRef.current?.focus(), []);
  if (outcome === 'success') {
    return (
      <Alert severity="success" ref={outcomeRef} tabIndex={-1}>
        Two-factor authentication is set up. Select Close to log out, then log in again with a code from your
        authenticator app.
      </Alert>
    );
  }
  return (
    <Alert severity="info" ref={outcomeRef} tabIndex={-1}>
      {cancelMessage ?? 'Two-factor authentication setup was cancelled.'}
    </Alert>
  );
}
