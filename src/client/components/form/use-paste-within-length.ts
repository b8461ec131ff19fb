import { useState, type ClipboardEvent } from 'react';
import { echo } from '@shared/contract/bounds';

export interface PasteWithinLength {
  onPaste: (event: ClipboardEvent<HTMLElement>) => void;
  /** Why the last paste was not entered; undefined while none was refused. */
  refusal: string | undefined;
  /** The field changed since: the refusal is old news. */
  forget: () => void;
}

/** Spaces at either end would be invisible in the message: such a paste is quoted. */
const shown = (pasted: string) => (pasted.trim() === pasted ? echo(pasted) : `"${echo(pasted)}"`);

/** Sets a field's value as typing would, so React's onChange hears of it. */
function enter(field: HTMLInputElement | HTMLTextAreaElement, value: string, caret: number) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.setSelectionRange(caret, caret);
}

/**
 * A paste into a field with a length limit. The browser cuts a paste at `maxlength` without a word (an
 * ISIN copied with a space before it lost its last character and was saved so). Spaces at either end
 * of a paste into a one-line field are left out, as the forms trim them anyway; a paste that still does
 * not fit is refused as a whole, and the field says so.
 */
export function usePasteWithinLength(maxLength: number | undefined): PasteWithinLength {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const field = event.target;
    if (maxLength === undefined) return;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const pasted = event.clipboardData.getData('text/plain');
    const entered = field instanceof HTMLInputElement ? pasted.trim() : pasted;
    const refuse = () => {
      event.preventDefault();
      setRefusal(`At most ${maxLength} characters: ${shown(pasted)} was not entered`);
    };
    const start = field.selectionStart;
    const end = field.selectionEnd;
    if (start === null || end === null) {
      // An e-mail field tells no selection (and trims what it holds itself): only a paste too long
      // on its own is known not to fit.
      if (entered.length > maxLength) refuse();
      else setRefusal(undefined);
      return;
    }
    if (field.value.length - (end - start) + entered.length > maxLength) {
      refuse();
      return;
    }
    setRefusal(undefined);
    if (entered === pasted) return;
    event.preventDefault();
    enter(field, field.value.slice(0, start) + entered + field.value.slice(end), start + entered.length);
  };
  return { onPaste, refusal, forget: () => setRefusal(undefined) };
}
