// Turning generated names into the plain ASCII that EIC codes, e-mail addresses and domains allow.

const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  đ: 'd',
};

/** 'Łukasz Wiśniewski' → 'Lukasz Wisniewski'. */
export function toAscii(text: string): string {
  return text
    .replace(/[ßłŁøØæÆđ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** 'Rhône Énergie' → 'rhone-energie'. */
export function slug(text: string): string {
  return toAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** 'Van den Berg' → 'vandenberg': the local part of an address. */
export const mailName = (name: string): string => slug(name).replace(/-/g, '');
