import Stack from '@mui/material/Stack';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { datePickerFormat } from '@client/preferences/moment-format';

/** What the URL and the request carry: a calendar day, no time zone. */
const DAY_FORMAT = 'yyyy-MM-dd';

/** A `yyyy-MM-dd` day as a local date, or null for none or anything malformed. */
export function readDay(value: string | null): Date | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export const writeDay = (date: Date): string => format(date, DAY_FORMAT);

export interface DateRangeFilterProps {
  fromLabel: string;
  toLabel: string;
  from: string | null;
  to: string | null;
  onChange: (change: { from?: string | null; to?: string | null }) => void;
}

/**
 * Two MUI date pickers in the user's date format (dd/mm/yy by default, or yyyy-mm-dd). A day reaches the filter once it is a whole valid date (or cleared),
 * not while it is half typed; each picker keeps the other side of the range from crossing over.
 */
export function DateRangeFilter({ fromLabel, toLabel, from, to, onChange }: DateRangeFilterProps) {
  const fromDate = readDay(from);
  const toDate = readDay(to);
  const pick = (side: 'from' | 'to') => (date: Date | null) => {
    if (date === null) onChange({ [side]: null });
    else if (isValid(date)) onChange({ [side]: writeDay(date) });
  };
  const pickerProps = {
    format: datePickerFormat(),
    slotProps: { textField: { size: 'small' as const }, field: { clearable: true } },
    sx: { width: { xs: '100%', sm: 170 } },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ minWidth: 0, width: { xs: '100%', sm: 'auto' } }}
      >
        <DatePicker
          label={fromLabel}
          value={fromDate}
          onChange={pick('from')}
          maxDate={toDate ?? undefined}
          {...pickerProps}
        />
        <DatePicker
          label={toLabel}
          value={toDate}
          onChange={pick('to')}
          minDate={fromDate ?? undefined}
          {...pickerProps}
        />
      </Stack>
    </LocalizationProvider>
  );
}
