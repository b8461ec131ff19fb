import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isSameDay, isValid } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { NO_DAY_TAKEN_TEXT, useDateEntry, YEAR_TYPING_PAUSE_MS } from '@client/components/form/date-entry';
import { datePickerFormat } from '@client/preferences/moment-format';
import { dateBoundsMessage } from '@shared/contract/bounds';
import { finderRangeCrosses } from '@shared/contract/finder-constants';
import { finderDateFieldWidths } from '@shared/finder-frame';
import { EARLIEST_DAY, LATEST_DAY, readDay, writeDay } from '@client/components/form/calendar-day';
import { invalidDateMessage } from '@client/components/form/invalid-date-message';
import { useMomentFormat } from '@client/preferences/moment-format-context';
import { useFieldFormat } from '@client/components/form/use-field-format';

/** A whole day of the years the server takes (1900–2200), as the filter may send. */
const isFilterDay = (date: Date): boolean => isValid(date) && readDay(writeDay(date)) !== null;

/** Wide enough for the whole date beside the clear and calendar buttons: yyyy-mm-dd is two characters longer. */
// The picker's format, not the preference: a new one waits while a date is half typed (useFieldFormat).
const fieldWidth = (format: string): number => finderDateFieldWidths[format.length > 8 ? 'yyyy-mm-dd' : 'dd/mm/yy'];

/** How long typing must pause before a whole day typed in the field filters the list. */
const TYPING_PAUSE_MS = 400;

type RangeSide = 'from' | 'to';
type RangeDays = Record<RangeSide, string | null>;
const otherSide = (side: RangeSide): RangeSide => (side === 'from' ? 'to' : 'from');
const crosses = (side: RangeSide, day: string, other: string | null): boolean =>
  side === 'from' ? finderRangeCrosses(day, other) : finderRangeCrosses(other, day);

export interface DateRangeFilterProps {
  fromLabel: string;
  toLabel: string;
  from: string | null;
  to: string | null;
  onChange: (change: { from?: string | null; to?: string | null }) => void;
}

interface DayPickerProps {
  label: string;
  side: RangeSide;
  /** The range as the URL holds it, which the field shows. */
  days: RangeDays;
  /**
   * The range as it is now, read when a day is sent: a day sent from either side is in it at once,
   * while the URL takes it in a navigation that renders late on a busy machine.
   */
  latestDays: RefObject<Readonly<RangeDays>>;
  /** Sends a day, which `latestDays` then holds. */
  onDay: (day: string | null) => void;
  /** What the field says of a day beyond the other side. */
  crossingMessage: string;
}

/**
 * One side of the range. The field keeps what is typed in it while it has the focus: a year's first
 * digit already makes a whole date in dd/mm/yy (2002), and had that date gone through the URL and come
 * back as the field's value, it would have reset the year under the next digit (14/11/26 became
 * 14/11/02). A typed day filters once typing pauses or the field is left; a picked or cleared one at once.
 */
