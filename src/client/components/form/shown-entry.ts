// Apart from the guarded fields' rules: the login page's fields say what they refused with it, and
// would otherwise carry every rule of the other forms in their bundle.

/** How much of a refused entry its message repeats: enough to recognise it, never a page-wide line. */
const SHOWN_CHARACTERS = 40;

// Made at the first refused entry, not when the module loads: a page's first segmenter loads the
// browser's break rules, some 30-45 ms on this machine in every page's first task (Lighthouse's TBT
// counts it four times over), for a message most page loads never show.
let graphemes: Intl.Segmenter | undefined;

/**
 * A refused entry as its message repeats it: quoted when spaces at either end would be invisible, and
 * cut after 40 characters as a reader counts them (a flag or a family emoji is one, never halved) with
 * an ellipsis.
 */
export const shown = (attempted: string) => {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const characters = Array.from(graphemes.segment(attempted), ({ segment }) => segment);
  const text = characters.length > SHOWN_CHARACTERS ? `${characters.slice(0, SHOWN_CHARACTERS).join('')}…` : attempted;
  return attempted.trim() === attempted ? text : `"${text}"`;
};
