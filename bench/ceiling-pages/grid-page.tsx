// The lightest grid page of this stack: the light page's frame and one MUI X DataGrid showing a page
// of 25 rows in 8 columns, built in the page itself (no request). `npm run bench` scores every grid
// page as a share of it.
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { renderCeilingPage } from './ceiling-shell';

const columns: GridColDef[] = [
  { field: 'reference', headerName: 'Ref. No.', width: 150 },
  { field: 'state', headerName: 'State', width: 110 },
  { field: 'counterparty', headerName: 'Counterparty', width: 180 },
  { field: 'commodity', headerName: 'Commodity', width: 110 },
  { field: 'buySell', headerName: 'Buy/Sell', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'tradeDate', headerName: 'Trade Date', width: 120 },
];

const rows = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  reference: `DEAL-2026-${String(index + 1).padStart(6, '0')}`,
  state: index % 3 === 0 ? 'SENT' : 'MATCHED',
  counterparty: `Counterparty ${(index % 7) + 1}`,
  commodity: index % 2 === 0 ? 'EL' : 'NG',
  buySell: index % 2 === 0 ? 'BUY' : 'SELL',
  quantity: 1000 + index * 25,
  price: 40 + index / 4,
  tradeDate: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
}));

renderCeilingPage(
  'A grid of this stack',
  <Box sx={{ height: 600 }}>
    <DataGrid
      columns={columns}
      rows={rows}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25]}
    />
  </Box>,
);
