import Alert from '@mui/material/Alert';
import type { KeptBecause } from '@client/session/unsaved-work';
import { draftRestoredMessage } from './use-form-draft';

/** Above a form given back after the session ended (or a failure left its page): what happened and what to do, as a status. */
export function DraftRestoredNote({ spaced = true, because }: { spaced?: boolean; because: KeptBecause }) {
  return (
    <Alert severity="info" role="status" sx={spaced ? { mb: 2 } : undefined}>
      {draftRestoredMessage(because)}
    </Alert>
  );
}
