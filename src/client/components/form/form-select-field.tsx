import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { get, useController, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps<TFieldValues extends FieldValues> {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  options: readonly SelectOption[];
  /** Values offered after the preferred ones, under 'Other values' (a value set's not-preferred values). */
  otherOptions?: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** Another key whose message this field shows (a server key such as indexName1 for a list entry). */
  errorKey?: string;
  /** The label of the empty choice, or null for none; by default 'None' on an optional field. */
  emptyChoice?: string | null;
  /** What the empty choice holds: undefined (absent from the request) or ''. */
  emptyValue?: '' | undefined;
  /** A value that is not a string (a boolean) to its option and back. */
  toOption?: (value: unknown) => string;
  fromOption?: (option: string) => unknown;
  /** Fields whose rule reads this one's value: a change judges them again (a code by its type). */
  revalidates?: Path<TFieldValues>[];
}

/** The choice a select shows for a value its options no longer hold. */
export const unlistedOptionLabel = (value: string) => `${value} (no longer offered)`;

const asOption = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

/** A select bound to react-hook-form; an optional one offers an empty choice, held as undefined unless told otherwise. */
export function FormSelectField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  options,
  otherOptions = [],
  required = false,
  disabled = false,
  errorKey,
  emptyChoice = required ? null : 'None',
  emptyValue,
  toOption = asOption,
  fromOption = (option) => option,
  revalidates,
}: FormSelectFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control, rules: { deps: revalidates } });
  const { errors } = useFormState({ control, name: errorKey as Path<TFieldValues> | undefined, disabled: !errorKey });
  const keyed = errorKey ? (get(errors, errorKey) as { message?: string } | undefined) : undefined;
  const message = fieldState.error?.message ?? keyed?.message;
  // react-hook-form shows the default again for an undefined value: 'None' remembers it was chosen.
  const [blank, setBlank] = useState(false);
  const current = blank ? '' : toOption(field.value);
  // A value the choices no longer hold (a delivery zone retired since the trade was reported) is shown
  // and named so: a select shows nothing for it, and the form sent it unseen.
  const unlisted =
    current !== '' && ![...options, ...otherOptions].some((option) => option.value === current) ? current : null;
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      value={current}
      onChange={(event) => {
        setBlank(event.target.value === '');
        field.onChange(event.target.value === '' ? emptyValue : fromOption(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled}
      error={message !== undefined}
      helperText={message}
    >
      {emptyChoice !== null && (
        <MenuItem value="">
          <em>{emptyChoice}</em>
        </MenuItem>
      )}
      {unlisted !== null && <MenuItem value={unlisted}>{unlistedOptionLabel(unlisted)}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {otherOptions.length > 0 && <ListSubheader>Other values</ListSubheader>}
      {otherOptions.map((option) => (
        <MenuItem key={`other:${option.value}`} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Options whose label is the code itself (ACER's codes are what traders know). */
export const codeOptions = (codes: readonly string[], labels: Partial<Record<string, string>> = {}): SelectOption[] =>
  codes.map((code) => ({ value: code, label: labels[code] ? `${code} – ${labels[code]}` : code }));
