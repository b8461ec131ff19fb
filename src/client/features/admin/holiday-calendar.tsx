import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { EntryHelperText } from '@client/components/form/entry-helper-text';
import { LeaveGuard } from '@client/components/form/leave-guard';
import { DraftRestoredNote } from '@client/components/form/draft-restored-note';
import { useKeepingOnSessionEnd, useKeptInput } from '@client/components/form/use-kept-input';
import { useEntryWithinLength } from '@client/components/form/use-entry-within-length';
import { HOLIDAY_NAME_MAX_LENGTH, HOLIDAY_NAME_REQUIRED_MESSAGE } from '@shared/contract/problem-solving-constants';
import { readApiError } from '@client/api/read-api-error';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useAddHolidayMutation, useListHolidaysQuery, useRemoveHolidayMutation } from '@client/api/problem-solving-api';
import { describeChangeFailure, describeLoadFailure } from '@client/components/load-failure-alert';
import { datePickerFormat, formatDayText } from '@client/preferences/moment-format';
import { visuallyHidden } from '@client/components/visually-hidden';
import { useOneAtATime } from '@client/components/form/use-one-at-a-time';
import { useFocusIfLost } from '@client/components/form/use-focus-if-lost';
import { useEmptiedByAdd } from '@client/components/form/use-emptied-by-add';

import { EARLIEST_DAY, LATEST_DAY } from '@client/components/form/calendar-day';
import { DayField } from '@client/components/form/day-field';
import { UNFINISHED_DATE } from '@client/components/form/form-date-field';
import { invalidDateMessage } from '@client/components/form/invalid-date-message';
import type { Holiday } from '@shared/contract/problem-solving';
import { useMomentFormat } from '@client/preferences/moment-format-context';

const DAY_REQUIRED_MESSAGE = 'Please give the day.';

/**
 * What the last Add, Remove or Undo did to which holiday; a removed day can be put back at once. The day
 * is kept, not its text, so the outcome is written in the date format of the moment it is shown.
 */
interface Outcome {
  done: 'added' | 'removed' | 'back';
  holiday: Holiday;
}
const outcomeWords: Record<Outcome['done'], string> = {
  added: 'is added.',
  removed: 'is removed.',
  back: 'is back in the calendar.',
};
const outcomeText = ({ done, holiday }: Outcome): string =>
  `${holiday.name}, ${formatDayText(holiday.day)} ${outcomeWords[done]}`;
const FIELD_NAMES = ['day', 'name'];

/**
 * The days the problem-solving deadlines skip besides weekends (seeded with TARGET2's closing days):
 * a list with Remove, and a form that adds a day. A change moves the due dates it touches at once.
 */
