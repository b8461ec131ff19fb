import Button from '@mui/material/Button';
import { useDiscardQuestion } from './discard-changes-dialog';
import { useSaveInFlight } from './form/use-save-in-flight';

export { DISCARD_MESSAGE, DISCARD_TITLE } from './discard-changes-dialog';

export interface CancelWithConfirmationProps {
  /** Whether there is unsaved input to lose. */
  dirty: boolean;
  onCancel: () => void;
  /** The button's name: 'Cancel', or 'Close' where the form sits among other things to see. */
  label?: string;
}

/**
 * Cancel for a form whose input would be lost: with unsaved changes it asks first, and "Keep editing"
 * (the default, also Escape) returns to the form. Leaving the page asks through the form's own guard
 * (ServerForm's `LeaveGuard`). Disabled while a submit waits for its answer: its input may already be
 * taken, and "Discard changes" then closed the form while the save still landed.
 */
export function CancelWithConfirmation({ dirty, onCancel, label = 'Cancel' }: CancelWithConfirmationProps) {
  const { ask, question } = useDiscardQuestion(onCancel);
  const saving = useSaveInFlight();
  return (
    <>
      <Button disabled={saving} onClick={() => (dirty ? ask() : onCancel())}>
        {label}
      </Button>
      {question}
    </>
  );
}
