import type { GridCallbackDetails, GridColumnVisibilityModel } from '@mui/x-data-grid';

/**
 * A column hidden from its own header's menu takes the focus with it: the grid's header is gone, the
 * menu closes, and the focus fell to the page (a keyboard user's next Tab started over at the top).
 * It goes to the nearest column still shown, the one before the hidden one first, as MUI's own menu
 * does with a column that is still there.
 */
export function focusAfterHiding(
  before: GridColumnVisibilityModel,
  after: GridColumnVisibilityModel,
  { api }: GridCallbackDetails,
): void {
  const fields = api.getAllColumns().map(({ field }) => field);
  const hidden = fields.findIndex((field) => after[field] === false && before[field] !== false);
  if (hidden < 0) return;
  const shown = (field: string) => after[field] !== false;
  const nearest = fields.slice(0, hidden).findLast(shown) ?? fields.slice(hidden + 1).find(shown);
  if (nearest === undefined) return;
  // After the menu has closed and the header has gone, and only if nothing else took the focus (the
  // column panel's checkbox keeps it).
  requestAnimationFrame(() => {
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    api.setColumnHeaderFocus(nearest);
    api.getColumnHeaderElement(nearest)?.focus();
  });
}
