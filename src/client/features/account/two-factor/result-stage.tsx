import Alert from '@mui/material/Alert';

export interface ResultStageProps {
  outcome: 'success' | 'cancelled';
  /** What the server said about the cancellation. */
  cancelMessage: string | undefined;
}

/** Stage 3: verified (Close logs out) or cancelled (on to the welcome page). */
export function ResultStage({ outcome, cancelMessage }: ResultStageProps) {
  if (outcome === 'success') {
    return (
      <Alert severity="success">
        Two-factor authentication is set up. Select Close to log out, then log in again with a code from your
        authenticator app.
      </Alert>
    );
  }
  return <Alert severity="info">{cancelMessage ?? 'Two-factor authentication setup was cancelled.'}</Alert>;
}
