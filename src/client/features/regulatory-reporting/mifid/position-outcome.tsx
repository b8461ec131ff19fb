import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readApiError } from '@client/api/read-api-error';
import { describeChangeFailure } from '@client/components/load-failure-alert';
import { OutcomeAlert } from '@client/components/outcome-alert';

/** What the last add, edit, delete, confirm or discard came to. */
export interface PositionOutcome {
  severity: 'success' | 'error';
  text: string;
  /** A 409: the file or record changed after it was loaded; a reload shows the change. */
  stale: boolean;
  /** Tells one outcome from the next, even with the same words, so each takes the focus. */
  serial: number;
}

export interface UsePositionOutcomeReturn {
  outcome: PositionOutcome | undefined;
  succeeded: (text: string) => void;
  failed: (error: unknown, fallback: string) => void;
  clear: () => void;
}

export function usePositionOutcome(): UsePositionOutcomeReturn {
  const [outcome, setOutcome] = useState<PositionOutcome | undefined>(undefined);
  const serial = useRef(0);
  const succeeded = useCallback((text: string) => {
    serial.current += 1;
    setOutcome({ severity: 'success', text, stale: false, serial: serial.current });
  }, []);
  const failed = useCallback((error: unknown, fallback: string) => {
    serial.current += 1;
    const stale = readApiError(error).status === 409;
    setOutcome({ severity: 'error', text: describeChangeFailure(error, fallback), stale, serial: serial.current });
  }, []);
  const clear = useCallback(() => setOutcome(undefined), []);
  return { outcome, succeeded, failed, clear };
}

export interface PositionOutcomeAreaProps {
  outcome: PositionOutcome | undefined;
  onClose: () => void;
  /** Loads the file again (a stale change's Reload). */
  onReload: () => void;
}

/**
 * The page's outcome message in a polite live region that is there before the first one, so every
 * outcome is read out; each new outcome takes the focus (the button that started it may be gone).
 */
export function PositionOutcomeArea({ outcome, onClose, onReload }: PositionOutcomeAreaProps) {
  const alert = useRef<HTMLDivElement>(null);
  const serial = outcome?.serial;
  useEffect(() => {
    if (serial !== undefined) alert.current?.focus();
  }, [serial]);
  return (
    <Box aria-live="polite" sx={{ mb: outcome ? 2 : 0 }}>
      {outcome && (
        <OutcomeAlert
          ref={alert}
          severity={outcome.severity}
          onClose={onClose}
          action={
            outcome.stale ? (
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => {
                  onReload();
                  onClose();
                }}
              >
                Reload
              </Button>
            ) : undefined
          }
        >
          {outcome.text}
        </OutcomeAlert>
      )}
    </Box>
  );
}
