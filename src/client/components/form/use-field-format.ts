import { isValid, parse } from 'date-fns';
import { useState, type RefObject } from 'react';

export interface FieldFormat {
  /** The format to draw the picker in now. */
  format: string;
  /**
   * Looks again whether the user is in the middle of a date: called as the field's keys go up
   * (`focused`: the active element) and as it loses the focus (`focused`: where the focus goes).
   */
  recheck: (focused: EventTarget | null) => void;
}

/**
 * The format a date picker is drawn in. A new one (the date format saved on the preferences page, in
 * this tab or another) waits while the user types in the field or it holds a date half typed: the picker
 * would draw its value, none yet, in the new format and wipe the sections typed so far, or redraw a date
 * that is whole on the way (15/03/2 is 2002) under the next key. It is taken once the field is empty, or
 * left with a whole date.
 */
export function useFieldFormat(format: string, input: RefObject<HTMLInputElement | null>): FieldFormat {
  const [fieldFormat, setFieldFormat] = useState(format);
  const [midDate, setMidDate] = useState(false);
  if (format !== fieldFormat && !midDate) setFieldFormat(format);
  const recheck = (focused: EventTarget | null) => {
    const field = input.current;
    const typed = field?.value ?? '';
    // The picker's input sits beside its sections, which hold the focus while the user types (its
    // calendar and clear buttons beside them do not).
    const typing =
      focused instanceof Node &&
      !(focused instanceof HTMLButtonElement) &&
      (field?.parentElement?.contains(focused) ?? false);
    const whole = isValid(parse(typed, fieldFormat, new Date()));
    setMidDate(typed !== '' && (typing || !whole));
  };
  return { format: fieldFormat, recheck };
}
