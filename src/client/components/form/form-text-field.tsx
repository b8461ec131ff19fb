import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path, type UseControllerProps } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

export type FormTextFieldProps<TFieldValues extends FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'invalid'
> & {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  helperText?: ReactNode;
  /** Field rules, for the few forms validated without a zod resolver (see the code form). */
  rules?: UseControllerProps<TFieldValues>['rules'];
};

/** A text field bound to react-hook-form, showing the field's message as helper text. */
export function FormTextField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  ...fieldProps
}: FormTextFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <OutlinedTextField
      {...fieldProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      invalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
