import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import {
  gridDensities,
  gridDensityLabels,
  landingPages,
  rowsPerPageChoices,
  type DateFormat,
  type PreferenceValues,
  type Preferences,
} from '@shared/contract/preferences';
import { readApiError } from '@client/api/read-api-error';
import { useSavePreferencesMutation } from '@client/api/preferences-api';
import { LeaveGuard } from '@client/components/form/leave-guard';
import { useKeepingOnSessionEnd, useKeptInput } from '@client/components/form/use-kept-input';
import { busyButtonProps } from '@client/components/form/busy-button';
import { DraftRestoredNote } from '@client/components/form/draft-restored-note';
import { describeChangeFailure } from '@client/components/load-failure-alert';
import { formatMomentIn, setMomentFormat } from '@client/preferences/moment-format';
import { firstFieldOf } from '@client/components/focus-first-field';
import { focusAfterRender } from '@client/components/page-title';
import { announcePreferencesSaved } from '@client/preferences/preferences-saved-elsewhere';
import { TimeZoneField } from './time-zone-field';
import { useOneAtATime } from '@client/components/form/use-one-at-a-time';
import { RELOAD_DROPS_EDITS } from '@client/components/form/reload-drops-edits';

const dateFormatLabels: Record<DateFormat, string> = { 'dd/mm/yy': 'dd/mm/yy', 'yyyy-mm-dd': 'yyyy-mm-dd' };

const valuesOf = ({ version: _version, ...values }: Preferences): PreferenceValues => values;
/** The form's fields, which name its kept input. */
const FIELD_NAMES = [
  'timeZone',
  'dateFormat',
  'rowsPerPage',
  'density',
  'landingPage',
] satisfies (keyof PreferenceValues)[];

const sameValues = (one: PreferenceValues, other: PreferenceValues) =>
  (Object.keys(one) as (keyof PreferenceValues)[]).every((key) => one[key] === other[key]);

