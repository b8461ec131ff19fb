import { useState } from 'react';
import { get, useController, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
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
  /** Keeps only what the field accepts as the user types (digits only). */
  filter?: (input: string) => string;
  /** Another key whose message this field shows (a server key such as startTime1 for a list entry). */
  errorKey?: string;
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
  filter,
  errorKey,
}: FormOptionalTextFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control });
  const { errors } = useFormState({ control, name: errorKey as Path<TFieldValues> | undefined, disabled: !errorKey });
  const keyed = errorKey ? (get(errors, errorKey) as { message?: string } | undefined) : undefined;
  const message = fieldState.error?.message ?? keyed?.message;
  // react-hook-form shows the default again for an undefined value: a cleared field remembers it is blank.
  const [blank, setBlank] = useState(false);
  return (
    <OutlinedTextField
      label={label}
      name={field.name}
      value={blank ? '' : ((field.value as string | undefined) ?? '')}
      onChange={(event) => {
        const value = filter ? filter(event.target.value) : event.target.value;
        setBlank(value === '');
        field.onChange(value === '' ? undefined : value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled}
      inputProps={{ inputMode, maxLength }}
      invalid={message !== undefined}
      errorMessage={message}
    />
  );
}
