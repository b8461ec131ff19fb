import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { createContext, useContext } from 'react';

const CellTabIndexContext = createContext<0 | -1 | undefined>(undefined);

/**
 * The tabIndex a link or button rendered in a grid cell takes: 0 only in the focused cell, -1 elsewhere,
 * undefined outside grids. The grid is one Tab stop with arrow keys between its cells (roving tabindex);
 * a link of its own Tab stop in every row would make a page of rows a hundred stops long. The grid moves
 * the focus into a focused cell's element with tabindex 0, where Enter follows the link.
 */
export const useCellTabIndex = () => useContext(CellTabIndexContext);

/** The column with its rendered cell telling its links and buttons the cell's roving tabIndex. */
export function withCellTabIndex<TRow extends GridValidRowModel>(column: GridColDef<TRow>): GridColDef<TRow> {
  const render = column.renderCell;
  if (!render) return column;
  return {
    ...column,
    renderCell: (params) => (
      <CellTabIndexContext.Provider value={params.tabIndex}>{render(params)}</CellTabIndexContext.Provider>
    ),
  };
}
