import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  submitting: boolean;
  children: ReactNode;
}

export function SubmitButton({ submitting, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-label="Submitting" /> : undefined}
    >
      {children}
    </Button>
  );
}