function DayPicker({ label, side, days, latestDays, onDay, crossingMessage }: DayPickerProps) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const day = days[side];
  const otherDay = days[otherSide(side)];
  const [shown, setShown] = useState<Date | null>(() => readDay(day));
  // A date typed in part into an empty field (31/MM/YY) and left: the picker's value stays null, so only
  // its hidden input, which holds the typed sections, tells it from an empty field.
  const [leftInPart, setLeftInPart] = useState(false);
  const hiddenInput = useRef<HTMLInputElement | null>(null);
  const editing = useRef(false);
  const pending = useRef<{ timer: number; date: Date } | null>(null);
  // A day sent after the pause goes through the newest callback: an older one would write back the
  // other filters as they were when the day was typed (a search sent meanwhile would be undone).
  const latestOnDay = useRef(onDay);
  useEffect(() => {
    latestOnDay.current = onDay;
  });

  // A whole date typed and left that the filter cannot take (beyond the other side, outside the years):
  // shown with its message until it can go, the user types anew, or the address moves the range.
  const kept = useRef<Date | null>(null);

  // The URL's day, when it changes while the user is elsewhere (Back, a link, another filter's reset).
  useEffect(() => {
    kept.current = null;
    if (editing.current) return;
    setShown(readDay(day));
    setLeftInPart(false);
  }, [day]);
  useEffect(() => () => window.clearTimeout(pending.current?.timer), []);

  // A day past the other side would make a range the server refuses, and the grid would lose the rows
  // it shows. Judged on the other side as it is when the day goes, not as a render saw it: a day typed
  // before the other side's had come back through the URL waited out its pause and went out crossing.
  const sendable = (date: Date): boolean =>
    isFilterDay(date) && !crosses(side, writeDay(date), latestDays.current[otherSide(side)]);
  const send = (date: Date | null) => {
    window.clearTimeout(pending.current?.timer);
    pending.current = null;
    // Only a whole day of the years the server takes goes out: the picker accepts what is typed too,
    // half a date (an invalid one, whose writing throws) or year 0001 among it.
    if (date !== null && !sendable(date)) return;
    const next = date === null ? null : writeDay(date);
    if (next !== latestDays.current[side]) latestOnDay.current(next);
  };
  // What the field holds as the user leaves it, returned: the day typed and not yet sent goes out, and so
  // does a kept day the other side now allows; a whole date the field says it cannot take stays, with its
  // message (wiped, the field said 'Invalid date' of a date no longer there); anything else (a date half
  // typed, a URL changed while the field had the focus) gives way to the filter's own day.
  const settle = (): Date | null => {
    if (pending.current) {
      const { date } = pending.current;
      send(date);
      return date;
    }
    const refused = kept.current ?? (shown !== null && isValid(shown) && !sendable(shown) ? shown : null);
    if (refused) {
      kept.current = sendable(refused) ? null : refused;
      if (!kept.current) send(refused);
      return refused;
    }
    const filterDay = readDay(latestDays.current[side]);
    // The same day stays the same value: focus moving between the calendar's days (a portal, so each
    // move is a leave here) would otherwise hand the calendar a new value each time, and it puts its
    // focus back on the value's day: the arrow keys could not leave it.
    setShown((held) => (held !== null && filterDay !== null && isSameDay(held, filterDay) ? held : filterDay));
    return filterDay;
  };
  // The other side has moved. Moved by this range (typed there: `latestDays` holds it already), a kept day
  // goes once it no longer crosses, or the field would show a day the list is not filtered by. Moved by the
  // address (Back, a link, a reset), the address names the range: the kept day gives way to this side's own.
  const otherSideMoved = useEffectEvent(() => {
    const keptDay = kept.current;
    if (keptDay === null) return;
    if (latestDays.current[otherSide(side)] !== otherDay) {
      kept.current = null;
      if (!editing.current) setShown(readDay(day));
    } else if (!editing.current && sendable(keptDay)) {
      kept.current = null;
      send(keptDay);
    }
  });
  // Before the range's own effects take the address's days into `latestDays`, which tells the two apart.
  useEffect(() => otherSideMoved(), [otherDay]);
  const fieldFormat = useFieldFormat(datePickerFormat(), hiddenInput);
  const format = fieldFormat.format;
  const entry = useDateEntry(format);
  const change = (date: Date | null) => {
    const refused = entry.refuses(date);
    kept.current = null;
    setShown(date);
    setLeftInPart(false);
    window.clearTimeout(pending.current?.timer);
    pending.current = null;
    if (refused) return;
    if (date === null) send(null);
    else if (sendable(date)) {
      // A year still being typed waits as long as a year typed whole may pause: 2000, made by the third
      // digit of 2100, filtered the list before the fourth was refused.
      const pause = entry.yearUnderway() ? YEAR_TYPING_PAUSE_MS : TYPING_PAUSE_MS;
      pending.current = { date, timer: window.setTimeout(() => send(date), pause) };
    }
  };
  // Focus moving into the calendar (a portal, outside this box) is a leave too; a day picked there is
  // sent on accept.
  const leave = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (event.currentTarget.contains(next)) {
      // Tab from the date onto the field's own clear or calendar button leaves the typing too: the picker
      // marks a half-typed date red as it goes, and the reason is said with it.
      if (next instanceof HTMLButtonElement) setLeftInPart(Boolean(hiddenInput.current?.value));
      return;
    }
    editing.current = false;
    // Only an empty value can hide a date typed in part; the hidden input still holds what was typed.
    setLeftInPart(settle() === null && Boolean(hiddenInput.current?.value));
    fieldFormat.recheck(next);
  };
  // A date the filter cannot take is said, not left red without a word: an impossible day (31/04, the
  // picker's Invalid Date), one typed in part and left (which the picker marks red on its own), or a
  // whole date outside the years (0001).
  const impossible = shown !== null ? !isValid(shown) : leftInPart;
  const outOfBounds = shown !== null && isValid(shown) && !isFilterDay(shown);
  const crossing = shown !== null && isFilterDay(shown) && crosses(side, writeDay(shown), otherDay);
  const otherDate = readDay(otherDay) ?? undefined;
  const message =
    entry.refusal ??
    (impossible
      ? invalidDateMessage(label)
      : outOfBounds
        ? dateBoundsMessage(label)
        : crossing
          ? crossingMessage
          : undefined);
  return (
    <Box
      onFocus={() => (editing.current = true)}
      onBlur={leave}
      // A pasted day filters at once, as a picked one does.
      onKeyDownCapture={entry.keyDown}
      onKeyUpCapture={() => {
        entry.keyUp(shown, change);
        fieldFormat.recheck(document.activeElement);
      }}
      onFocusCapture={entry.focus}
      onPasteCapture={(event) =>
        entry.read(event, (date) => {
          change(date);
          send(date);
        })
      }
      sx={{ width: { xs: '100%', sm: fieldWidth(format) } }}
    >
      <DatePicker
        label={label}
        value={shown}
        onChange={change}
        // A day picked in the calendar goes at once. The picker accepts every typed edit too, each digit
        // of a year among them (2021, 2009 on the way to 2199, which is refused): those wait for the
        // typing's pause, as `change` has it.
        onAccept={(date, { source }) => {
          if (source === 'view') send(date);
        }}
        // The server's years, not MUI's default 1900–2099: a day of 2150 is taken and shown as valid.
        minDate={(side === 'to' ? otherDate : undefined) ?? EARLIEST_DAY}
        maxDate={(side === 'from' ? otherDate : undefined) ?? LATEST_DAY}
        format={format}
        // A day shown that is not the filter's (a refused year, an impossible day) is not announced as selected.
        localeText={shown !== null && !(isFilterDay(shown) && writeDay(shown) === day) ? NO_DAY_TAKEN_TEXT : undefined}
        inputRef={hiddenInput}
        slotProps={{
          textField: {
            size: 'small',
            fullWidth: true,
            ...(message ? { error: true, helperText: message } : {}),
          },
          field: { clearable: true },
        }}
      />
    </Box>
  );
}