/** Time zone, date format, grid defaults and the page to start on: saved for the user, applied at once. */
export function DisplayPreferences({ preferences }: { preferences: Preferences }) {
  const headingId = useId();
  const dateFormatId = useId();
  const kept = useKeptInput<PreferenceValues>(FIELD_NAMES, { everyOrganisation: true });
  const [values, setValues] = useState<PreferenceValues>(() => kept.restored ?? valuesOf(preferences));
  // A restored input stands on the version it was filled from: saved over a change made since, it is refused.
  const [loadedVersion, setLoadedVersion] = useState(() => kept.restoredBasis ?? preferences.version);
  // What the server has of this form: a change from it is lost by leaving unsaved, so leaving asks.
  const [savedValues, setSavedValues] = useState(() => valuesOf(preferences));
  // A zone typed that names none (below) is a change too: leaving would lose what was typed.
  const [unmatchedZone, setUnmatchedZone] = useState<string>();
  const changed = !sameValues(values, savedValues);
  const unsaved = changed || unmatchedZone !== undefined;
  const [restoredNotice, setRestoredNotice] = useState(kept.restored !== undefined);
  // Kept are the values: a text that names no zone is not one.
  useKeepingOnSessionEnd(kept, { values, basis: loadedVersion, unsaved: changed });
  const isUnsaved = useCallback(() => unsaved, [unsaved]);
  const [save, { isLoading }] = useSavePreferencesMutation();
  const oneAtATime = useOneAtATime();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string; conflict?: boolean } | null>(
    null,
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  // A zone typed that names none is not sent until it is picked or cleared (time-zone-field.tsx).
  const zoneInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Newer preferences saved elsewhere (another tab or device): a form with nothing to lose takes them
  // as it stands; one holding unsaved input keeps it, and the warning below says the form is behind.
  // Only newer: this form's own save is answered before the cache holds it.
  if (preferences.version > loadedVersion && !unsaved) {
    setValues(valuesOf(preferences));
    setSavedValues(valuesOf(preferences));
    setLoadedVersion(preferences.version);
    // 'Saved' was said of the values shown before.
    setOutcome((current) => (current?.severity === 'success' ? null : current));
  }
  const set = <TKey extends keyof PreferenceValues>(key: TKey, value: PreferenceValues[TKey]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    // 'Saved' is no longer true of a form changed since.
    setOutcome((current) => (current?.severity === 'success' ? null : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unmatchedZone) {
      setOutcome(null);
      // Back to the field that says why: its message is read out with it.
      zoneInput.current?.focus();
      return;
    }
    void oneAtATime(saveValues);
  };
  const saveValues = async () => {
    setOutcome(null);
    setFieldErrors({});
    try {
      const saved = await save({ ...values, version: loadedVersion }).unwrap();
      setMomentFormat(saved);
      announcePreferencesSaved();
      setLoadedVersion(saved.version);
      setSavedValues(valuesOf(saved));
      setRestoredNotice(false);
      setOutcome({ severity: 'success', text: 'Your preferences were saved. Every page now uses them.' });
    } catch (error) {
      const { fieldErrors: server, status } = readApiError(error);
      if (server) setFieldErrors(server);
      setOutcome({
        severity: 'error',
        text: describeChangeFailure(error, 'Your preferences could not be saved.'),
        conflict: status === 409,
      });
    }
  };
  const reload = () => {
    setUnmatchedZone(undefined);
    setValues(valuesOf(preferences));
    setSavedValues(valuesOf(preferences));
    setLoadedVersion(preferences.version);
    setRestoredNotice(false);
    setOutcome(null);
    // The Reload button goes with its warning: the keyboard goes on from the form's first field.
    focusAfterRender(() => firstFieldOf(formRef.current));
  };
  const behind = preferences.version !== loadedVersion;
  // A refused save says what the warning with its Reload button says: once that shows, it alone does.
  const shownOutcome = behind && outcome?.conflict ? null : outcome;

  return (
    <section aria-labelledby={headingId}>
      {/* Preferences are the user's in every organisation: another organisation keeps the form as it is. */}
      <LeaveGuard unsaved={unsaved} isUnsaved={isUnsaved} lostOnOrganisationSwitch={false} />
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Display
      </Typography>
      <Stack ref={formRef} component="form" noValidate onSubmit={submit} spacing={3} aria-labelledby={headingId}>
        {restoredNotice && <DraftRestoredNote spaced={false} because={kept.restoredBecause} />}
        <TimeZoneField
          key={loadedVersion}
          value={values.timeZone}
          onChange={(zone) => set('timeZone', zone)}
          onUnmatched={setUnmatchedZone}
          inputRef={zoneInput}
          error={unmatchedZone ?? fieldErrors.timeZone?.join(' ')}
        />
        <FormControl>
          <FormLabel id={dateFormatId}>Date format</FormLabel>
          <RadioGroup
            row
            aria-labelledby={dateFormatId}
            value={values.dateFormat}
            onChange={(event) => set('dateFormat', event.target.value as DateFormat)}
          >
            {Object.entries(dateFormatLabels).map(([format, label]) => (
              <FormControlLabel key={format} value={format} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        </FormControl>
        <Typography variant="body2" role="status">
          A moment reads: {formatMomentIn(new Date(), values)}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <TextField
            select
            label="Rows per page"
            value={values.rowsPerPage}
            onChange={(event) => set('rowsPerPage', Number(event.target.value) as PreferenceValues['rowsPerPage'])}
            sx={{ minWidth: 160 }}
          >
            {rowsPerPageChoices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Row density"
            value={values.density}
            onChange={(event) => set('density', event.target.value as PreferenceValues['density'])}
            sx={{ minWidth: 160 }}
          >
            {gridDensities.map((density) => (
              <MenuItem key={density} value={density}>
                {gridDensityLabels[density]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Page after sign-in"
            value={values.landingPage}
            onChange={(event) => set('landingPage', event.target.value)}
            error={fieldErrors.landingPage !== undefined}
            helperText={fieldErrors.landingPage?.join(' ')}
            sx={{ minWidth: 240 }}
          >
            {landingPages.map((page) => (
              <MenuItem key={page.path} value={page.path}>
                {page.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {behind && (
          <Alert severity="warning" action={<Button onClick={reload}>Reload</Button>}>
            Your preferences were changed elsewhere (another tab or device) after this page was opened.
            {outcome?.conflict && ` The choices on this page were not saved. ${RELOAD_DROPS_EDITS}`}
          </Alert>
        )}
        {shownOutcome && (
          <Alert severity={shownOutcome.severity} role={shownOutcome.severity === 'error' ? 'alert' : 'status'}>
            {shownOutcome.text}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" {...busyButtonProps(isLoading)}>
            {isLoading ? 'Saving…' : 'Save preferences'}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
