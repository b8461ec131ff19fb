import { MIFID_NUMERIC_PATTERN, type MifidTriState } from '@shared/contract/mifid-constants';
import { formatDecimal } from '@client/components/decimal-format';

/**
 * A decimal as the en-US format writes it (1,234,567.123456789012345). The text is formatted as an
 * exact decimal (Intl.NumberFormat takes decimal strings), so digits beyond a double's precision survive.
 * Anything that is not a plain decimal is shown as it came.
 */
export function formatPositionNumber(value: string): string {
  const text = value.trim();
  if (!MIFID_NUMERIC_PATTERN.test(text)) return text;
  return formatDecimal(text);
}

/** A boolean in words. */
export const formatPositionBoolean = (value: boolean): string => (value ? 'Yes' : 'No');

/** TRUE, FALSE or blank: the first two in words, blank left empty (nothing reported). */
export function formatPositionTriState(value: MifidTriState): string {
  if (value === 'TRUE') return 'Yes';
  if (value === 'FALSE') return 'No';
  return '';
}
