import Alert from '@mui/material/Alert';

export interface FormErrorProps {
  message: string | undefined;
}

/** The form-level message (the server's refusal), announced to screen readers. */
export function FormError({ message }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
