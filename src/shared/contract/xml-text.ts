/**
 * What XML 1.0 cannot hold: control characters other than tab and line breaks, U+FFFE and U+FFFF.
 * A text with one cannot go into a report, a position file or any other XML the product writes.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const NOT_IN_XML = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Whether XML can hold the text as it is. */
export const isXmlText = (value: string): boolean => !NOT_IN_XML.test(value);

/**
 * Whether a text is one line XML can hold, as a name written into a file's attribute must be: a tab or a
 * line break there is read back as a space.
 */
export const isXmlLine = (value: string): boolean => isXmlText(value) && !/[\t\n\r]/.test(value);

/**
 * Spaces and characters that show nothing (a zero-width space, a word joiner, a direction mark or
 * override, a soft hyphen, a Hangul filler: Unicode's default-ignorable characters), pasted at a text's
 * edges from a web page or a PDF: `trim` leaves the invisible ones, which a name then kept unseen (or
 * was made of, passing as given), and a search for the name as it shows found nothing.
 */
const BLANK = /[\s\p{Default_Ignorable_Code_Point}]/u;

/** Variation selectors: invisible, but they choose how the character before them shows (❤ or ❤️). */
const SHAPES_ITS_NEIGHBOUR = /[\uFE00-\uFE0F]/;

const isBlank = (character: string) => BLANK.test(character) && !SHAPES_ITS_NEIGHBOUR.test(character);

/**
 * The text without what shows nothing at its edges. A loop, not a regular expression: `[…]+$` retries
 * from every start, quadratic in a long run of spaces inside the text, and it runs before any length check.
 */
export function trimBlankEdges(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isBlank(value.charAt(start))) start += 1;
  while (end > start && isBlank(value.charAt(end - 1))) end -= 1;
  return value.slice(start, end);
}
