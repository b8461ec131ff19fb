import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  submitting: boolean;
  /** Disabled for another reason than submitting (a form that is not complete yet). */
  disabled?: boolean;
  children: ReactNode;
}

export function SubmitButton({ submitting, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={submitting || disabled}
      startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-label="Submitting" /> : undefined}
    >
      {children}
    </Button>
  );
}
