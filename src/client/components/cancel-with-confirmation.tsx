import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

export const DISCARD_TITLE = 'Discard your changes?';
export const DISCARD_MESSAGE = 'What you changed has not been saved.';

export interface CancelWithConfirmationProps {
  /** Whether there is unsaved input to lose. */
  dirty: boolean;
  onCancel: () => void;
}

/**
 * Cancel for a form whose input would be lost: with unsaved changes it asks first, and "Keep editing"
 * (the default, also Escape) returns to the form.
 */
export function CancelWithConfirmation({ dirty, onCancel }: CancelWithConfirmationProps) {
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const messageId = useId();
  return (
    <>
      <Button onClick={() => (dirty ? setAsking(true) : onCancel())}>Cancel</Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId} aria-describedby={messageId}>
        <DialogTitle id={titleId}>{DISCARD_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId}>{DISCARD_MESSAGE}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setAsking(false)}>
            Keep editing
          </Button>
          <Button
            color="error"
            onClick={() => {
              setAsking(false);
              onCancel();
            }}
          >
            Discard changes
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
