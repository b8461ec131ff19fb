import { format, isValid, parse } from 'date-fns';
import { useRef, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { shown } from './shown-entry';

/** What a paste into a date picker gives: a day, a refusal to say, or a section's digits for the picker. */
export type PastedDate =
  { kind: 'day'; date: Date } | { kind: 'refused'; message: string } | { kind: 'section' } | { kind: 'nothing' };

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const MONTH_NAMES = Array.from({ length: 12 }, (_, month) => format(new Date(2000, month, 1), 'MMMM').toLowerCase());
/** Letters the picker's month section takes ('Nov', 'december'); any other word it would empty itself for. */
const startsAMonthName = (letters: string) => MONTH_NAMES.some((name) => name.startsWith(letters.toLowerCase()));

/**
 * The calendar button's words while the field shows a day it did not take (a refused year, an
 * impossible day, one outside the years): MUI's own would announce the shown day as the selected one
 * ("selected date is 31 Dec 1999") beside a message saying it was not entered.
 */
export const NO_DAY_TAKEN_TEXT = { openDatePickerDialogue: () => 'Choose date' };

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
 * year (9999 reads back as 1999) is refused, not changed. Digits alone, or the start of a month's name,
 * are a section's, which the picker types where the caret is; another word ('hello') emptied the field.
 */
export function readPastedDate(pasted: string, fieldFormat: string, referenceDate = new Date()): PastedDate {
  const text = pasted.trim();
  if (!text) return { kind: 'nothing' };
  if (/^\d+$/.test(text) || (/^[a-z]+$/i.test(text) && startsAMonthName(text))) return { kind: 'section' };
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
  if (!fieldFormat.includes('yyyy') && twoDigitYear(year.slice(-2), referenceDate) !== fullYear)
    return refused(yearsShown(fieldFormat, referenceDate));
  return { kind: 'day', date };
}

/** Why a field with a two-digit year cannot take a year: 'dd/mm/yy shows the years 1976 to 2075 only'. */
function yearsShown(fieldFormat: string, referenceDate: Date): string {
  const first = twoDigitYear(String((referenceDate.getFullYear() + 50) % 100).padStart(2, '0'), referenceDate);
  return `${fieldFormat.toLowerCase()} shows the years ${first} to ${first + 99} only`;
}

/**
 * What a field with a two-digit year says of a day it holds in another century than today's: typed '99'
 * is read as 1999 (the century nearest today), and '31/12/99' alone does not tell a termination date
 * meant as 2099 from the one held. Undefined for a day of this century, or a field showing four digits.
 */
export function centuryNote(day: Date | null, fieldFormat: string, referenceDate = new Date()): string | undefined {
  if (!day || !isValid(day) || fieldFormat.includes('yyyy')) return undefined;
  const century = (date: Date) => Math.floor(date.getFullYear() / 100);
  return century(day) === century(referenceDate) ? undefined : `Read as ${format(day, 'd MMMM yyyy')}.`;
}

/**
 * A field's message with the century note after it: the note matters most beside the refusal it
 * explains ('must not be before the contract date' of a day read as 1999).
 */
export const withCenturyNote = (message: string | undefined, note: string | undefined): string | undefined =>
  message && note ? `${message} ${note}` : (message ?? note);

export interface DateEntry {
  /** For a box around the picker (its `onPasteCapture`): reads a paste before the picker does; a day goes to `onDay`. */
  read: (event: ClipboardEvent<HTMLElement>, onDay: (date: Date) => void) => void;
  /** For the same box's `onKeyDownCapture`: hears a four-digit year typed into a two-digit year's section. */
  keyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /**
   * For the same box's `onKeyUpCapture`, with the day the field holds and the field's own judging: a
   * typed year whose last key changed nothing (the third digit of 2100 already made 00, so the fourth
   * left it) is judged on that day, as a change would have been, rather than left as 2000 without a
   * word. A field holding no day (empty, or typed in part) has nothing a year changed: left as it is.
   */
  keyUp: (held: Date | null, judge: (held: Date) => void) => void;
  /**
   * For the same box's `onFocusCapture` (which hears the calendar's focus too, through React's portal):
   * a section taking the focus starts its typing afresh.
   */
  focus: (event: FocusEvent<HTMLElement>) => void;
  /**
   * Judges a date the picker gives, before the field takes it: true when it is refused (a typed year
   * the field shows as another), the refusal then being said; false otherwise, any refusal forgotten.
   */
  refuses: (date: Date | null) => boolean;
  /**
   * True while the digits typed in one go into a two-digit year's section are fewer than four: the
   * next may make a year typed whole (2100 after 210, which already made 2000), so a field that acts
   * on a day (a filter) waits the typing pause of a year before taking the one they made.
   */
  yearUnderway: () => boolean;
  /** Why the last paste or typed year was not entered; undefined while none was refused or once the day changed. */
  refusal: string | undefined;
}

/** A section of a picker's field (MUI's spinbuttons: Day, Month, Year). */
const isFieldSection = (target: EventTarget) =>
  target instanceof HTMLElement && target.getAttribute('role') === 'spinbutton';

/** The year's section of a picker's field (its bounds follow the picker's dates, not the digits). */
const isYearSection = (target: EventTarget) =>
  isFieldSection(target) && (target as HTMLElement).getAttribute('aria-label') === 'Year';

/**
 * Four digits that are a year typed whole wherever they come (19xx to 22xx): 2080, while 2620 (26 and
 * then 20) is one only when typed in one go (below).
 */
const FOUR_DIGIT_YEAR = /^(19|2[0-2])\d\d$/;

/** The first one to three digits of a year FOUR_DIGIT_YEAR takes. */
const YEAR_START = /^(1|2|19\d?|2[0-2]\d?)$/;

/** Keys that type nothing of their own. */
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/**
 * The longest pause between the digits of a year typed whole. Any other year (9999 for "no end", 0001)
 * is told from a two-digit year typed again (26, then 30) by being the first four digits of one go.
 */
export const YEAR_TYPING_PAUSE_MS = 1_000;

/**
 * A date picker's pastes (`readPastedDate`) and typed years. A refusal stays to be said; a paste leaves
 * the field's day. A four-digit year typed into a dd/mm/yy field keeps its last two digits there (2080
 * becomes 80, read as 1980; 9999 becomes 1999); a year the field would show as another is refused on
 * the field, whose day then holds no date the form may send, rather than changed without a word.
 */
/** Undo (Ctrl+Z, ⌘Z) or redo (Ctrl+Shift+Z, Ctrl+Y, ⌘⇧Z). */
const isHistoryKey = (event: KeyboardEvent<HTMLElement>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && ['z', 'y'].includes(event.key.toLowerCase());

export function useDateEntry(fieldFormat: string): DateEntry {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // The digits typed in a row into the year's section (`inOneGo`: since the last pause), and the year
  // four of them made, for the change they cause.
  const yearTyping = useRef({ section: null as EventTarget | null, digits: '', inOneGo: '', lastKeyAt: 0 });
  const typedYear = useRef<string | undefined>(undefined);
  // A year typed whole that the field does not show as typed (refused, or typed before the field held a
  // day): it stands, judging every day the field gives (a day or month typed after it), until another
  // year is typed or pasted, the field is cleared, or the focus leaves the field's sections (a calendar pick).
  const standingYear = useRef<string | undefined>(undefined);
  const refusalOf = (typed: string) => `${typed} was not entered: ${yearsShown(fieldFormat, new Date())}`;
  const read = (event: ClipboardEvent<HTMLElement>, onDay: (date: Date) => void) => {
    const pasted = readPastedDate(event.clipboardData.getData('text/plain'), fieldFormat);
    if (pasted.kind === 'section') return;
    event.preventDefault();
    event.stopPropagation();
    standingYear.current = undefined;
    setRefusal(pasted.kind === 'refused' ? pasted.message : undefined);
    if (pasted.kind === 'day') onDay(pasted.date);
  };
  const showsTwoDigits = !fieldFormat.includes('yyyy');
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The picker's sections keep no history of their own: the browser's undo or redo replays the last
    // digits typed into whichever section has the focus (month 5 undone made the year 05), a date the
    // form would send. Refused; the user types the part again.
    if (isHistoryKey(event)) {
      event.preventDefault();
      return;
    }
    // A modifier alone types nothing: Shift comes before each digit on a French keyboard.
    if (MODIFIER_KEYS.has(event.key)) return;
    typedYear.current = undefined;
    const typing = yearTyping.current;
    const digit = /^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
    const intoTwoDigitYear = showsTwoDigits && isYearSection(event.target);
    if (!digit || !intoTwoDigitYear || typing.section !== event.target) typing.digits = typing.inOneGo = '';
    typing.section = event.target;
    if (!digit || !intoTwoDigitYear) return;
    if (standingYear.current !== undefined) {
      // Another year is being typed: the one refused is no longer there.
      standingYear.current = undefined;
      setRefusal(undefined);
    }
    if (event.timeStamp - typing.lastKeyAt > YEAR_TYPING_PAUSE_MS) typing.inOneGo = '';
    typing.lastKeyAt = event.timeStamp;
    // The last four digits typed since the section took the focus: 2199 after 26 (the picker starts
    // the section afresh once it holds two) is still a year typed whole.
    typing.digits = (typing.digits + event.key).slice(-4);
    typing.inOneGo += event.key;
    const year = FOUR_DIGIT_YEAR.test(typing.digits)
      ? typing.digits
      : typing.inOneGo.length === 4
        ? typing.inOneGo
        : undefined;
    if (year === undefined) return;
    // For the change this key makes, or, should it make none, for the key's release (`keyUp`).
    typedYear.current = year;
  };
  // A change the key made has taken the year by now (the picker changes on the key's input).
  const keyUp = (held: Date | null, judge: (held: Date) => void) => {
    const typed = typedYear.current;
    if (typed === undefined) return;
    if (held !== null) return judge(held);
    typedYear.current = undefined;
    standingYear.current = typed;
    // Said at once, as the field shows its two digits: the day typed next will not make it right.
    if (twoDigitYear(typed.slice(-2), new Date()) !== Number(typed)) setRefusal(refusalOf(typed));
  };
  // A visit to the year's section starts afresh: 20 typed there before is no part of 80 typed now. The
  // focus going elsewhere than a section (the calendar's button or days) ends a standing year: a day
  // picked there is the day.
  const focus = (event: FocusEvent<HTMLElement>) => {
    yearTyping.current.digits = yearTyping.current.inOneGo = '';
    typedYear.current = undefined;
    if (!isFieldSection(event.target)) standingYear.current = undefined;
  };
  const refuses = (date: Date | null) => {
    const typed = typedYear.current ?? standingYear.current;
    typedYear.current = undefined;
    // No day (29/02) judges no year: the year stands for the day the field gives next.
    standingYear.current = date !== null && !isValid(date) ? typed : undefined;
    if (typed !== undefined && date !== null && isValid(date) && date.getFullYear() !== Number(typed)) {
      standingYear.current = typed;
      setRefusal(refusalOf(typed));
      return true;
    }
    if (standingYear.current === undefined) setRefusal(undefined);
    return false;
  };
  const yearUnderway = () => {
    const typing = yearTyping.current;
    if (typing.inOneGo === '') return false;
    // Past the first four of one go, only a year of 19xx to 22xx is heard (FOUR_DIGIT_YEAR): 2621 and
    // then 00 is on the way to 2100.
    return typing.inOneGo.length < 4 || [1, 2, 3].some((last) => YEAR_START.test(typing.digits.slice(-last)));
  };
  return { read, keyDown, keyUp, focus, refuses, yearUnderway, refusal };
}
