import type { ColumnSettings } from '@shared/contract/column-settings';

/** The two lists of the pick list: Selected Columns (shown, in order) and Hidden Columns. */
export type PickListName = 'activeColumns' | 'inactiveColumns';
export type PickLists = ColumnSettings;

export const pickListNames: readonly PickListName[] = ['activeColumns', 'inactiveColumns'];

/** Which list holds a column, if any. */
export function listOf(lists: PickLists, column: string): PickListName | undefined {
  return pickListNames.find((name) => lists[name].includes(column));
}

/**
 * Moves a column to `index` of list `to` (the end when index is out of range), from wherever it is.
 * Returns the same object when nothing changes, so callers can tell a real move from a drop in place.
 */
export function moveColumn(lists: PickLists, column: string, to: PickListName, index: number): PickLists {
  const from = listOf(lists, column);
  if (!from) return lists;
  const without = lists[from].filter((name) => name !== column);
  const target = from === to ? without : lists[to];
  const at = Math.max(0, Math.min(index, target.length));
  if (from === to && lists[from].indexOf(column) === at) return lists;
  const placed = [...target.slice(0, at), column, ...target.slice(at)];
  return from === to ? { ...lists, [to]: placed } : { ...lists, [from]: without, [to]: placed };
}

export const sameLists = (a: PickLists, b: PickLists) =>
  pickListNames.every(
    (name) => a[name].length === b[name].length && a[name].every((column, i) => b[name][i] === column),
  );
