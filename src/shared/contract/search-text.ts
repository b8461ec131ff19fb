import { unstorableTextMessage } from './storable-text';
import { trimBlankEdges } from './xml-text';

/** Unicode's space separators: the space, the no-break space, the narrow and figure spaces, and their kin. */
const SPACE_SEPARATOR = /\p{Zs}/gu;

/**
 * A search's text as it is searched for: without blanks at its edges (invisible ones too), every space a
 * plain one (a term pasted from a web page holds no-break spaces; a finder's search text is stored so
 * too, migration 0028), and in NFC, so a text pasted decomposed (as macOS and PDFs copy it: o and a
 * combining circumflex) finds what it looks like (Rhône).
 */
export const normaliseSearchText = (text: string): string =>
  trimBlankEdges(text).replace(SPACE_SEPARATOR, ' ').normalize('NFC');

export const searchTextTooLongMessage = (max: number) => `text must be at most ${max} characters.`;

/**
 * Why a normalised search is refused, if it is: longer than its field allows, or holding what the
 * database cannot keep (which the API refuses before any schema). `searchTextSchema` says the same to
 * the API (its test holds the two together); a page reading a search from its address judges it here,
 * without loading zod.
 */
export function searchTextRefusal(normalised: string, max: number): string | undefined {
  if (normalised.length > max) return searchTextTooLongMessage(max);
  return unstorableTextMessage(normalised);
}