export function HolidayCalendar() {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const { data, error } = useListHolidaysQuery(undefined, READ_AFRESH_WHEN_SHOWN);
  const [add, adding] = useAddHolidayMutation();
  const [remove, removing] = useRemoveHolidayMutation();
  const oneAtATime = useOneAtATime();
  const kept = useKeptInput<{ day: string; name: string }>(FIELD_NAMES, { everyOrganisation: true });
  const [day, setDay] = useState(kept.restored?.day ?? '');
  const [name, setName] = useState(kept.restored?.name ?? '');
  const [restoredNotice, setRestoredNotice] = useState(kept.restored !== undefined);
  const nameEntry = useEntryWithinLength(HOLIDAY_NAME_MAX_LENGTH, name);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const emptiedByAdd = useEmptiedByAdd<{ day: string; name: string }>();
  // The row's Remove is gone (or its button disabled meanwhile): the outcome takes the focus.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useFocusIfLost(outcomeRef, outcome);
  // A Remove's outcome takes the focus once it is drawn (not at a timer, which may come first): its row
  // goes when the list is read again, whether or not its button kept the focus meanwhile.
  useEffect(() => {
    if (outcome?.done === 'removed') outcomeRef.current?.focus();
  }, [outcome]);
  const dayRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  /** The first field with a message takes the focus, so its message is read out. */
  const showFieldErrors = (errors: Record<string, string | undefined>) => {
    setFieldErrors(errors);
    (errors.day ? dayRef : errors.name ? nameRef : undefined)?.current?.focus();
  };
  // A day or name typed and not added yet: leaving the page asks first. The calendar is every
  // organisation's, so switching organisation keeps it and need not ask.
  const unsaved = day !== '' || name !== '';
  const isUnsaved = useCallback(() => unsaved, [unsaved]);
  useKeepingOnSessionEnd(kept, { values: { day, name }, basis: undefined, unsaved });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (emptiedByAdd.isUntouched({ day, name })) return;
    const missing = {
      day: day === UNFINISHED_DATE ? invalidDateMessage('Day') : day ? undefined : DAY_REQUIRED_MESSAGE,
      name: name.trim() ? undefined : HOLIDAY_NAME_REQUIRED_MESSAGE,
    };
    showFieldErrors(missing);
    setFailure(undefined);
    // The last outcome is of another change: left beside this one's refusal it reads as this one's.
    setOutcome(null);
    if (missing.day || missing.name) return;
    await oneAtATime(async () => {
      try {
        const added = { day, name: name.trim() };
        await add(added).unwrap();
        setDay('');
        setName('');
        emptiedByAdd.emptied({ day: '', name: '' });
        setRestoredNotice(false);
        setOutcome({ done: 'added', holiday: added });
        // Announced by the outcome; the next day is typed where this one was.
        dayRef.current?.focus();
      } catch (caught) {
        const { fieldErrors: server, status, errorMessage } = readApiError(caught);
        if (server) showFieldErrors({ day: server.day?.join(' '), name: server.name?.join(' ') });
        // The day is a holiday already: said on the field that holds it.
        else if (status === 409 && errorMessage) showFieldErrors({ day: errorMessage });
        else setFailure(describeChangeFailure(caught, 'The holiday could not be added.'));
      }
    });
  };

  const removeHoliday = (holiday: Holiday) =>
    oneAtATime(async () => {
      setFailure(undefined);
      setOutcome(null);
      try {
        await remove(holiday).unwrap();
        setOutcome({ done: 'removed', holiday });
      } catch (caught) {
        setFailure(describeChangeFailure(caught, 'The holiday could not be removed.'));
      }
    });
  const putBack = (holiday: Holiday) =>
    oneAtATime(async () => {
      setFailure(undefined);
      try {
        await add(holiday).unwrap();
        setOutcome({ done: 'back', holiday });
      } catch (caught) {
        setFailure(describeChangeFailure(caught, 'The holiday could not be added.'));
      }
    });

  return (
    <section aria-labelledby="holiday-calendar-heading">
      <Typography id="holiday-calendar-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Holiday calendar
      </Typography>
      <LeaveGuard unsaved={unsaved} isUnsaved={isUnsaved} lostOnOrganisationSwitch={false} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        The days the problem-solving deadlines skip besides Saturdays and Sundays. A change moves the due dates it
        touches at once.
      </Typography>
      {restoredNotice && <DraftRestoredNote because={kept.restoredBecause} />}
      <Stack
        component="form"
        onSubmit={submit}
        onInputCapture={emptiedByAdd.typed}
        noValidate
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}
      >
        <DayField
          label="Day"
          required
          value={day}
          onChange={setDay}
          format={datePickerFormat()}
          // The server's years, not MUI's default 1900–2099.
          minDate={EARLIEST_DAY}
          maxDate={LATEST_DAY}
          inputRef={dayRef}
          error={fieldErrors.day}
        />
        <TextField
          label="Name"
          size="small"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          inputRef={nameRef}
          error={fieldErrors.name !== undefined}
          helperText={<EntryHelperText message={fieldErrors.name} refusal={nameEntry.refusal} />}
          slotProps={{ htmlInput: { maxLength: HOLIDAY_NAME_MAX_LENGTH, ...nameEntry.handlers } }}
        />
        <Button type="submit" variant="contained" disabled={adding.isLoading} sx={{ alignSelf: 'flex-start' }}>
          Add holiday
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {outcome && (
        <Alert
          ref={outcomeRef}
          tabIndex={-1}
          severity="success"
          role="status"
          sx={{ mb: 2, maxWidth: 560 }}
          action={
            outcome.done === 'removed' && (
              <Button
                color="inherit"
                size="small"
                disabled={adding.isLoading}
                onClick={() => void putBack(outcome.holiday)}
              >
                Undo
              </Button>
            )
          }
        >
          {outcomeText(outcome)}
        </Alert>
      )}
      {error ? (
        <Alert severity="error">{describeLoadFailure(error, 'The holiday calendar could not be loaded.')}</Alert>
      ) : (
        <Table size="small" aria-labelledby="holiday-calendar-heading" sx={{ maxWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Day
              </TableCell>
              <TableCell component="th" scope="col">
                Name
              </TableCell>
              <TableCell component="th" scope="col">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.values ?? []).map((holiday) => (
              <TableRow key={holiday.day}>
                <TableCell>{formatDayText(holiday.day)}</TableCell>
                {/* A name of one long word wraps rather than pushing Remove off a phone's screen. */}
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{holiday.name}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    disabled={removing.isLoading}
                    aria-label={`Remove ${holiday.name}, ${formatDayText(holiday.day)}`}
                    onClick={() => void removeHoliday(holiday)}
                  >
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
