import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEntryWithinLength } from './form/use-entry-within-length';
import { useEffect, useState } from 'react';

/** Long enough for a word typed at speed, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface DebouncedSearchFieldProps {
  label: string;
  /** The search the grid requests (from the URL); null when none. */
  value: string | null;
  /** Called once typing pauses, with null for an empty field. */
  onSearch: (value: string | null) => void;
  maxLength?: number;
}

/**
 * A text search that asks the server only once typing pauses, not on every key. A search that changes
 * from outside (a link, the browser's back button) replaces what the field shows.
 */
export function DebouncedSearchField({ label, value, onSearch, maxLength }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value ?? '');
  const entry = useEntryWithinLength(maxLength, text);
  const [shownValue, setShownValue] = useState(value);
  // The search this field last asked for, until it comes back as the value.
  const [sent, setSent] = useState<{ search: string | null } | undefined>(undefined);
  // Adjusted while rendering (React's advice). The field's own search comes back later than the keys
  // typed after it (the navigation renders in a transition): what was typed since stays. Any other value
  // is the URL moving on without the field (a link, Back), and replaces what the field shows.
  if (shownValue !== value) {
    setShownValue(value);
    setSent(undefined);
    const ownSearch = sent !== undefined && sent.search === value;
    if (!ownSearch && (value ?? '') !== text.trim()) setText(value ?? '');
  }

  useEffect(() => {
    const wanted = text.trim() === '' ? null : text.trim();
    if (wanted === value) return undefined;
    const timer = setTimeout(() => {
      setSent({ search: wanted });
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      // Shown only for a refused paste or key, and read out as it comes: the filter bar keeps its height otherwise.
      error={entry.refusal !== undefined}
      helperText={entry.refusal}
      slotProps={{
        formHelperText: { role: 'alert' },
        htmlInput: { maxLength, ...entry.handlers },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 0, width: { xs: '100%', sm: 260 } }}
    />
  );
}
