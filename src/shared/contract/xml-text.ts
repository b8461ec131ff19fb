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
 * Spaces and characters that show nothing (a zero-width space, a word joiner, a direction override, a
 * soft hyphen, a Hangul filler: Unicode's default-ignorable characters), pasted at a text's edges from a
 * web page or a PDF: `trim` leaves the invisible ones, which a name then kept unseen (or was made of,
 * passing as given), and a search for the name as it shows found nothing.
 */
const BLANK = /[\s\p{Default_Ignorable_Code_Point}]/u;
const ALL_BLANK = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** Direction marks: invisible, but they decide on which side of a right-to-left word its punctuation shows. */
const DIRECTION_MARK = /[\u200E\u200F\u061C]/;

/**
 * What changes how the character before it shows: variation selectors (❤ or ❤️, a Mongolian letter's
 * form), tag characters (a flag such as England's), and direction marks.
 */
const SHAPES_WHAT_COMES_BEFORE =
  // eslint-disable-next-line no-misleading-character-class -- the selectors are members one by one: nothing here combines
  /[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}\u200E\u200F\u061C]/u;

const blankAtStart = (character: string) => BLANK.test(character) && !DIRECTION_MARK.test(character);
const blankAtEnd = (character: string) => BLANK.test(character) && !SHAPES_WHAT_COMES_BEFORE.test(character);

/** The character (a whole code point) that ends just before `end`. */
function characterBefore(value: string, end: number): string {
  const low = value.charCodeAt(end - 1);
  const pair =
    end >= 2 &&
    low >= 0xdc00 &&
    low <= 0xdfff &&
    value.charCodeAt(end - 2) >= 0xd800 &&
    value.charCodeAt(end - 2) <= 0xdbff;
  return value.slice(pair ? end - 2 : end - 1, end);
}

/**
 * The text without what shows nothing at its edges, keeping what shapes a visible character (a
 * selector after an emoji, a direction mark beside a Hebrew word's punctuation); a text of nothing
 * visible at all is empty. Loops by whole characters, not a regular expression: `[…]+$` retries from
 * every start, quadratic in a long run of spaces inside the text, and it runs before any length check.
 */
export function trimBlankEdges(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end) {
    const character = String.fromCodePoint(value.codePointAt(start)!);
    if (!blankAtStart(character)) break;
    start += character.length;
  }
  while (end > start) {
    const character = characterBefore(value, end);
    if (!blankAtEnd(character)) break;
    end -= character.length;
  }
  const trimmed = value.slice(start, end);
  return ALL_BLANK.test(trimmed) ? '' : trimmed;
}
