import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState } from 'react';
import { billingCountLabels, billingCounts, type BillingCount } from '@shared/contract/billing-constants';
import type { MonthTotals } from './billing-totals';

/** Each at least 5:1 against the white page (WCAG 1.4.11 asks 3:1); a white line parts the stacked segments. */
const countColours: Record<BillingCount, string> = {
  remitTable1: '#1565c0',
  remitTable2: '#2e7d32',
  mifidFiles: '#6a1b9a',
  confirmationsMatched: '#bf360c',
};

const CHART_HEIGHT = 260;

/** The period's months as stacked bars of what was sent and matched, and the same numbers as a table. */
export function BillingChart({ months, scope }: { months: MonthTotals[]; scope: string }) {
  const headingId = useId();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, flexGrow: 1 }}>
          Per month, {scope}
        </Typography>
        <Button size="small" aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Hide the table' : 'Show as a table'}
        </Button>
      </Stack>
      <Box sx={{ height: CHART_HEIGHT }}>
        <BarChart
          sx={{ '& .MuiBarElement-root': { stroke: '#fff', strokeWidth: 1 } }}
          height={CHART_HEIGHT}
          dataset={months}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          series={billingCounts.map((count) => ({
            id: count,
            dataKey: count,
            label: billingCountLabels[count],
            stack: 'billed',
            color: countColours[count],
          }))}
          aria-label={`Reports sent and confirmations matched per month, ${scope}`}
        />
      </Box>
      <Box
        id={tableId}
        hidden={!asTable}
        tabIndex={0}
        role="group"
        aria-label="The chart's numbers"
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
          <caption>Reports sent and confirmations matched per month, {scope}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Month
              </TableCell>
              {billingCounts.map((count) => (
                <TableCell key={count} component="th" scope="col" align="right">
                  {billingCountLabels[count]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((month) => (
              <TableRow key={month.month}>
                <TableCell component="th" scope="row">
                  {month.month}
                </TableCell>
                {billingCounts.map((count) => (
                  <TableCell key={count} align="right">
                    {month[count]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
