import Alert from '@mui/material/Alert';
import { DRAFT_RESTORED_MESSAGE } from './use-form-draft';

/** Above a form given back after the session ended: what happened and what to do, as a status. */
export function DraftRestoredNote({ spaced = true }: { spaced?: boolean }) {
  return (
    <Alert severity="info" role="status" sx={spaced ? { mb: 2 } : undefined}>
      {DRAFT_RESTORED_MESSAGE}
    </Alert>
  );
}
