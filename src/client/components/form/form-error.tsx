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

/** Where a user types or picks a value, enabled: focus there is the user's, not lost. */
const TYPING_TARGETS = 'input:enabled, textarea:enabled, select:enabled, [contenteditable="true"], [role="combobox"]';

function FormErrorAlert({ message, action }: FormErrorProps) {
  const alert = useRef<HTMLDivElement>(null);
  // Each refusal comes into view: above a long form (the position dialog) it was out of sight after
  // Save. Where focus was lost (the clicked button, disabled while sending, left it on the dialog or
  // the page) it takes focus too; a field the user is in keeps it (a password retyped after Enter, a
  // field the refusal marks), and role="alert" reads the message out either way.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.matches(TYPING_TARGETS))
      alert.current?.scrollIntoView?.({ block: 'nearest' });
    else alert.current?.focus();
  }, [message]);
  return (
    <Alert ref={alert} severity="error" role="alert" tabIndex={-1} action={action} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
