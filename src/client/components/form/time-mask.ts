/**
 * The 99:99:99 mask: only digits are kept, at most six, and the colons are put in as the user types,
 * so '1405' shows as '14:05' and '140500' as '14:05:00'.
 */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 6);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6)].filter((part) => part !== '');
  return parts.join(':');
}
