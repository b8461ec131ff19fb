import Box from '@mui/material/Box';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { isValid } from 'date-fns';
import { useRef, useState, type RefObject } from 'react';
import { dateBoundsMessage } from '@shared/contract/bounds';
import { readDay, writeDay } from './calendar-day';
import { UNFINISHED_DATE } from './form-date-field';
import { centuryNote, NO_DAY_TAKEN_TEXT, useDateEntry, withCenturyNote } from './date-entry';
import { useFieldFormat } from './use-field-format';

export interface DayFieldProps {
  label: string;
  /** '' for none, a yyyy-mm-dd day, or UNFINISHED_DATE while the field holds a date half typed or impossible. */
  value: string;
  onChange: (value: string) => void;
  /** The user's date format (dd/MM/yy or yyyy-MM-dd), as the lists beside the field show days. */
  format: string;
  minDate: Date;
  maxDate: Date;
  required?: boolean;
  error?: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A calendar day in the user's own date format, held as yyyy-mm-dd. The browser's date field writes a
 * day in the browser's language instead (mm/dd/yyyy in an en-US one), beside a list in dd/mm/yy: typed
 * as 06/01, the day added was the 1st of June. A day outside the years given, half typed and left, or
 * one no calendar has is UNFINISHED_DATE, for the form to say so.
 */
export function DayField({
  label,
  value,
  onChange,
  format,
  minDate,
  maxDate,
  required,
  error,
  inputRef,
}: DayFieldProps) {
  const [shown, setShown] = useState<Date | null>(() => readDay(value));
  const hiddenInput = useRef<HTMLInputElement | null>(null);
  const fieldFormat = useFieldFormat(format, hiddenInput);
  const entry = useDateEntry(fieldFormat.format);
  // The value this field last gave: another one is set from outside (cleared once added, a draft restored).
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setShown(readDay(value));
  }
  const give = (next: string) => {
    setGiven(next);
    onChange(next);
  };
  const take = (date: Date | null) => {
    const refused = entry.refuses(date);
    setShown(date);
    const day = date === null || refused ? null : readDay(safeWriteDay(date));
    give(date === null ? '' : day ? writeDay(day) : UNFINISHED_DATE);
  };
  // A whole day of a year the server does not take (9999-12-31) says so, not that the date is invalid.
  const outOfBounds = shown !== null && isValid(shown) && readDay(writeDay(shown)) === null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      {/* `contents`: the box only hears the field's pastes and keys; the picker lays out as it would alone. */}
      <Box
        onPasteCapture={(event) => entry.read(event, take)}
        onKeyDownCapture={entry.keyDown}
        onKeyUpCapture={() => {
          entry.keyUp(shown, take);
          fieldFormat.recheck(document.activeElement);
        }}
        onBlurCapture={(event) => fieldFormat.recheck(event.relatedTarget)}
        onFocusCapture={entry.focus}
        sx={{ display: 'contents' }}
      >
        <DatePicker
          label={label}
          format={fieldFormat.format}
          value={shown}
          onChange={take}
          minDate={minDate}
          maxDate={maxDate}
          // A refused paste leaves the day held, and shown: only a day shown but not held goes unannounced.
          localeText={outOfBounds || value === UNFINISHED_DATE ? NO_DAY_TAKEN_TEXT : undefined}
          inputRef={(element: HTMLInputElement | null) => {
            hiddenInput.current = element;
            if (inputRef) inputRef.current = element;
          }}
          slotProps={{
            textField: {
              size: 'small',
              required,
              error: error !== undefined || entry.refusal !== undefined || outOfBounds,
              helperText:
                entry.refusal ??
                (outOfBounds
                  ? dateBoundsMessage(label)
                  : withCenturyNote(error, centuryNote(readDay(value), fieldFormat.format))),
              // A date typed in part (15/MM/YY) leaves the picker's value empty: left so, it is unfinished.
              onBlur: () => {
                if (shown === null && value === '' && hiddenInput.current?.value) give(UNFINISHED_DATE);
              },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}

/** A date the picker gave, as yyyy-mm-dd; '' for an invalid one, whose writing would throw. */
function safeWriteDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : writeDay(date);
}
