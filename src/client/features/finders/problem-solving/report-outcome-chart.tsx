import Alert from '@mui/material/Alert';
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
// Enter and Space on a focused bar pick it as a click does (an experimental feature of MUI X Charts 9).
import type {} from '@mui/x-charts/moduleAugmentation/keyboardActivation';
import { useId, useState } from 'react';
import {
  PROBLEM_CHART_DAYS,
  reportOutcomeLabels,
  reportOutcomes,
  type ReportOutcome,
} from '@shared/contract/problem-solving-constants';
import { useGetProblemDailyQuery } from '@client/api/problem-solving-api';
import { describeLoadFailure } from '@client/components/load-failure-alert';

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

export interface ReportOutcomeChartProps {
  organisationId: number | null;
  skip: boolean;
  /** A bar was clicked or activated with the keyboard: its day and outcome. */
  onPick: (day: string, outcome: ReportOutcome) => void;
}

/**
 * The last 30 days of REMIT reports, stacked per day by outcome: sent (waiting for ACER), accepted,
 * rejected. The bars take the keyboard (arrows move between them, Enter picks one, as a click does);
 * the same numbers are a table for whoever prefers or needs one.
 */
export function ReportOutcomeChart({ organisationId, skip, onPick }: ReportOutcomeChartProps) {
  const headingId = useId();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  const { data, error } = useGetProblemDailyQuery({ organisationId }, { skip });
  const days = data?.days ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, flexGrow: 1 }}>
          REMIT reports of the last {PROBLEM_CHART_DAYS} days
        </Typography>
        <Button size="small" aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Hide the table' : 'Show as a table'}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error">{describeLoadFailure(error, 'The chart could not be loaded.')}</Alert>
      ) : (
        <Box sx={{ height: CHART_HEIGHT }}>
          {data && (
            <BarChart
              sx={{ '& .MuiBarElement-root': { stroke: '#fff', strokeWidth: 2 } }}
              height={CHART_HEIGHT}
              experimentalFeatures={{ keyboardActivation: true }}
              dataset={days}
              xAxis={[{ scaleType: 'band', dataKey: 'day', valueFormatter: (day: string) => day.slice(5) }]}
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
              aria-label={`REMIT reports per day of the last ${PROBLEM_CHART_DAYS} days by outcome: choose a bar to see that day's problems`}
            />
          )}
        </Box>
      )}
      {/* A scrolling box takes the keyboard focus, so its rows can be scrolled without a mouse. */}
      <Box
        id={tableId}
        hidden={!asTable}
        tabIndex={0}
        role="group"
        aria-label="The chart's numbers"
        sx={{ overflowX: 'auto', maxHeight: 320 }}
      >
        <Table size="small" stickyHeader>
          <caption>REMIT reports per day by outcome</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Day
              </TableCell>
              {reportOutcomes.map((outcome) => (
                <TableCell key={outcome} component="th" scope="col" align="right">
                  {reportOutcomeLabels[outcome]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.day}>
                <TableCell component="th" scope="row">
                  {day.day}
                </TableCell>
                {reportOutcomes.map((outcome) => (
                  <TableCell key={outcome} align="right">
                    {day[outcome]}
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
