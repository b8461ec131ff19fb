/**
 * How many decimals the product shows of a number at most (market spec section 9: position cells show
 * up to 15 decimals in the en-US format; the finders' numbers follow it). A field whose number is shown
 * so takes no more, or a value stored would read as another (0.000000000000000001 as 0).
 */
export const SHOWN_DECIMALS_MAX = 15;

/**
 * How many decimals a plain decimal text (-1.250) shows: those after the point, less the trailing zeros
 * a shown number drops (1.0000000000000000 shows as 1, exactly what was typed).
 */
export const decimalsShown = (decimalText: string): number =>
  (decimalText.split('.')[1] ?? '').replace(/0+$/, '').length;
