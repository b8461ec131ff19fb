export const NUL_MESSAGE = 'Text may not contain NUL characters.';
export const HALF_CHARACTER_MESSAGE = 'Text may not contain half of a character (a lone UTF-16 surrogate).';

/**
 * Half of a surrogate pair: a Unicode pattern reads a whole pair as one character, so only a lone half
 * is a surrogate to it. (`isWellFormed` says the same, but the client is typed for ES2023, which lacks it.)
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Why PostgreSQL could not keep a text as it was sent, if it could not: `text` cannot hold U+0000, and
 * half of a surrogate pair (which JSON's \ud800 escape can send) fails a jsonb column, or is kept as
 * U+FFFD in a text one, so that a retry no longer matches what was stored.
 */
export function unstorableTextMessage(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? HALF_CHARACTER_MESSAGE : undefined;
}
