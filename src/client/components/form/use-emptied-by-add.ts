import { useMemo, useRef } from 'react';

export interface EmptiedByAdd<Values extends object> {
  /** After an add succeeded: the values the form was emptied to, for the next entry. */
  emptied: (values: Values) => void;
  /** For the form's `onInputCapture`: anything typed is a new entry. */
  typed: () => void;
  /** The form is as the add left it, nothing typed since: a submit of it is no new entry. */
  isUntouched: (values: Values) => boolean;
}

/**
 * An add form emptied by its success, until the user types in it. Enter held down, or pressed again to be
 * sure, submitted the empty form at once: the add's outcome went and "give the …" refusals took its place,
 * and the user, believing the add had failed, typed it again. Such a submit is to be ignored.
 * Typing is heard as input (a date typed in part gives the form no value yet); a value changed without
 * typing (a choice from a list, a calendar's day) differs from the emptied one at the submit.
 */
export function useEmptiedByAdd<Values extends object>(): EmptiedByAdd<Values> {
  // Nothing shows it: read at a submit only.
  const emptiedTo = useRef<Values | null>(null);
  return useMemo(
    () => ({
      emptied: (values) => {
        emptiedTo.current = values;
      },
      typed: () => {
        emptiedTo.current = null;
      },
      isUntouched: (values) => emptiedTo.current !== null && sameValues(emptiedTo.current, values),
    }),
    [],
  );
}

function sameValues(left: object, right: object): boolean {
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) =>
    Object.is((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
  );
}
