import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
// Enter and Space on a focused bar pick it as a click does (an experimental feature of MUI X Charts 9).
import type {} from '@mui/x-charts/moduleAugmentation/keyboardActivation';
import {
  PROBLEM_CHART_DAYS,
  reportOutcomeLabels,
  reportOutcomes,
  type ReportOutcome,
} from '@shared/contract/problem-solving-constants';
import { useGetProblemDailyQuery } from '@client/api/problem-solving-api';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { formatDay, formatDayAndMonth } from '@client/preferences/moment-format';
import { ChartWithNumbers } from '@client/components/charts/chart-with-numbers';
import { chartBoxSx, countAxis } from '@client/components/charts/chart-frame';
import { useDismissibleTooltip } from '@client/components/charts/dismissible-tooltip';
import { useNamedChartStop } from '@client/components/charts/named-chart-stop';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { useMomentFormat } from '@client/preferences/moment-format-context';

/**
 * Dark enough for 3:1 against the white page (WCAG 1.4.11): 5.8, 5.1 and 5.6:1. Against each other
 * they are close, so a white line parts the stacked segments and each meets the page's white.
 */
const outcomeColours: Record<ReportOutcome, string> = {
  sent: '#1565c0',
  accepted: '#2e7d32',
  rejected: '#c62828',
};

const CHART_HEIGHT = 240;

/** A tick says the day and month in the user's order ('04/11'); the tooltip the whole day, as the grid writes it. */
const dayOnAxis = (day: string, context: AxisValueFormatterContext) =>
  context.location === 'tick' ? formatDayAndMonth(day) : formatDay(day);

const series = reportOutcomes.map((outcome) => ({ key: outcome, label: reportOutcomeLabels[outcome] }));

export interface ReportOutcomeChartProps {
  organisationId: number | null;
  skip: boolean;
  /** A bar was clicked or activated with the keyboard: its day and outcome. */
  onPick: (day: string, outcome: ReportOutcome) => void;
}

/**
 * The last 30 days of REMIT reports, stacked per day by outcome: sent (waiting for ACER), accepted,
 * rejected. The bars take the keyboard (arrows move between them, Enter picks one, as a click does);
 * the same numbers are a table too.
 */
export function ReportOutcomeChart({ organisationId, skip, onPick }: ReportOutcomeChartProps) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const tooltip = useDismissibleTooltip();
  const name = `REMIT reports per day of the last ${PROBLEM_CHART_DAYS} days by outcome: choose a bar to see that day's problems`;
  const namedStop = useNamedChartStop(name);
  // Read afresh when shown, as the queue below it is: reports sent meanwhile (by a colleague too) are counted.
  const { currentData: data, error } = useGetProblemDailyQuery({ organisationId }, { skip, ...READ_AFRESH_WHEN_SHOWN });
  const days = data?.days ?? [];
  // The table's days as the grid below writes them; the chart keeps the server's for what a bar picks.
  const rows = days.map((row) => ({ ...row, day: formatDay(row.day) }));
  return (
    <ChartWithNumbers
      title={`REMIT reports of the last ${PROBLEM_CHART_DAYS} days`}
      caption="REMIT reports per day by outcome"
      category={{ key: 'day', label: 'Day' }}
      series={series}
      rows={rows}
    >
      {error ? (
        <Alert severity="error">{describeLoadFailure(error, 'The chart could not be loaded.')}</Alert>
      ) : (
        <Box ref={namedStop} sx={chartBoxSx(CHART_HEIGHT)} {...tooltip.boxProps}>
          {data && (
            <BarChart
              slotProps={{ tooltip: tooltip.tooltip }}
              sx={{ '& .MuiBarElement-root': { stroke: '#fff', strokeWidth: 2 } }}
              experimentalFeatures={{ keyboardActivation: true }}
              dataset={days}
              xAxis={[{ scaleType: 'band', dataKey: 'day', valueFormatter: dayOnAxis }]}
              yAxis={countAxis(days, reportOutcomes)}
              series={reportOutcomes.map((outcome) => ({
                id: outcome,
                dataKey: outcome,
                label: reportOutcomeLabels[outcome],
                stack: 'reports',
                color: outcomeColours[outcome],
              }))}
              onItemClick={(_event, item) => {
                const day = days[item.dataIndex ?? -1]?.day;
                if (day) onPick(day, item.seriesId as ReportOutcome);
              }}
              aria-label={name}
            />
          )}
        </Box>
      )}
    </ChartWithNumbers>
  );
}
