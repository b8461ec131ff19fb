import { shown } from './shown-entry';
import type { EntryRule } from './use-guarded-entry';

export const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** Where the caret stands after the first `digits` digits of a masked time. */
export function positionAfterDigits(masked: string, digits: number): number {
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (seen === digits) return index;
    if (/\d/.test(masked[index]!)) seen += 1;
  }
  return masked.length;
}
const colonCount = (value: string) => value.split(':').length - 1;
const inPairs = (digits: string): string[] => digits.match(/\d{1,2}/g) ?? [''];
const padded = (group: string) => (group.length === 1 ? `0${group}` : group);

/**
 * The 99:99:99 mask, for typing on at the end: the colons are put in as the digits come, so '1405'
 * shows as '14:05' and '140500' as '14:05:00', and a colon typed after one digit closes its group
 * ('9:' is 09, not 90). A time pasted whole has every closed group of one digit padded (a
 * spreadsheet's 9:05:00 is 09:05:00), and its seconds (9:5:3 is 09:05:03). Groups already closed
 * otherwise stay as they are: an edit inside a filled time (the minutes of 14:05:00 deleted, then 30
 * typed) changes what it touches, so an emptied or one-digit group is neither closed up nor padded but
 * left for the schema to name.
 */
export function maskTime(input: string, { whole }: { whole: boolean } = { whole: false }): string {
  const groups = input.split(':').map((group) => group.replace(/\D/g, ''));
  if (groups.length === 1) return inPairs(groups[0]!.slice(0, 6)).join(':');
  const closed = groups.slice(0, -1);
  const typedOn = inPairs(groups.at(-1)!);
  const lastClosed = closed.length - 1;
  if (whole) closed.forEach((group, index) => (closed[index] = padded(group)));
  else if (typedOn[0] === '') closed[lastClosed] = padded(closed[lastClosed]!);
  const masked = [...closed, ...typedOn];
  if (masked.length > 3) return groups.join(':');
  // Pasted whole, the seconds close the time as a colon closes the other groups: nothing is typed after them.
  if (whole && masked.length === 3) masked[2] = padded(masked[2]!);
  return masked.join(':');
}

/**
 * What a time field takes before its mask: digits and colons, no more than hh:mm:ss holds. The mask
 * alone would drop the rest without a word, and '2.30' or '2h30' pasted would become 23:0.
 */
export const timeEntryRule: EntryRule = {
  accepts: (value) =>
    /^[\d:]*$/.test(value) &&
    digitCount(value) <= 6 &&
    colonCount(value) <= 2 &&
    maskTime(value, { whole: true }).length <= 'hh:mm:ss'.length,
  refusalOf: (attempted) =>
    /^[\d:]*$/.test(attempted)
      ? `At most hh:mm:ss: ${shown(attempted)} was not entered`
      : `Digits and colons only: ${shown(attempted)} was not entered`,
};
