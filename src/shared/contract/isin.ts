const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** ISIN check digit (ISO 6166): letters as numbers (A=10 ... Z=35), then Luhn over the digits. */
export function isinCheckDigit(first11: string): number {
  const digits = [...first11].map((char) => String(ALPHANUMERIC.indexOf(char))).join('');
  let sum = 0;
  // The check digit will sit to the right, so the rightmost digit here is doubled.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** An ISIN: the country's two letters, nine letters or digits, and its check digit. */
export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}
