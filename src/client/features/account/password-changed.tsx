import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';

/** The access spec has no words for a voluntary change that succeeded; these say it plainly. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

/**
 * The confirmation of a voluntary password change. It takes the focus, so a screen reader reads it
 * out and a keyboard user continues from it.
 */
export function PasswordChanged({ onContinue }: { onContinue: () => void }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <>
      <Alert ref={message} severity="success" role="status" tabIndex={-1} sx={{ mb: 2 }}>
        {PASSWORD_CHANGED_MESSAGE}
      </Alert>
      <Button variant="contained" onClick={onContinue}>
        Continue
      </Button>
    </>
  );
}
