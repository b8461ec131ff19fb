import Alert from '@mui/material/Alert';
import { useEffect, useRef, type ReactNode } from 'react';

export interface FormErrorProps {
  message: string | undefined;
  /** A button the message offers (a stale form's Reload), beside the words it belongs to. */
  action?: ReactNode;
}

/** The form-level message (the server's refusal), announced to screen readers. */
export function FormError({ message, action }: FormErrorProps) {
  if (!message) return null;
  return <FormErrorAlert message={message} action={action} />;
}

function FormErrorAlert({ message, action }: FormErrorProps) {
  const alert = useRef<HTMLDivElement>(null);
  // Focus moves to each refusal, which brings it into view: above a long form (the position dialog)
  // it was out of sight after Save, and the submit button, disabled while sending, left focus nowhere.
  // A field the refusal also marks keeps the focus it was given: the user corrects it there.
  useEffect(() => {
    if (document.activeElement?.getAttribute('aria-invalid') === 'true') return;
    alert.current?.focus();
  }, [message]);
  return (
    <Alert ref={alert} severity="error" role="alert" tabIndex={-1} action={action} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
