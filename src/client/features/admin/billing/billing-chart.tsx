import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { billingCountLabels, billingCounts, type BillingCount } from '@shared/contract/billing-constants';
import { ChartWithNumbers } from '@client/components/charts/chart-with-numbers';
import { chartBoxSx, countAxis } from '@client/components/charts/chart-frame';
import { useDismissibleTooltip } from '@client/components/charts/dismissible-tooltip';
import { useNamedChartStop } from '@client/components/charts/named-chart-stop';
import type { MonthTotals } from './billing-totals';

/** Each at least 5:1 against the white page (WCAG 1.4.11 asks 3:1); a white line parts the stacked segments. */
const countColours: Record<BillingCount, string> = {
  remitTable1: '#1565c0',
  remitTable2: '#2e7d32',
  mifidFiles: '#6a1b9a',
  confirmationsMatched: '#bf360c',
};

const series = billingCounts.map((count) => ({ key: count, label: billingCountLabels[count] }));

const CHART_HEIGHT = 260;

/** The period's months as stacked bars of what was sent and matched, and the same numbers as a table. */
export function BillingChart({ months, scope }: { months: MonthTotals[]; scope: string }) {
  const tooltip = useDismissibleTooltip();
  const name = `Reports sent and confirmations matched per month, ${scope}`;
  const namedStop = useNamedChartStop(name);
  return (
    <ChartWithNumbers
      title={`Per month, ${scope}`}
      caption={`Reports sent and confirmations matched per month, ${scope}`}
      category={{ key: 'month', label: 'Month' }}
      series={series}
      rows={months}
    >
      <Box ref={namedStop} sx={chartBoxSx(CHART_HEIGHT)} {...tooltip.boxProps}>
        <BarChart
          slotProps={{ tooltip: tooltip.tooltip }}
          sx={{ '& .MuiBarElement-root': { stroke: '#fff', strokeWidth: 1 } }}
          dataset={months}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          yAxis={countAxis(months, billingCounts)}
          series={billingCounts.map((count) => ({
            id: count,
            dataKey: count,
            label: billingCountLabels[count],
            stack: 'billed',
            color: countColours[count],
          }))}
          aria-label={name}
        />
      </Box>
    </ChartWithNumbers>
  );
}
