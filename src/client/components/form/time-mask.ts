/**
 * The 99:99:99 mask: only digits are kept, at most six, and the colons are put in as the user types,
 * so '1405' shows as '14:05' and '140500' as '14:05:00'. A colon the user typed closes its group:
 * '9:05:00' is 09:05:00, not 90:50:0.
 */
export function maskTime(input: string): string {
  const groups = input.split(':');
  const digits = groups
    .map((group, index) => {
      const groupDigits = group.replace(/\D/g, '');
      return index < groups.length - 1 && groupDigits.length === 1 ? `0${groupDigits}` : groupDigits;
    })
    .join('')
    .slice(0, 6);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6)].filter((part) => part !== '');
  return parts.join(':');
}
