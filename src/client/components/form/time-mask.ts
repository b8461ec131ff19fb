import { shown } from './shown-entry';
import type { EntryRule } from './use-guarded-entry';

function maskedDigits(input: string): string {
  const groups = input.split(':');
  return groups
    .map((group, index) => {
      const groupDigits = group.replace(/\D/g, '');
      return index < groups.length - 1 && groupDigits.length === 1 ? `0${groupDigits}` : groupDigits;
    })
    .join('');
}

/**
 * What a time field takes before its mask: digits and colons, no more than hh:mm:ss holds. The mask
 * alone would drop the rest without a word, and '2.30' or '2h30' pasted would become 23:0.
 */
export const timeEntryRule: EntryRule = {
  accepts: (value) => /^[\d:]*$/.test(value) && maskedDigits(value).length <= 6,
  refusalOf: (attempted) =>
    /^[\d:]*$/.test(attempted)
      ? `At most hh:mm:ss: ${shown(attempted)} was not entered`
      : `Digits and colons only: ${shown(attempted)} was not entered`,
};

/**
 * The 99:99:99 mask: only digits are kept, at most six, and the colons are put in as the user types,
 * so '1405' shows as '14:05' and '140500' as '14:05:00'. A colon the user typed closes its group:
 * '9:05:00' is 09:05:00, not 90:50:0.
 */
export function maskTime(input: string): string {
  const digits = maskedDigits(input).slice(0, 6);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6)].filter((part) => part !== '');
  return parts.join(':');
}
