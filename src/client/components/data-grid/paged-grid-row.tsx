import {
  GridRow,
  gridPaginationModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridRowProps,
} from '@mui/x-data-grid';

/**
 * A row of a server-paged grid, numbered in the whole result for assistive technology: the grid holds
 * one page of rows and would number row 1 of page 2 as row 2 again (1 for the header row, 1-based).
 */
export function PagedGridRow(props: GridRowProps) {
  const apiRef = useGridApiContext();
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);
  return <GridRow {...props} aria-rowindex={page * pageSize + props.index + 2} />;
}
