import { useRef, useState, type ChangeEvent } from 'react';

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

/** Spaces at either end would be invisible in the message: such an entry is quoted. */
const shown = (attempted: string) => (attempted.trim() === attempted ? attempted : `"${attempted}"`);

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
  onFocus: () => void;
  onBlur: () => void;
  /** Why the last entry was not taken, or what the value left lacks; undefined while neither. */
  refusal: string | undefined;
}

/**
 * A field that refuses visibly what it cannot hold, never changing it silently. A typed character the
 * field cannot take is refused on its own: the field keeps what it held, the message names the
 * character, and the keys after it are judged as usual. Since what the field then holds is not what was
 * typed (12.5 typed into a digits-only field leaves 125), the message stays while the user types on,
 * until a deletion or a new entry; it never accumulates the keys typed after the refusal. A paste is
 * judged on its own and refused as a whole, the field kept as it was; the keys after it are taken.
 * An entry is what the user types or pastes since focusing the field, since deleting or since a paste.
 */
export function useGuardedEntry(
  value: string,
  commit: (value: string) => void,
  rule: EntryRule | undefined,
): GuardedEntry {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // Whether a character typed in this entry was refused: its message stays while the user types on.
  const entry = useRef<{ refusedTyping: boolean } | undefined>(undefined);

  const startEntry = () => {
    entry.current = { refusedTyping: false };
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    if (!rule) {
      commit(next);
      return;
    }
    const inserted = insertedByEvent(event) ?? insertedText(value, next);
    if (inserted === '' || !entry.current) {
      // A deletion (or an edit without focus): a new entry starts from what the field now holds.
      if (!rule.accepts(next)) return;
      setRefusal(undefined);
      commit(next);
      startEntry();
      return;
    }
    const current = entry.current;
    if (inserted.length > 1) {
      // A paste (or a drop) is judged on its own: refused, it leaves the field as it was. Either way
      // the entry ends with it, so the keys after it are judged afresh.
      startEntry();
      if (rule.accepts(next)) {
        setRefusal(undefined);
        commit(next);
      } else setRefusal(rule.refusalOf(inserted));
      return;
    }
    if (rule.accepts(next)) {
      if (!current.refusedTyping) setRefusal(undefined);
      commit(next);
      return;
    }
    // Only this character is refused: the field keeps its value, and the message names the character,
    // not the keys typed before or after it. The value is put back here, with the caret where the
    // character went in: left to React, the caret jumped to the end, and the next digit landed there.
    current.refusedTyping = true;
    const input = event.target;
    const caret = Math.max(0, (input.selectionStart ?? next.length) - inserted.length);
    input.value = value;
    input.setSelectionRange(caret, caret);
    setRefusal(rule.refusalOf(inserted));
  };

  return {
    onChange,
    onFocus: startEntry,
    onBlur: () => {
      entry.current = undefined;
      const unfinished = value === '' ? undefined : rule?.unfinishedOf?.(value);
      if (unfinished) setRefusal(unfinished);
    },
    refusal,
  };
}
