// The help texts' limits and messages without zod, for client code that shows them but validates
// nothing. help.ts builds its schemas from these.

import { staleChangeMessage, type MomentWriter } from './stale-change';
import { trimBlankEdges } from './xml-text';

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

/** What the title's limit counts: its characters once the blanks at either end are trimmed, as it is saved. */
export const helpTitleCharacters = (title: string): number => characterCount(trimBlankEdges(title));

/**
 * A text whose quotes, lists or emphasis nest deeper than the markdown parser can follow (it walks the
 * tree recursively: 3,000 '>' in a row exhaust a stack): said by the save's refusal, the page shown
 * in its place, and the editor's preview.
 */
export const TOO_DEEPLY_NESTED_MESSAGE = 'The content nests quotes, lists or emphasis too deeply to be shown.';

/** The count a help field shows under it while it is written. */
export const characterCountText = (count: number, max: number): string => `${count} of ${max} characters`;

/** A save from an older version than the stored one: the user's text stays in the editor, to be copied. */
const HELP_TEXT_CONFLICT_ADVICE = 'Copy your changes, cancel, and edit the newest version.';
/** The 409 when nobody can say who saved meanwhile (no text stored, or an answer without a message). */
export const HELP_TEXT_CONFLICT_MESSAGE = `This help text was changed after you opened it. ${HELP_TEXT_CONFLICT_ADVICE}`;

/**
 * The 409 of a save from an older version: who saved the stored one and when (it may be the editor
 * themselves, in another tab), and what to do.
 */
export function helpTextConflictMessage(
  current: { version: number; by: string | null; at: Date } | null,
  writeMoment?: MomentWriter,
): string {
  if (!current) return HELP_TEXT_CONFLICT_MESSAGE;
  return staleChangeMessage({ thing: 'help text', ...current, whatToDo: HELP_TEXT_CONFLICT_ADVICE }, writeMoment);
}