/**
 * Two MUI date pickers in the user's date format (dd/mm/yy by default, or yyyy-mm-dd). A day reaches
 * the filter once it is a whole valid date (or cleared), not while it is half typed; each picker keeps
 * the other side of the range from crossing over.
 */
export function DateRangeFilter({ fromLabel, toLabel, from, to, onChange }: DateRangeFilterProps) {
  const days = { from, to };
  const latestDays = useRef<RangeDays>(days);
  // Each side on its own: the URL bringing one side's day must not take back a day just sent from the
  // other, which the URL has yet to take.
  useEffect(() => {
    latestDays.current.from = from;
  }, [from]);
  useEffect(() => {
    latestDays.current.to = to;
  }, [to]);
  const sendDay = (side: RangeSide, day: string | null) => {
    latestDays.current[side] = day;
    onChange({ [side]: day });
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ minWidth: 0, width: { xs: '100%', sm: 'auto' } }}
      >
        <DayPicker
          label={fromLabel}
          side="from"
          days={days}
          latestDays={latestDays}
          onDay={(day) => sendDay('from', day)}
          crossingMessage={`${fromLabel} must not be after ${toLabel}.`}
        />
        <DayPicker
          label={toLabel}
          side="to"
          days={days}
          latestDays={latestDays}
          onDay={(day) => sendDay('to', day)}
          crossingMessage={`${toLabel} must not be before ${fromLabel}.`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
