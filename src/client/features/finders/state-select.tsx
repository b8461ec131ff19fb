import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { finderControlLabels } from '@shared/finder-frame';

/** The select's value for "every state" (a Select needs a string; the filter keeps null). */
const ALL = '';

export interface StateOption {
  value: string;
  label: string;
}

export interface StateSelectProps {
  label: string;
  options: readonly StateOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** What "no filter" reads as; 'All states' unless the select filters something else. */
  allLabel?: string;
}

/** The state filter: one state or all of them. A state the URL names but the finder lacks reads as all. */
export function StateSelect({
  label,
  options,
  value,
  onChange,
  allLabel = finderControlLabels.allStates,
}: StateSelectProps) {
  const labelId = useId();
  const known = options.some((option) => option.value === value);
  return (
    <FormControl size="small" sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}>
      {/* 'All states' is a value to read, so the label stays above it. */}
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={labelId}
        label={label}
        displayEmpty
        notched
        value={known ? (value ?? ALL) : ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      >
        <MenuItem value={ALL}>{allLabel}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
