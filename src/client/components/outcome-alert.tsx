import Alert, { type AlertProps } from '@mui/material/Alert';
import type { Ref } from 'react';

type OutcomeAlertProps = Omit<AlertProps, 'severity' | 'role' | 'tabIndex'> & {
  ref?: Ref<HTMLDivElement>;
  severity: NonNullable<AlertProps['severity']>;
};

/**
 * A change's outcome said where it was made: a failure as an alert, anything else as a status, and
 * focusable from script (`tabIndex={-1}`), so it can take the focus when the button that started the
 * work is gone or disabled (`use-focus-if-lost.ts`).
 */
export function OutcomeAlert({ severity, ...props }: OutcomeAlertProps) {
  return <Alert tabIndex={-1} severity={severity} role={severity === 'error' ? 'alert' : 'status'} {...props} />;
}
