import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface EntryHelperTextProps {
  /** The field's validation message, or its guidance when it has none. */
  message: ReactNode;
  /** What the field refused (useGuardedEntry), announced as it happens. */
  refusal: string | undefined;
}

/**
 * A guarded field's helper text: its message, then a polite live region that is there before the
 * first refusal, so a refused keystroke or paste is read out as well as shown.
 */
export function EntryHelperText({ message, refusal }: EntryHelperTextProps) {
  return (
    <>
      {message}
      <Box component="span" aria-live="polite" sx={{ display: 'block', color: 'error.main', overflowWrap: 'anywhere' }}>
        {refusal}
      </Box>
    </>
  );
}
