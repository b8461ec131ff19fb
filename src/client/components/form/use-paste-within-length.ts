import { useState, type ClipboardEvent } from 'react';
import { shown } from './use-guarded-entry';

export interface PasteWithinLength {
  /** For the input element itself: judges each paste, and forgets a refusal once the field changes. */
  handlers: { onPaste: (event: ClipboardEvent<HTMLElement>) => void; onInput: () => void };
  /** Why the last paste was not entered; undefined while none was refused. */
  refusal: string | undefined;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the field would hold of a paste: a one-line field drops line breaks (as the browser does) and
 * the spaces at either end; a text area keeps its text, its line breaks as it stores them.
 */
const enteredOf = (field: TextField, pasted: string) =>
  field instanceof HTMLInputElement ? pasted.replace(/[\r\n]/g, '').trim() : pasted.replace(/\r\n?/g, '\n');

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
export function usePasteWithinLength(maxLength: number | undefined): PasteWithinLength {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const field = event.target;
    if (event.defaultPrevented) return;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.readOnly) return;
    // Without a limit a text area has nothing to do: it keeps a paste as it is.
    if (maxLength === undefined && !(field instanceof HTMLInputElement)) return;
    const secret = field instanceof HTMLInputElement && field.type === 'password';
    const pasted = event.clipboardData.getData('text/plain');
    // A password is taken as it is: spaces may be part of it.
    const entered = secret ? pasted : enteredOf(field, pasted);
    const refuse = () => {
      event.preventDefault();
      const what = secret ? 'the pasted password' : shown(pasted);
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
    if (maxLength !== undefined && field.value.length - (end - start) + entered.length > maxLength) {
      refuse();
      return;
    }
    setRefusal(undefined);
    if (entered === pasted) return;
    event.preventDefault();
    insert(field, entered, start, end);
  };
  return { handlers: { onPaste, onInput: () => setRefusal(undefined) }, refusal };
}
