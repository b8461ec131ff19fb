import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';

/** The access spec has no words for a voluntary change that succeeded; these say it plainly. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

export interface PasswordChangedProps {
  /** What was done: a voluntary change by default, or a reset or reset mail a signed-in user asked for. */
  message?: string;
  onContinue: () => void;
}

/**
 * The confirmation of a password change. It takes the focus, so a screen reader reads it out and a
 * keyboard user continues from it.
 */
export function PasswordChanged({ message: text = PASSWORD_CHANGED_MESSAGE, onContinue }: PasswordChangedProps) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <>
      <Alert ref={message} severity="success" role="status" tabIndex={-1} sx={{ mb: 2 }}>
        {text}
      </Alert>
      <Button variant="contained" onClick={onContinue}>
        Continue
      </Button>
    </>
  );
}
