import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';

export interface FormOptionalTextFieldProps<TFieldValues extends FieldValues> {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** 'decimal' for amounts: a numeric keyboard on phones. */
  inputMode?: 'text' | 'decimal' | 'numeric';
  maxLength?: number;
}

/**
 * A text field whose empty value is undefined, so an optional field left blank is simply absent
 * from the request (the contract's optional numbers and texts refuse '').
 */
export function FormOptionalTextField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  required = false,
  disabled = false,
  inputMode = 'text',
  maxLength,
}: FormOptionalTextFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <OutlinedTextField
      label={label}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled}
      inputProps={{ inputMode, maxLength }}
      invalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
