import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DATE_FORMAT } from '@shared/contract/remit-constants';
import { invalidDateMessage } from './invalid-date-message';
import { fromIsoIgnoringOffset, toLocalIsoDate } from './local-iso';
import { centuryNote, NO_DAY_TAKEN_TEXT, useDateEntry, withCenturyNote } from './date-entry';

export interface FormDateFieldProps<TFieldValues extends FieldValues> {
  name: Path<TFieldValues>;
  control: Control<TFieldValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  minDate?: Date | undefined;
  maxDate?: Date | undefined;
  /** An optional date left empty is undefined (absent from the request) rather than ''. */
  emptyAsUndefined?: boolean;
}

/**
 * What the form holds while the picker shows a half-typed or impossible date: no date schema accepts
 * it, so the form is not sent (an optional date was sent blank when this was '').
 */
export const UNFINISHED_DATE = 'unfinished date';

/**
 * A dd/mm/yy date picker bound to a yyyy-mm-dd text field of react-hook-form: the form holds the
 * day the user picked, never a time-zone-shifted instant. An impossible date (29/02/27), or one typed in
 * part and left, stays in the picker while the form holds UNFINISHED_DATE; the field's message then says the date
 * is invalid, whatever the schema's words, since the field plainly holds one.
 */
export function FormDateField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  required = false,
  disabled = false,
  minDate,
  maxDate,
  emptyAsUndefined = false,
}: FormDateFieldProps<TFieldValues>) {
  const empty = emptyAsUndefined ? undefined : '';
  const { field, fieldState } = useController({ name, control });
  // An impossible date the picker gave (29/02/27), or one whose typed year it changed (2080 shown as 80),
  // shown as typed while the form holds UNFINISHED_DATE.
  const [unfinished, setUnfinished] = useState<Date | null>(null);
  // A date typed in part into an empty field and left (15/11/YY): the picker's value stays null, so
  // its sections stay as typed; only the form learns the date is unfinished.
  const [leftInPart, setLeftInPart] = useState(false);
  const hiddenInput = useRef<HTMLInputElement | null>(null);
  // react-hook-form shows the default again for an undefined value: a cleared date remembers it is blank.
  const [blank, setBlank] = useState(false);
  const stored = blank ? null : fromIsoIgnoringOffset(field.value as string | undefined);
  const entry = useDateEntry(DATE_FORMAT);
  const take = (value: Date | null) => {
    const refused = entry.refuses(value);
    setBlank(!value);
    setLeftInPart(false);
    if (value && (refused || !isValid(value))) {
      setUnfinished(value);
      field.onChange(UNFINISHED_DATE);
      return;
    }
    setUnfinished(null);
    field.onChange(value ? toLocalIsoDate(value) : empty);
  };
  const message =
    entry.refusal ??
    // A date set since (a reset, a reload) is no longer the one left in part.
    (fieldState.error && (unfinished || (leftInPart && !stored))
      ? invalidDateMessage(label)
      : fieldState.error?.message);
  return (
    // `contents`: the box only hears the field's pastes and keys; the picker lays out as it would alone.
    <Box
      onPasteCapture={(event) => entry.read(event, take)}
      onKeyDownCapture={entry.keyDown}
      onKeyUpCapture={() => entry.keyUp(unfinished ?? stored, take)}
      onFocusCapture={entry.focus}
      sx={{ display: 'contents' }}
    >
      <DatePicker
        label={label}
        format={DATE_FORMAT}
        value={unfinished ?? stored}
        onChange={take}
        disabled={disabled}
        minDate={minDate}
        maxDate={maxDate}
        // A refused paste leaves the day held, and shown: only a day shown but not held goes unannounced.
        localeText={unfinished !== null ? NO_DAY_TAKEN_TEXT : undefined}
        inputRef={(element: HTMLInputElement | null) => {
          hiddenInput.current = element;
          field.ref(element);
        }}
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth: true,
            onBlur: () => {
              // An empty field filled in part (15/MM/YY) keeps the picker's value null, and the form blank:
              // leaving it marks the date unfinished. The picker's value stays null: given an invalid date
              // instead, it emptied its sections and the typed day and month were lost.
              if (!unfinished && !stored) {
                const typed = Boolean(hiddenInput.current?.value);
                if (typed) field.onChange(UNFINISHED_DATE);
                // Typed in part and cleared again: blank once more, as the field shows.
                else if (leftInPart) field.onChange(empty);
                setLeftInPart(typed);
              }
              field.onBlur();
            },
            error: fieldState.invalid || entry.refusal !== undefined,
            // Not of a day shown but not held, nor beside a refused entry, which speaks of another day.
            helperText: withCenturyNote(
              message,
              unfinished || entry.refusal ? undefined : centuryNote(stored, DATE_FORMAT),
            ),
          },
        }}
      />
    </Box>
  );
}
