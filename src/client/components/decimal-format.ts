// The product's one way of showing a number: the en-US format with up to 15 decimals (market spec
// section 9 says so for position cells; the finders' amounts and counts follow it).
// A value that rounds to zero shows as 0, never as -0.
const decimalFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 15, signDisplay: 'negative' });

/**
 * A number or an exact decimal text as the en-US format writes it (1,234,567.5). A text is formatted
 * as the exact decimal (Intl.NumberFormat takes decimal strings), so digits beyond a double's precision
 * survive; the caller checks that it is a plain decimal.
 */
export function formatDecimal(value: number | string): string {
  // The string overload formats the exact decimal; the DOM typings only declare number and bigint.
  return decimalFormat.format(value as number);
}
