import { hasReportedEicType, isValidEic } from './eic-code';

const DELIVERY_POINT_MESSAGE =
  'A delivery point or zone is named by its EIC: 16 capitals, digits or hyphens, two digits and X, Y, Z, T, W or V first, the check character last.';

/**
 * What an organisation's master data holds: its own identifiers (EIC, ACER code, LEI, BIC, VAT), the
 * Trader IDs its reports name, and the delivery points or zones and market places its value sets offer.
 */
export const masterDataKinds = [
  'EIC',
  'ACER',
  'LEI',
  'BIC',
  'VAT',
  'TRADER',
  'DELIVERY_POINT',
  'MARKET_PLACE',
] as const;
export type MasterDataKind = (typeof masterDataKinds)[number];

export const masterDataKindLabels: Record<MasterDataKind, string> = {
  EIC: 'EIC',
  ACER: 'ACER code',
  LEI: 'LEI',
  BIC: 'BIC',
  VAT: 'VAT number',
  TRADER: 'Trader ID',
  DELIVERY_POINT: 'Delivery point or zone',
  MARKET_PLACE: 'Market place',
};

/** ISO 7064 MOD 97-10 over letters as 10..35 and digits as themselves: a valid code leaves 1. */
function mod97(code: string): number {
  let remainder = 0;
  for (const character of code) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** LEI (ISO 17442): 18 letters or digits, then two check digits under ISO 7064 MOD 97-10. */
export const isValidLei = (code: string): boolean => /^[0-9A-Z]{18}[0-9]{2}$/.test(code) && mod97(code) === 1;

/** ACER code (ACER's ace type): nine letters, digits or '_', a dot, and the issuing country's two letters. */
export const isValidAcerCode = (code: string): boolean => /^[A-Za-z0-9_]{9}\.[A-Z]{2}$/.test(code);

/** BIC (ISO 9362): party prefix (4), country (2 letters), location (2), and optionally a branch (3). */
export const isValidBic = (code: string): boolean => /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code);

/** EU VAT number as VIES writes it: the country's two letters and 2 to 13 letters or digits. */
export const isValidVat = (code: string): boolean => /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(code);

/** A Trader ID as ACER's traderCode allows it. */
export const isValidTraderId = (code: string): boolean => /^[A-Za-z0-9_ -]{1,100}$/.test(code);

/** GLN (GS1): 13 digits, the last a check digit over the others weighted 1 and 3 in turn from the left. */
export function isValidGln(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const weighted = [...code.slice(0, 12)].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 ? 3 : 1), 0);
  return (10 - (weighted % 10)) % 10 === Number(code[12]);
}

/** A market place's MIC (ISO 10383), four letters or digits. */
export const isValidMic = (code: string): boolean => /^[A-Z0-9]{4}$/.test(code);

/** A code's rule: whether a code keeps it, and the words for one that does not. */
export interface CodeRule {
  valid: (code: string) => boolean;
  message: string;
}

export const masterDataRules: Record<MasterDataKind, CodeRule> = {
  EIC: {
    valid: isValidEic,
    message: 'An EIC has 16 capitals, digits or hyphens and ends in its check character (ENTSO-E).',
  },
  ACER: {
    valid: isValidAcerCode,
    message: 'An ACER code reads like A0000000B.DE: nine letters, digits or underscores, a dot, two capitals.',
  },
  LEI: { valid: isValidLei, message: 'A LEI has 20 capitals and digits, the last two check digits (ISO 17442).' },
  BIC: { valid: isValidBic, message: 'A BIC has 8 or 11 capitals and digits, the 5th and 6th the country (ISO 9362).' },
  VAT: {
    valid: isValidVat,
    message: 'A VAT number starts with its country’s two capitals, then 2 to 13 capitals, digits, + or *.',
  },
  TRADER: {
    valid: isValidTraderId,
    message: 'A Trader ID has 1 to 100 of the letters A to Z (no accents), digits, spaces, hyphens or underscores.',
  },
  // Offered by the REMIT forms, whose reports take only ACER's EIC types.
  DELIVERY_POINT: {
    valid: (code) => isValidEic(code) && hasReportedEicType(code),
    message: DELIVERY_POINT_MESSAGE,
  },
  MARKET_PLACE: {
    valid: isValidMic,
    message: 'A market place is named by its MIC: four capitals or digits (ISO 10383).',
  },
};

/** The kinds whose entries need a name beside the code: value sets show it. */
export const namedKinds: readonly MasterDataKind[] = ['DELIVERY_POINT', 'MARKET_PLACE', 'TRADER'];
/** The one rule of names: an entry of a named kind never goes without one. */
export const lacksRequiredName = (kind: MasterDataKind, name: string): boolean =>
  name === '' && namedKinds.includes(kind);
