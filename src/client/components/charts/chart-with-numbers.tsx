import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export interface ChartColumn<Row> {
  key: keyof Row & string;
  label: string;
}

export interface ChartWithNumbersProps<Row> {
  title: string;
  /** What the table of the chart's numbers shows. */
  caption: string;
  /** The column that names each bar (a day, a month). */
  category: ChartColumn<Row>;
  series: ReadonlyArray<ChartColumn<Row>>;
  rows: readonly Row[];
  /** The chart, or what stands in its place (a failure). */
  children: ReactNode;
}

/**
 * A chart under its heading, and the same numbers as a table behind "Show as a table", for whoever
 * prefers or needs one. The table's box takes the keyboard focus, so a long table scrolls without a mouse.
 */
export function ChartWithNumbers<Row>({
  title,
  caption,
  category,
  series,
  rows,
  children,
}: ChartWithNumbersProps<Row>) {
  const headingId = useId();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        <Button size="small" aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Hide the table' : 'Show as a table'}
        </Button>
      </Stack>
      {children}
      <Box
        id={tableId}
        hidden={!asTable}
        tabIndex={0}
        role="group"
        aria-label="The chart's numbers"
        sx={{ overflowX: 'auto', maxHeight: 320 }}
      >
        <Table size="small" stickyHeader sx={{ '& caption': { captionSide: 'top' } }}>
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {category.label}
              </TableCell>
              {series.map((column) => (
                <TableCell key={column.key} component="th" scope="col" align="right">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={String(row[category.key])}>
                <TableCell component="th" scope="row">
                  {String(row[category.key])}
                </TableCell>
                {series.map((column) => (
                  <TableCell key={column.key} align="right">
                    {String(row[column.key])}
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
