import { useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { shown } from './shown-entry';

export interface EntryWithinLength {
  /**
   * For the input element itself: judges each paste or drop and each character typed into a full field,
   * and forgets a refusal once the field changes.
   */
  handlers: {
    onPaste: (event: ClipboardEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onInput: () => void;
  };
  /** Why the last paste or the keys typed into the full field were not entered; undefined while none was refused. */
  refusal: string | undefined;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the field would hold of a paste: a one-line field drops line breaks (as the browser does) and
 * the spaces at either end; a text area keeps its text, its line breaks as it stores them. Either in
 * composed form (NFC), as the server stores text: an accent copied as a letter and a combining mark
 * (macOS, PDFs) counts as the one character it shows, and 'Éné' fits where three characters do.
 */
function enteredOf(field: TextField, pasted: string): string {
  const kept =
    field instanceof HTMLInputElement ? pasted.replace(/[\r\n]/g, '').trim() : pasted.replace(/\r\n?/g, '\n');
  return kept.normalize('NFC');
}

/**
 * Puts the text in place of the selection as a paste would: through the editing command where the
 * browser has it, so Undo takes it back; else (jsdom) through the value, so React's onChange hears it.
 */
function insert(field: TextField, text: string, start: number, end: number) {
  if (document.execCommand?.('insertText', false, text)) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, field.value.slice(0, start) + text + field.value.slice(end));
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.setSelectionRange(start + text.length, start + text.length);
}

/**
 * A paste into a field. Spaces at either end of a paste into a one-line field are left out, as the forms
 * trim them anyway (a number copied with a space around it was refused by a digits-only field). With a
 * length limit, the browser would cut a paste at `maxlength` without a word (an ISIN copied with a space
 * before it lost its last character and was saved so): a paste that still does not fit is refused as a
 * whole, and the field says so (without repeating a password).
 */
export function useEntryWithinLength(maxLength: number | undefined, value: unknown): EntryWithinLength {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // Adjusted while rendering (React's advice): a value set from outside (a form emptied once its entry
  // was added, a Reload) is a change too, after which the refusal no longer speaks of the field.
  const [refusedAt, setRefusedAt] = useState<unknown>(value);
  if (refusedAt !== value) {
    setRefusedAt(value);
    if (refusal !== undefined) setRefusal(undefined);
  }
  // What was typed into the full field since it last changed; '' while nothing was.
  const typedPastLimit = useRef('');
  // Text dragged into the field is judged as a paste: the browser would cut it at `maxlength` as silently.
  const onPaste = (event: ClipboardEvent<HTMLElement> | DragEvent<HTMLElement>) => {
    const field = event.target;
    typedPastLimit.current = '';
    if (event.defaultPrevented) return;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.readOnly) return;
    // Without a limit a text area has nothing to do: it keeps a paste as it is.
    if (maxLength === undefined && !(field instanceof HTMLInputElement)) return;
    const secret = field instanceof HTMLInputElement && field.type === 'password';
    const dropped = 'dataTransfer' in event;
    const pasted = (dropped ? event.dataTransfer : event.clipboardData).getData('text/plain');
    // A password is taken as it is: spaces may be part of it. So is a drop: the browser puts it where it
    // falls, which the page cannot tell, so nothing of it is left out.
    const entered = secret || dropped ? pasted : enteredOf(field, pasted);
    const refuse = () => {
      event.preventDefault();
      const what = secret ? `the ${dropped ? 'dropped' : 'pasted'} password` : shown(pasted);
      setRefusal(`At most ${maxLength} characters: ${what} was not entered`);
    };
    const start = field.selectionStart;
    const end = field.selectionEnd;
    if (start === null || end === null) {
      // An e-mail field tells no selection (and trims what it holds itself): only a paste too long
      // on its own is known not to fit.
      if (maxLength !== undefined && entered.length > maxLength) refuse();
      else setRefusal(undefined);
      return;
    }
    // A drop replaces the selection only when it moves the selection within the field, the one focused.
    const replaced = dropped && document.activeElement !== field ? 0 : end - start;
    if (maxLength !== undefined && field.value.length - replaced + entered.length > maxLength) {
      refuse();
      return;
    }
    setRefusal(undefined);
    if (entered === pasted) return;
    event.preventDefault();
    insert(field, entered, start, end);
  };
  /**
   * A character typed into a full field: the browser drops it at `maxlength` without a word (the 101st
   * character of a Trader ID vanished and the user read on as if it had been entered), so the field
   * says what it did not take.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const field = event.target;
    if (maxLength === undefined || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.readOnly) return;
    const typed = typedCharacter(event, field);
    if (typed === undefined) return;
    // An e-mail field tells no selection: a key may replace a selected value there, so nothing is said.
    if (field.selectionStart === null || field.selectionEnd === null) return;
    const selected = field.selectionEnd - field.selectionStart;
    if (field.value.length - selected + typed.length <= maxLength) return;
    // Only the keys since the field last changed or refused a paste: those the message still names.
    if (refusal === undefined) typedPastLimit.current = '';
    typedPastLimit.current += typed;
    const secret = field instanceof HTMLInputElement && field.type === 'password';
    setRefusal(
      `At most ${maxLength} characters: ${secret ? `the characters typed past the limit were not entered` : describeTyped(typedPastLimit.current)}`,
    );
  };
  const onInput = () => {
    typedPastLimit.current = '';
    setRefusal(undefined);
  };
  return { handlers: { onPaste, onDrop: onPaste, onKeyDown, onInput }, refusal };
}

/** The text a key puts in, or undefined for a key that types nothing (arrows, shortcuts, Tab). */
function typedCharacter(event: KeyboardEvent<HTMLElement>, field: HTMLInputElement | HTMLTextAreaElement) {
  // Ctrl with Alt is AltGr on some keyboards, which types characters.
  if (event.metaKey || (event.ctrlKey && !event.altKey)) return undefined;
  if (event.key === 'Enter') return field instanceof HTMLTextAreaElement ? '\n' : undefined;
  return Array.from(event.key).length === 1 ? event.key : undefined;
}

/**
 * What typed characters a full field did not take, as its refusal says it: the line breaks among them
 * by name and count ('bc and 2 line breaks were not entered'), as a space would read the same as one;
 * the rest as they look.
 */
function describeTyped(typed: string): string {
  const breaks = typed.split('\n').length - 1;
  const rest = typed.replace(/\n/g, '');
  if (breaks === 0) return `${shown(rest)} was not entered`;
  if (rest === '') return breaks === 1 ? 'a line break was not entered' : `${breaks} line breaks were not entered`;
  return `${shown(rest)} and ${breaks === 1 ? 'a line break' : `${breaks} line breaks`} were not entered`;
}
