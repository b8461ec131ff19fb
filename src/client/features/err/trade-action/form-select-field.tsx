import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps<TFieldValues extends FieldValues> {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
}

/** A select bound to react-hook-form; an optional one offers an empty choice, held as undefined. */
export function FormSelectField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  options,
  required = false,
  disabled = false,
}: FormSelectFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    >
      {!required && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Options whose label is the code itself (ACER's codes are what traders know). */
export const codeOptions = (codes: readonly string[], labels: Partial<Record<string, string>> = {}): SelectOption[] =>
  codes.map((code) => ({ value: code, label: labels[code] ? `${code} – ${labels[code]}` : code }));
