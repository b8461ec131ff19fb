import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path, type UseControllerProps } from 'react-hook-form';

export type FormTextFieldProps<TFieldValues extends FieldValues> = Omit<
  OutlinedInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  helperText?: ReactNode;
  /** Field rules, for the few forms validated without a zod resolver (see the login form). */
  rules?: UseControllerProps<TFieldValues>['rules'];
};

/**
 * A text field bound to react-hook-form, showing the field's message as helper text. Composed from
 * the input parts rather than MUI's TextField, which also bundles Select, Menu, Popover and Modal
 * (about 40 KB gzipped) for its `select` mode; that would not fit the login page's budget.
 */
export function FormTextField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  helperText,
  required,
  fullWidth = true,
  rules,
  ...inputProps
}: FormTextFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control, rules });
  const id = useId();
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={fieldState.invalid} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={message ? `${id}-helper-text` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper-text`}>{message}</FormHelperText>}
    </FormControl>
  );
}
