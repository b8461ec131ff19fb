import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { saveInFlight } from './form/unsaved-changes';

export const DISCARD_TITLE = 'Discard your changes?';
export const DISCARD_MESSAGE = 'What you changed has not been saved.';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asks before unsaved input is lost; "Keep editing" is the default, also Escape. */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{DISCARD_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{DISCARD_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onKeep}>
          Keep editing
        </Button>
        <Button color="error" onClick={onDiscard}>
          Discard changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The question before unsaved input is dropped, for whatever asks it (a Cancel button, Escape on a
 * dialog): `ask` opens it, and "Discard changes" closes it and calls `onDiscard`.
 */
export function useDiscardQuestion(onDiscard: () => void) {
  const [asking, setAsking] = useState(false);
  const question = (
    <DiscardChangesDialog
      open={asking}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onDiscard();
      }}
    />
  );
  return { ask: () => setAsking(true), question };
}

/**
 * A form dialog's `onClose` that keeps what was typed: with something unsaved, a click beside the dialog
 * keeps it, and Escape asks the question as Cancel does; without, either closes it. While a submit waits
 * for its answer neither does anything: the input may already be taken (the Cancel beside it is disabled
 * then too). Render `question`.
 */
export function useGuardedDialogClose(unsaved: boolean, close: () => void) {
  const discard = useDiscardQuestion(close);
  const onClose = (_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (saveInFlight()) return;
    if (!unsaved) close();
    else if (reason === 'escapeKeyDown') discard.ask();
  };
  return { onClose, question: discard.question };
}
