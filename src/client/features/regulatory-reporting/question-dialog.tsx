import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface QuestionDialogProps {
  open: boolean;
  header: string;
  /** What the answer does, in words that name the record (its description for screen readers). */
  question: ReactNode;
  answer: string;
  /** A destructive answer is shown as such. */
  answerColor?: 'primary' | 'error';
  onAnswer: () => void;
  onClose: () => void;
}

/**
 * A yes/no question before something that cannot be undone: Cancel has the initial focus (and Escape
 * closes), only the answer acts, once each time the question is asked. 500px wide, at least 400px
 * (market spec section 9's confirm dialog).
 */
export function QuestionDialog({
  open,
  header,
  question,
  answer,
  answerColor = 'primary',
  onAnswer,
  onClose,
}: QuestionDialogProps) {
  const titleId = useId();
  const questionId = useId();
  // One answer per asking: the dialog closes on it, and the second click of a double click landed on
  // the answer while it faded out and sent the change again.
  const answered = useRef(false);
  useEffect(() => {
    if (open) answered.current = false;
  }, [open]);
  const answerOnce = () => {
    if (answered.current) return;
    answered.current = true;
    onAnswer();
  };
  return (
    <Dialog
      open={open}
      // Not closed by a click beside it: the second click of a double click on the button that asked
      // lands there and closed the question as it opened. Escape and Cancel close it.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      slotProps={{
        paper: { sx: { width: 500, minWidth: 'min(400px, calc(100% - 32px))', maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId}>{header}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId} component="div">
          {question}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" color={answerColor} onClick={answerOnce}>
          {answer}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
