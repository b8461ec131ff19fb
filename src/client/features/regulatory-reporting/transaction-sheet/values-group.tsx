import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TransactionSheetGroup, TransactionSheetValue } from '@shared/contract/remit';
import { Link as RouterLink } from 'react-router-dom';
import { formatDaysIn, formatMomentsIn } from '@client/preferences/moment-format';
import type { SheetDocumentLink } from './sheet-document-links';
import { useMomentFormat } from '@client/preferences/moment-format-context';

/** Where a value opens what it names (a stored document by its id), if anywhere. */
export type SheetValueLink = (name: string, value: string) => SheetDocumentLink | undefined;

function LinkedValue({ text, link }: { text: string; link: SheetDocumentLink }) {
  return link.kind === 'page' ? (
    <Link component={RouterLink} to={link.to}>
      {text}
    </Link>
  ) : (
    <Link href={link.href} download="">
      {text}
    </Link>
  );
}

/** The lists whose lines name days ('10 MW 2026-07-01 to 2026-09-30'). */
const DAY_LISTS: ReadonlySet<string> = new Set(['optionDetails', 'volumeOptionalityIntervals', 'fixingIndices']);

/**
 * The sheet's moments come as the server writes them, in UTC, and its days as 'yyyy-mm-dd': both are
 * shown in the user's zone and date format, as the grids and pickers show them. Days only in the values
 * that hold them (a field named …Date, the lists above): a reference or file name keeps its digits. A
 * day stored as a midnight-UTC date-time comes as its day (the server's transaction-sheet.ts).
 */
const shown = (name: string, text: string): string => {
  if (name.endsWith('Date')) return formatMomentsIn(formatDaysIn(text));
  return formatMomentsIn(DAY_LISTS.has(name) ? formatDaysIn(text) : text);
};

function ShownValue({ value, linkOf }: { value: TransactionSheetValue; linkOf: SheetValueLink | undefined }) {
  if (value.valueType === 'SINGLE') {
    if (value.value === '') return <>—</>;
    const link = linkOf?.(value.name, value.value);
    return link ? <LinkedValue text={value.value} link={link} /> : <>{shown(value.name, value.value)}</>;
  }
  if (value.values.length === 0) return <>—</>;
  // A MULTI value (several delivery zones, fixing indices, …): one line each.
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {value.values.map((item, index) => (
        <li key={`${index}:${item}`}>{shown(value.name, item)}</li>
      ))}
    </Box>
  );
}

export interface ValuesGroupProps {
  group: TransactionSheetGroup;
  linkOf?: SheetValueLink;
}

/** One group of a trade sheet: its heading over label/value pairs. */
export function ValuesGroup({ group, linkOf }: ValuesGroupProps) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {group.label}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 40%) 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        {group.values.map((value) => (
          <Box key={value.name} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {value.label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <ShownValue value={value} linkOf={linkOf} />
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
