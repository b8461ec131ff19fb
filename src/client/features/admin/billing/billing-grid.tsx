import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { BillingRow } from '@shared/contract/billing';
import { billingCountLabels, billingCounts } from '@shared/contract/billing-constants';
import { GridLoadingBar } from '@client/components/data-grid/grid-loading-bar';
import {
  GRID_PAGE_SIZES,
  GRID_PAGINATION_SLOT_PROPS,
  useGridDefaults,
} from '@client/components/data-grid/grid-defaults';
import { keepFirstRowShown } from '@client/components/data-grid/page-size-change';

type BillingGridRow = BillingRow & { total: number };

// Defined once, outside the component: the grid must not see new columns on every render.
const columns: GridColDef<BillingGridRow>[] = [
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'organisationName', headerName: 'Organisation', flex: 1, minWidth: 180 },
  ...billingCounts.map((count): GridColDef<BillingGridRow> => ({
    field: count,
    headerName: billingCountLabels[count],
    type: 'number',
    width: 150,
  })),
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const withTotal = (row: BillingRow): BillingGridRow => ({
  ...row,
  total: billingCounts.reduce((sum, count) => sum + row[count], 0),
});

export interface BillingGridProps {
  rows: readonly BillingRow[];
  loading: boolean;
  /** The CSV file's name, without '.csv'. */
  fileName: string;
}

/** The organisations' months as a sortable grid, and the rows shown as CSV. */
export function BillingGrid({ rows, loading, fileName }: BillingGridProps) {
  const apiRef = useGridApiRef();
  const gridRows = useMemo(() => rows.map(withTotal), [rows]);
  const { pageSize, density } = useGridDefaults(25);
  // Controlled only to correct a change of 'Rows per page', which MUI X makes keeping the page number.
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize });
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={loading || rows.length === 0}
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName, utf8WithBom: true })}
        >
          Export CSV
        </Button>
      </Stack>
      <DataGrid
        apiRef={apiRef}
        rows={gridRows}
        columns={columns}
        getRowId={(row) => `${row.organisationId}-${row.month}`}
        loading={loading}
        slots={{ baseLinearProgress: GridLoadingBar }}
        slotProps={{ main: { 'aria-busy': loading }, ...GRID_PAGINATION_SLOT_PROPS }}
        aria-label="Billing history"
        disableColumnMenu
        disableRowSelectionOnClick
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => setPaginationModel((current) => keepFirstRowShown(current, model))}
        pageSizeOptions={GRID_PAGE_SIZES}
        density={density}
        localeText={{ noRowsLabel: 'Nothing was sent or matched in this period.' }}
        autoHeight
      />
    </>
  );
}
