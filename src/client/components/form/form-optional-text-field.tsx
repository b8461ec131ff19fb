import { useState } from 'react';
import { get, useController, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { EntryHelperText } from './entry-helper-text';
import { OutlinedTextField } from './outlined-text-field';
import { useGuardedEntry, type EntryRule } from './use-guarded-entry';

export interface FormOptionalTextFieldProps<TFieldValues extends FieldValues> {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** 'decimal' for amounts: a numeric keyboard on phones. */
  inputMode?: 'text' | 'decimal' | 'numeric';
  maxLength?: number;
  /** What the field holds (digits only): anything else typed or pasted is refused, and the field says so. */
  rule?: EntryRule;
  /** Another key whose message this field shows (a server key such as startTime1 for a list entry). */
  errorKey?: string;
  /** What an empty field holds: undefined (absent from the request) or '' (a form whose blanks are ''). */
  emptyValue?: '' | undefined;
}

/**
 * A text field whose empty value is undefined by default, so an optional field left blank is simply
 * absent from the request (the contract's optional numbers and texts refuse ''). A rule makes it
 * refuse, visibly, what it must not hold.
 */
export function FormOptionalTextField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  required = false,
  disabled = false,
  inputMode = 'text',
  maxLength,
  rule,
  errorKey,
  emptyValue,
}: FormOptionalTextFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control });
  const { errors } = useFormState({ control, name: errorKey as Path<TFieldValues> | undefined, disabled: !errorKey });
  const keyed = errorKey ? (get(errors, errorKey) as { message?: string } | undefined) : undefined;
  const message = fieldState.error?.message ?? keyed?.message;
  // react-hook-form shows the default again for an undefined value: a cleared field remembers it is blank.
  const [blank, setBlank] = useState(false);
  const shown = blank ? '' : ((field.value as string | undefined) ?? '');
  const entry = useGuardedEntry(
    shown,
    (value) => {
      setBlank(value === '');
      field.onChange(value === '' ? emptyValue : value);
    },
    rule,
    disabled,
  );
  return (
    <OutlinedTextField
      label={label}
      name={field.name}
      value={shown}
      onChange={entry.onChange}
      onKeyDown={entry.onKeyDown}
      onFocus={entry.onFocus}
      onBlur={() => {
        entry.onBlur();
        field.onBlur();
      }}
      inputRef={field.ref}
      required={required}
      disabled={disabled}
      inputProps={{ inputMode, maxLength, onPaste: entry.onPaste }}
      invalid={message !== undefined}
      helperText={
        rule ? (
          // What the field said on leaving it is the message Save gives: said once.
          <EntryHelperText message={message} refusal={entry.refusal === message ? undefined : entry.refusal} />
        ) : (
          message
        )
      }
    />
  );
}
