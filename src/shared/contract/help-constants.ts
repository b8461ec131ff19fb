// The help texts' limits and messages without zod, for client code that shows them but validates
// nothing. help.ts builds its schemas from these.

export const HELP_TITLE_MAX_LENGTH = 100;
export const HELP_CONTENT_MAX_LENGTH = 20000;

export const HELP_TEXT_CONFLICT_MESSAGE =
  'Someone else saved this text while you were editing it. Copy your changes, cancel, and edit the newest version.';
