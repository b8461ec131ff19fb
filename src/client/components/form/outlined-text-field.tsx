import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ClipboardEvent, type InputEvent, type KeyboardEvent, type ReactNode } from 'react';
import { EntryHelperText } from './entry-helper-text';
import { useEntryWithinLength } from './use-entry-within-length';

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
 * 40 KB gzipped) for its `select` mode; that would not fit the login page's budget. With a
 * `maxLength`, a paste that does not fit is refused visibly instead of cut, and a key typed into the
 * full field is said not to be entered (`useEntryWithinLength`), in a polite live region that is there
 * before the first refusal.
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
  const maxLength = inputProps.inputProps?.maxLength as number | undefined;
  const entry = useEntryWithinLength(maxLength, inputProps.value);
  const described = Boolean(message) || entry.refusal !== undefined;
  return (
    <FormControl error={invalid} required={required} fullWidth={fullWidth}>
      {/* Greyed with a disabled field, so a form that takes no more changes does not read as editable. The
          message keeps its colour: it is still read, and a greyed one would fail its contrast. */}
      <InputLabel htmlFor={id} disabled={inputProps.disabled}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        // A caller's own paste handler (a guarded field's, which forgets its refusal) runs first. The input
        // element's onKeyDown would replace the one given to the input as a whole (a guarded field's), so
        // both are called from here.
        onKeyDown={undefined}
        inputProps={{
          ...inputProps.inputProps,
          ...entry.handlers,
          onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            inputProps.inputProps?.onPaste?.(event);
            entry.handlers.onPaste(event);
          },
          onInput: (event: InputEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            inputProps.inputProps?.onInput?.(event);
            entry.handlers.onInput();
          },
          onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            inputProps.onKeyDown?.(event);
            inputProps.inputProps?.onKeyDown?.(event);
            entry.handlers.onKeyDown(event);
          },
        }}
        id={id}
        label={label}
        aria-describedby={described ? `${id}-helper-text` : undefined}
      />
      {(message || maxLength !== undefined) && (
        // Without a message it takes no room until an entry is refused.
        <FormHelperText id={`${id}-helper-text`} sx={described ? undefined : { m: 0 }}>
          {maxLength === undefined ? message : <EntryHelperText message={message} refusal={entry.refusal} />}
        </FormHelperText>
      )}
    </FormControl>
  );
}
