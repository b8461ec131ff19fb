/**
 * What a grid's sort note says of the rows' order (components/data-grid/sort-note.tsx), and that its
 * column is not shown where it is not; the server's page frame paints the same words (finder-frame.ts).
 */
export const sortNoteText = (label: string, descending: boolean, shown: boolean) =>
  `Sorted by ${label}, ${descending ? 'descending' : 'ascending'}${shown ? '.' : ': a column not shown.'}`;
