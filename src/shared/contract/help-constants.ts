// The help texts' limits and messages without zod, for client code that shows them but validates
// nothing. help.ts builds its schemas from these.

export const HELP_TITLE_MAX_LENGTH = 100;
/** The help editor's fields, in the order of its form schema (its draft is kept under their names). */
export const HELP_TEXT_FORM_FIELDS = ['title', 'content'] as const;
export const HELP_CONTENT_MAX_LENGTH = 20000;

/**
 * Characters as the editor sees them and PostgreSQL's char_length counts them: code points, so an emoji
 * is one, not the two UTF-16 units of a string's length.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _codePoint of text) count += 1;
  return count;
}

export const HELP_TEXT_CONFLICT_MESSAGE =
  'Someone else saved this text while you were editing it. Copy your changes, cancel, and edit the newest version.';
