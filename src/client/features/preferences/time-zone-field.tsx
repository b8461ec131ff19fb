import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useRef, useState, type Ref } from 'react';
import { BROWSER_TIME_ZONE } from '@shared/contract/preferences-defaults';
import { browserTimeZone } from '@client/preferences/moment-format';
import { filterZones, zoneLabel } from './zone-names';

type ZoneChoice = 'UTC' | typeof BROWSER_TIME_ZONE | 'OTHER';

const choiceOf = (timeZone: string): ZoneChoice =>
  timeZone === 'UTC' || timeZone === BROWSER_TIME_ZONE ? timeZone : 'OTHER';

/** The IANA zones the platform knows, 'Europe/Berlin' style (about 400). */
const knownZones = (): string[] => Intl.supportedValuesOf('timeZone');

/** Said on the field when the text typed names no zone: the form is not saved with the zone before. */
export const unmatchedZoneMessage = (typed: string) => `No zone matches "${typed}". Pick one from the list.`;
/** Under the Zone field emptied and left: Save stored the zone before (UTC) while saying it was saved. */
export const ZONE_EMPTY_MESSAGE = 'Pick a zone from the list.';

export interface TimeZoneFieldProps {
  value: string;
  onChange: (timeZone: string) => void;
  /** The text typed and left names no zone (its message), or no longer does (undefined). */
  onUnmatched: (message: string | undefined) => void;
  /** The zone's text field, for the form to take the user back to it. */
  inputRef?: Ref<HTMLInputElement>;
  error: string | undefined;
}

/** UTC, the browser's zone, or one picked from the IANA list by typing part of its name. */
export function TimeZoneField({ value, onChange, onUnmatched, inputRef, error }: TimeZoneFieldProps) {
  const labelId = useId();
  const zones = useMemo(() => knownZones(), []);
  // Kept apart from the value: picking 'Another zone' in a browser that is on UTC must stay picked.
  const [choice, setChoice] = useState<ZoneChoice>(() => choiceOf(value));
  // What the user typed and has not picked from the list yet. Left by Tab or a click on Save, the field
  // fell back to the zone before, and Save stored that while saying the preferences were saved.
  const typed = useRef<string | null>(null);
  // The option the arrow keys (or the pointer) stand on in the open list: Tab takes it, as Enter does.
  const highlighted = useRef<string | null>(null);
  // The field's text; a text that names no zone stays in it (MUI would put the zone before back on blur).
  const [input, setInput] = useState(() => zoneLabel(value));
  const unmatched = useRef(false);
  const setUnmatched = (message: string | undefined) => {
    unmatched.current = message !== undefined;
    onUnmatched(message);
  };
  const takeTypedZone = () => {
    const text = typed.current;
    typed.current = null;
    if (text === null) return;
    if (!text.trim()) {
      setUnmatched(ZONE_EMPTY_MESSAGE);
      return;
    }
    const [first] = filterZones(zones, { inputValue: text, getOptionLabel: zoneLabel });
    const taken = highlighted.current ?? first;
    // Nothing to take: the text stays in the field with why, and Save keeps away from the zone before.
    if (taken === undefined) setUnmatched(unmatchedZoneMessage(text.trim()));
    else if (taken !== value) onChange(taken);
  };
  return (
    <FormControl error={error !== undefined}>
      <FormLabel id={labelId}>Time zone</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={choice}
        onChange={(event) => {
          const picked = event.target.value as ZoneChoice;
          setChoice(picked);
          setUnmatched(undefined);
          onChange(picked === 'OTHER' ? browserTimeZone() : picked);
        }}
      >
        <FormControlLabel value="UTC" control={<Radio />} label="UTC" />
        <FormControlLabel
          value={BROWSER_TIME_ZONE}
          control={<Radio />}
          label={`This browser's zone, ${zoneLabel(browserTimeZone())}`}
        />
        <FormControlLabel value="OTHER" control={<Radio />} label="Another zone" />
      </RadioGroup>
      {choice === 'OTHER' && (
        <Autocomplete
          options={zones}
          value={value}
          disableClearable
          inputValue={input}
          // Left with a text, the field is set by takeTypedZone (a zone, or the text kept with why).
          clearOnBlur={false}
          getOptionLabel={zoneLabel}
          filterOptions={filterZones}
          onChange={(_event, zone) => {
            typed.current = null;
            setUnmatched(undefined);
            onChange(zone);
          }}
          onInputChange={(_event, text, reason) => {
            // A text that names no zone stays to be corrected, with its message (takeTypedZone).
            if (reason === 'reset' && unmatched.current) return;
            setInput(text);
            if (reason !== 'input') return;
            typed.current = text;
            setUnmatched(undefined);
          }}
          onHighlightChange={(_event, zone) => {
            highlighted.current = zone;
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') typed.current = null;
            // Enter on typed text with no option highlighted would send the form with the zone before.
            if (event.key === 'Enter' && typed.current && highlighted.current === null) {
              event.preventDefault();
              takeTypedZone();
            }
          }}
          onBlur={takeTypedZone}
          sx={{ mt: 1, maxWidth: 360 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Zone"
              inputRef={inputRef}
              error={error !== undefined}
              helperText={error ?? "Type part of a city's name."}
            />
          )}
        />
      )}
      {error && choice !== 'OTHER' && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
