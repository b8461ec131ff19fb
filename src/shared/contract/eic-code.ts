// ENTSO-E Energy Identification Code: 16 characters, the last a check character over the first 15.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-';

/** The check character per the ENTSO-E EIC reference manual: weights 16..2, modulo 37. */
export function eicCheckCharacter(first15: string): string {
  if (!/^[0-9A-Z-]{15}$/.test(first15)) throw new Error(`Not 15 EIC characters: '${first15}'.`);
  let sum = 0;
  for (let i = 0; i < 15; i += 1) sum += ALPHABET.indexOf(first15.charAt(i)) * (16 - i);
  return ALPHABET.charAt(36 - ((sum - 1) % 37));
}

/** Completes a 15-character code with its check character. */
export function eicCode(first15: string): string {
  const check = eicCheckCharacter(first15);
  // The issuing offices never assign a code whose check would be '-'.
  if (check === '-') throw new Error(`'${first15}' has no valid EIC check character; choose another code.`);
  return first15 + check;
}

export function isValidEic(code: string): boolean {
  return /^[0-9A-Z-]{16}$/.test(code) && eicCheckCharacter(code.slice(0, 15)) === code.charAt(15);
}

/**
 * ACER's eic type: two digits and the letter of a type a REMIT report may name (X, Y, Z, T, W or V);
 * its schema checks only this, not the check character.
 */
export const hasReportedEicType = (code: string): boolean => /^\d{2}[XYZTWV]/.test(code);
