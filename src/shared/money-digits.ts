// Asking Intl costs tens of microseconds, and an export asks for every row.
const digitsByCurrency = new Map<string, number>();

/** The number of decimals an amount in `currency` shows at least: its minor unit (EUR 2, JPY 0), else 2. */
export function minorUnitDigits(currency: string | undefined): number {
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return 2;
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().minimumFractionDigits ?? 2;
    } catch {
      // A code Intl does not know: cents, as most currencies have.
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * An amount as a plain decimal (no grouping, as a spreadsheet reads it) with at least its currency's
 * minor unit written: 4112683.20, not 4112683.2; decimals beyond it are kept.
 */
export function plainAmount(value: number, currency: string | undefined): string {
  const text = String(value);
  if (/e/i.test(text)) return text;
  const decimals = text.split('.')[1]?.length ?? 0;
  const digits = minorUnitDigits(currency);
  if (decimals >= digits) return text;
  return `${text}${decimals === 0 ? '.' : ''}${'0'.repeat(digits - decimals)}`;
}
