import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { shown } from './shown-entry';

/** What a field takes: the whole value it may hold, and the words for what it refused. */
export interface EntryRule {
  accepts: (value: string) => boolean;
  refusalOf: (attempted: string) => string;
  /**
   * What a value the field took while typing still lacks when the user leaves it ('1.' on the way to
   * '1.5'), or undefined when it is complete. Said on leaving, never corrected silently.
   */
  unfinishedOf?: (value: string) => string | undefined;
}

export const digitsOnlyRule: EntryRule = {
  accepts: (value) => /^\d*$/.test(value),
  refusalOf: (attempted) => `Digits only: ${shown(attempted)} was not entered`,
};

/** Digits with one decimal point (prices). */
export const decimalRule: EntryRule = {
  accepts: (value) => /^\d*(\.\d*)?$/.test(value),
  refusalOf: (attempted) => `Digits and one decimal point only: ${shown(attempted)} was not entered`,
};

/** Digits with one decimal point and a leading minus (amounts, index values, position quantities). */
export const signedDecimalRule: EntryRule = {
  accepts: (value) => /^-?\d*(\.\d*)?$/.test(value),
  refusalOf: (attempted) => `Digits, one decimal point and a leading minus only: ${shown(attempted)} was not entered`,
};

/**
 * The text an edit put in, as the browser's input event tells it (typed or pasted): comparing the
 * values alone misquotes a paste that shares its first or last character with what it replaced
 * ('1 000' over '50' read as '1 00').
 */
function insertedByEvent(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): string | undefined {
  const native = event.nativeEvent as Partial<InputEvent>;
  if (typeof native.inputType !== 'string' || !native.inputType.startsWith('insert')) return undefined;
  return native.data ?? native.dataTransfer?.getData('text/plain') ?? undefined;
}

/** The text an edit put in: the new value without what it kept of the old at either end. */
function insertedText(before: string, after: string): string {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end += 1;
  return after.slice(start, after.length - end);
}

export interface GuardedEntry {
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  /** For the input's paste handler: a paste is a new entry, whatever was refused before it. */
  onPaste: () => void;
  /** Why the last entry was not taken, or what the value left lacks; undefined while neither. */
  refusal: string | undefined;
}

/**
 * How the value a field takes came: `whole` when a paste or a drop replaced all the field held,
 * `deletion` when the edit put nothing in (Backspace, Delete, a cut).
 */
export interface TakenEntry {
  whole: boolean;
  deletion: boolean;
}

const PART: TakenEntry = { whole: false, deletion: false };

/**
 * A field that refuses visibly what it cannot hold, never changing it silently: 12.5 typed into a
 * digits-only field must not become 125, nor 1,5 become 15. A typed character the field cannot take is
 * refused, and so is what is typed after it, until the user deletes (Backspace or Delete) or leaves the
 * field: the field keeps what it held before the character, and the message names all that was not
 * entered (12.5 leaves 12 and says '.5 was not entered'). Nothing typed before it is lost, and a
 * deletion lets the user type on at once. A paste is judged on its own and refused as a whole, the
 * field kept as it was. The caret stays where the refused character went in.
 */
export function useGuardedEntry(
  value: string,
  commit: (value: string, entry: TakenEntry) => void,
  rule: EntryRule | undefined,
  disabled = false,
): GuardedEntry {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const unfinishedOf = (held: string) => (held === '' ? undefined : rule?.unfinishedOf?.(held));
  // A field disabled (its form being sent) forgets what it refused: left in red under the form sent,
  // and enabled again after it, it read as a reason the form was not sent. What the value it holds
  // still lacks stays said. Adjusted while rendering.
  const [wasDisabled, setWasDisabled] = useState(disabled);
  if (wasDisabled !== disabled) {
    setWasDisabled(disabled);
    if (disabled && refusal !== undefined) setRefusal(unfinishedOf(value));
  }
  // What was typed since a character was refused, while the field takes nothing more; undefined while it takes keys.
  const entry = useRef<{ refused: string | undefined } | undefined>(undefined);

  const startEntry = () => {
    entry.current = { refused: undefined };
  };

  /** Puts the field back as it was, the caret where the refused text went in (left to React, it jumps to the end). */
  const keepAsItWas = (input: HTMLInputElement | HTMLTextAreaElement, inserted: string, next: string) => {
    const caret = Math.max(0, (input.selectionStart ?? next.length) - inserted.length);
    input.value = value;
    input.setSelectionRange(caret, caret);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    if (!rule) {
      commit(next, PART);
      return;
    }
    const inserted = insertedByEvent(event) ?? insertedText(value, next);
    if (inserted === '' || !entry.current) {
      // A deletion (or an edit without focus): a new entry starts from what the field now holds.
      if (!rule.accepts(next)) return;
      setRefusal(undefined);
      commit(next, { whole: false, deletion: inserted === '' });
      startEntry();
      return;
    }
    // Text typed or pasted over a selection deletes it, as Backspace would; a paste or a drop is judged
    // on its own. Either starts a new entry: '42' pasted over all of '12' after a refused 'a' is 42.
    const replacedSome = next.length - inserted.length < value.length;
    if (replacedSome || inserted.length > 1) startEntry();
    const current = entry.current;
    if (current.refused === undefined && rule.accepts(next)) {
      setRefusal(undefined);
      commit(next, { whole: inserted.length > 1 && inserted === next, deletion: false });
      return;
    }
    keepAsItWas(event.target, inserted, next);
    if (inserted.length > 1) {
      // A paste (or a drop) refused is refused whole; the keys after it are judged afresh.
      setRefusal(rule.refusalOf(inserted));
      return;
    }
    current.refused = (current.refused ?? '') + inserted;
    setRefusal(rule.refusalOf(current.refused));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // A deletion ends the refusal even in an empty field, where it changes nothing and no change event comes.
    if ((event.key === 'Backspace' || event.key === 'Delete') && entry.current?.refused !== undefined) {
      startEntry();
      setRefusal(undefined);
    }
  };

  return {
    onChange,
    onKeyDown,
    onFocus: startEntry,
    onPaste: () => {
      startEntry();
      setRefusal(undefined);
    },
    onBlur: () => {
      entry.current = undefined;
      const unfinished = unfinishedOf(value);
      if (unfinished) setRefusal(unfinished);
    },
    refusal,
  };
}
