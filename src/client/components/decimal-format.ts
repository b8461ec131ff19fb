// The product's one way of showing a number: the en-US format with up to 15 decimals (market spec
// section 9 says so for position cells; the finders' prices, quantities and counts follow it, and their
// amounts of money too, with at least their currency's decimals: formatAmount below).
// A value that rounds to zero shows as 0, never as -0.
import { minorUnitDigits } from '@shared/money-digits';
import { SHOWN_DECIMALS_MAX } from '@shared/shown-decimals';

const decimalFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: SHOWN_DECIMALS_MAX,
  signDisplay: 'negative',
});

/**
 * A number or an exact decimal text as the en-US format writes it (1,234,567.5). A text is formatted
 * as the exact decimal (Intl.NumberFormat takes decimal strings), so digits beyond a double's precision
 * survive; the caller checks that it is a plain decimal.
 */
export function formatDecimal(value: number | string): string {
  // The string overload formats the exact decimal; the DOM typings only declare number and bigint.
  return decimalFormat.format(value as number);
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money as a back office reads it, in the same format with its currency's minor unit always
 * written (2,594,232.00 EUR beside 2,442,031.20 EUR, not 2,594,232 and 2,442,031.2); decimals beyond it
 * are kept, never rounded away.
 */
export function formatAmount(value: number, currency: string | undefined): string {
  const key = currency ?? '';
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minorUnitDigits(currency),
      maximumFractionDigits: SHOWN_DECIMALS_MAX,
      signDisplay: 'negative',
    });
    amountFormats.set(key, format);
  }
  return format.format(value);
}
