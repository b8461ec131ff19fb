/**
 * A number as ACER writes a decimal (`xs:decimal`, at most five fraction digits): the shortest text of
 * the number rounded to five decimals. Rounded by `toFixed`, which works on the number's exact binary
 * value; scaling by 100,000 and back (`Math.round(value * 1e5) / 1e5`) wrote 6050297835616.9 as
 * 6050297835616.899. Every value the contract admits (at most 15 significant digits) comes out as typed
 * but for leading and trailing zeros and a minus on zero; from 10^21 on, far past the contract, it
 * would be written with an exponent.
 */
export const acerDecimal = (value: number): string => String(Number(value.toFixed(5)));
