import { parse } from 'date-fns';
import { useState, type ClipboardEvent } from 'react';
import { shown } from './use-guarded-entry';

/** What a paste into a date picker gives: a day, a refusal to say, or a section's digits for the picker. */
export type PastedDate =
  { kind: 'day'; date: Date } | { kind: 'refused'; message: string } | { kind: 'section' } | { kind: 'nothing' };

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The day of a calendar, or null where it has none (31/02). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(2000, month - 1, day);
  // Set apart: `new Date(99, …)` would be 1999.
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The year a two-digit year reads as (date-fns, as the picker reads a typed one: within 50 years of now). */
const twoDigitYear = (digits: string, referenceDate: Date): number => parse(digits, 'yy', referenceDate).getFullYear();

/**
 * A paste into a date picker, read as the people who paste write dates: in the field's own format, day
 * first with a two- or four-digit year (31/12/26, 31.12.2026) or as ISO (2026-12-31). The picker reads a
 * paste in its format only and empties itself for anything else, so a date copied from a spreadsheet
 * (31/12/2026) lost the day the field held. A four-digit year a dd/mm/yy field would show as another
 * year (9999 reads back as 1999) is refused, not changed. Digits or letters alone are a section's, which
 * the picker types where the caret is.
 */
export function readPastedDate(pasted: string, fieldFormat: string, referenceDate = new Date()): PastedDate {
  const text = pasted.trim();
  if (!text) return { kind: 'nothing' };
  if (/^(\d+|[a-z]+)$/i.test(text)) return { kind: 'section' };
  const written = fieldFormat.toLowerCase();
  const refused = (why: string): PastedDate => ({ kind: 'refused', message: `${shown(text)} was not entered: ${why}` });
  const dayFirst = DAY_FIRST.exec(text);
  const yearFirst = YEAR_FIRST.exec(text);
  const [year, month, day] = dayFirst
    ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!]
    : yearFirst
      ? [yearFirst[1]!, yearFirst[2]!, yearFirst[3]!]
      : [];
  if (!year || !month || !day) return refused(`not a date as ${written}`);
  const fullYear = year.length === 2 ? twoDigitYear(year, referenceDate) : Number(year);
  const date = calendarDay(fullYear, Number(month), Number(day));
  if (!date) return refused('there is no such day');
  if (!fieldFormat.includes('yyyy') && twoDigitYear(year.slice(-2), referenceDate) !== fullYear) {
    const first = twoDigitYear(String((referenceDate.getFullYear() + 50) % 100).padStart(2, '0'), referenceDate);
    return refused(`${written} shows the years ${first} to ${first + 99} only`);
  }
  return { kind: 'day', date };
}

export interface DatePaste {
  /** For a box around the picker (its `onPasteCapture`): reads a paste before the picker does; a day goes to `onDay`. */
  read: (event: ClipboardEvent<HTMLElement>, onDay: (date: Date) => void) => void;
  /** Why the last paste was not entered; undefined while none was refused or once the day changed. */
  refusal: string | undefined;
  forgetRefusal: () => void;
}

/** A date picker's pastes (`readPastedDate`): a refusal stays to be said, and the field keeps its day. */
export function useDatePaste(fieldFormat: string): DatePaste {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const read = (event: ClipboardEvent<HTMLElement>, onDay: (date: Date) => void) => {
    const pasted = readPastedDate(event.clipboardData.getData('text/plain'), fieldFormat);
    if (pasted.kind === 'section') return;
    event.preventDefault();
    event.stopPropagation();
    setRefusal(pasted.kind === 'refused' ? pasted.message : undefined);
    if (pasted.kind === 'day') onDay(pasted.date);
  };
  return { read, refusal, forgetRefusal: () => setRefusal(undefined) };
}
