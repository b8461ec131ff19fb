import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { paths } from '@shared/app-paths';

export const DISCARD_TITLE = 'Discard your changes?';
export const DISCARD_MESSAGE = 'What you changed has not been saved.';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asks before unsaved input is lost; "Keep editing" is the default, also Escape. */
function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
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

export interface CancelWithConfirmationProps {
  /** Whether there is unsaved input to lose. */
  dirty: boolean;
  onCancel: () => void;
  /** The button's name: 'Cancel', or 'Close' where the form sits among other things to see. */
  label?: string;
}

/**
 * Cancel for a form whose input would be lost: with unsaved changes it asks first, and "Keep editing"
 * (the default, also Escape) returns to the form. Leaving the page for another asks the same, and
 * reloading or closing the tab gets the browser's own question. Where the app itself sends the user
 * (login once the session ended, the error pages, a password change or two-factor setup the server
 * demands) is never held up: a submit that met the end of the session keeps its draft for after
 * signing in again; an explicit Logout drops the edits, as it means to.
 */
const PLACES_THE_APP_SENDS_TO: readonly string[] = [
  paths.login.getHref(),
  paths.error.getHref(),
  paths.notFound.getHref(),
  paths.changePasswordImmediately.getHref(),
  paths.setupTwoFactor.getHref(),
];

export function CancelWithConfirmation({ dirty, onCancel, label = 'Cancel' }: CancelWithConfirmationProps) {
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      nextLocation.pathname !== currentLocation.pathname &&
      !PLACES_THE_APP_SENDS_TO.includes(nextLocation.pathname),
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const askTheBrowser = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the standard's preventDefault ask only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askTheBrowser);
    return () => window.removeEventListener('beforeunload', askTheBrowser);
  }, [dirty]);
  const leaving = blocker.state === 'blocked';
  return (
    <>
      <Button onClick={() => (dirty ? setAsking(true) : onCancel())}>{label}</Button>
      <DiscardChangesDialog
        open={asking || leaving}
        onKeep={() => {
          setAsking(false);
          if (leaving) blocker.reset();
        }}
        onDiscard={() => {
          setAsking(false);
          if (leaving) blocker.proceed();
          else onCancel();
        }}
      />
    </>
  );
}
