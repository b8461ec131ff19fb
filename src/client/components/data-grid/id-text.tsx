import { Fragment } from 'react';

const MARK = '\u0000';
/** The id cut where it may wrap: after '_' and '/', and before a '.' (its extension's). */
const atSeparators = (text: string) =>
  text
    .replace(/[_/]/g, `$&${MARK}`)
    .replace(/\./g, `${MARK}.`)
    .split(MARK)
    .filter((part) => part !== '');

/**
 * An id or a file name in a wrapping cell: a line break after a separator ('NWEH_REMIT_T1_' over
 * '20261106.xml') instead of anywhere ('NWEH_REMIT_T1_20261106.x' over 'ml'). A hyphen is a place to
 * break already; '_' is not. `<wbr>` adds none to the text, so a copied or read-out id is unchanged.
 */
export function IdText({ text }: { text: string }) {
  const parts = text.includes(MARK) ? [text] : atSeparators(text);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
