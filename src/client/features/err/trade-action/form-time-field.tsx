import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';
import { maskTime } from './time-mask';

export interface FormTimeFieldProps<TFieldValues extends FieldValues> {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/** An hh:mm:ss field typed through the 99:99:99 mask; the schema checks hours 00-23. */
export function FormTimeField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  required = false,
  disabled = false,
  helperText,
}: FormTimeFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <OutlinedTextField
      label={label}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(maskTime(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled}
      placeholder="hh:mm:ss"
      inputProps={{ inputMode: 'numeric', maxLength: 8 }}
      invalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
      helperText={helperText}
    />
  );
}
