import type { SortOrder } from '@shared/contract';

// ICU's root collation, as the server's COLLATE "und-x-icu": linguistic, the same for every locale.
const collator = new Intl.Collator('und');

/**
 * The order the directory promises, worked out independently of the server: linguistic order of
 * `column`, empty values after all others, ties broken by id; DESCENDING is exactly the reverse.
 */
export function expectedOrder<T>(
  rows: readonly T[],
  column: keyof T,
  sortOrder: SortOrder,
  idOf: (row: T) => number,
): T[] {
  const ascending = [...rows].sort((a, b) => {
    const x = a[column] as string | null;
    const y = b[column] as string | null;
    if (x === null || y === null) return x === y ? idOf(a) - idOf(b) : x === null ? 1 : -1;
    return collator.compare(x, y) || idOf(a) - idOf(b);
  });
  return sortOrder === 'ASCENDING' ? ascending : ascending.reverse();
}
