// Apart from the guarded fields' rules: the login page's fields say what they refused with it, and
// would otherwise carry every rule of the other forms in their bundle.

/** How much of a refused entry its message repeats: enough to recognise it, never a page-wide line. */
const SHOWN_CHARACTERS = 40;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A refused entry as its message repeats it: quoted when spaces at either end would be invisible, and
 * cut after 40 characters as a reader counts them (a flag or a family emoji is one, never halved) with
 * an ellipsis.
 */
export const shown = (attempted: string) => {
  const characters = Array.from(graphemes.segment(attempted), ({ segment }) => segment);
  const text = characters.length > SHOWN_CHARACTERS ? `${characters.slice(0, SHOWN_CHARACTERS).join('')}…` : attempted;
  return attempted.trim() === attempted ? text : `"${text}"`;
};
