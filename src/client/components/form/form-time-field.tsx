import { useLayoutEffect, useRef } from 'react';
import { get, useController, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { EntryHelperText } from './entry-helper-text';
import { OutlinedTextField } from './outlined-text-field';
import { digitCount, maskTime, positionAfterDigits, timeEntryRule } from './time-mask';
import { useGuardedEntry } from './use-guarded-entry';

export interface FormTimeFieldProps<TFieldValues extends FieldValues> {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Another key whose message this field shows (a server key such as startTime1 for a list entry). */
  errorKey?: string;
}

/**
 * An hh:mm:ss field typed through the 99:99:99 mask; the schema checks hours 00-23. What the mask
 * cannot hold (a letter, a decimal point, a paste of more than hh:mm:ss) is refused visibly, never
 * dropped; a full field takes no further key, as any field at its length.
 */
export function FormTimeField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  required = false,
  disabled = false,
  helperText,
  errorKey,
}: FormTimeFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control });
  const { errors } = useFormState({ control, name: errorKey as Path<TFieldValues> | undefined, disabled: !errorKey });
  const keyed = errorKey ? (get(errors, errorKey) as { message?: string } | undefined) : undefined;
  const message = fieldState.error?.message ?? keyed?.message;
  const value = (field.value as string | undefined) ?? '';
  const input = useRef<HTMLInputElement | null>(null);
  const caretAfterMask = useRef<number | undefined>(undefined);
  const entry = useGuardedEntry(
    value,
    (typed, { whole, deletion }) => {
      // A deletion stays as the user made it: re-masked, a colon deleted came straight back.
      const masked = deletion ? typed : maskTime(typed, { whole });
      const caret = input.current?.selectionStart;
      // Inside the time, the caret stays after the digit it followed (left to React, it jumps to the
      // end, where it stays for typing on).
      if (masked !== typed && caret !== null && caret !== undefined && caret < typed.length)
        caretAfterMask.current = positionAfterDigits(masked, digitCount(typed.slice(0, caret)));
      field.onChange(masked);
    },
    timeEntryRule,
    disabled,
  );
  useLayoutEffect(() => {
    if (caretAfterMask.current === undefined) return;
    input.current?.setSelectionRange(caretAfterMask.current, caretAfterMask.current);
    caretAfterMask.current = undefined;
  });
  return (
    <OutlinedTextField
      label={label}
      name={field.name}
      value={value}
      onChange={entry.onChange}
      onKeyDown={entry.onKeyDown}
      onFocus={entry.onFocus}
      onBlur={() => {
        entry.onBlur();
        field.onBlur();
      }}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        field.ref(element);
      }}
      required={required}
      disabled={disabled}
      placeholder="hh:mm:ss"
      inputProps={{ inputMode: 'numeric', maxLength: 8, onPaste: entry.onPaste }}
      invalid={message !== undefined}
      helperText={<EntryHelperText message={message ?? helperText} refusal={entry.refusal} />}
    />
  );
}
