import type { GridCellParams, MuiEvent } from '@mui/x-data-grid';
import type { KeyboardEvent } from 'react';

/**
 * Space on a button in a cell presses that button, as it does anywhere else: the grid takes Space in a
 * cell for a page down (MUI X), moves the focus a screenful of rows on and cancels the press, so a
 * row's Edit or Open never opened by Space. Space on a cell itself still pages down.
 */
export function leaveSpaceToCellButtons(_params: GridCellParams, event: MuiEvent<KeyboardEvent<HTMLElement>>): void {
  // Shift+Space is the grid's own: it selects the row.
  if (event.key !== ' ' || event.shiftKey || !(event.target instanceof HTMLElement)) return;
  if (event.target.closest('button') && !event.target.matches('[role="gridcell"]')) event.defaultMuiPrevented = true;
}
