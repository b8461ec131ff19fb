import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type OutlinedTextFieldProps = Omit<OutlinedInputProps, 'error' | 'label'> & {
  label: string;
  /** The field's message; shown instead of the helper text. */
  errorMessage?: string | undefined;
  /** Marks the field invalid; by default whenever there is an error message. */
  invalid?: boolean;
  helperText?: ReactNode;
};

/**
 * A labelled outlined input with its message as helper text, bound to nothing. Composed from the
 * input parts rather than MUI's TextField, which also bundles Select, Menu, Popover and Modal (about
 * 40 KB gzipped) for its `select` mode; that would not fit the login page's budget.
 */
export function OutlinedTextField({
  label,
  errorMessage,
  invalid = errorMessage !== undefined,
  helperText,
  required,
  fullWidth = true,
  ...inputProps
}: OutlinedTextFieldProps) {
  const id = useId();
  const message = errorMessage ?? helperText;
  return (
    <FormControl error={invalid} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        label={label}
        aria-describedby={message ? `${id}-helper-text` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper-text`}>{message}</FormHelperText>}
    </FormControl>
  );
}
