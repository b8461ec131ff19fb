import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export const CONFIRM_FILE_HEADER = 'Confirm changes to PositionRecords';
export const CONFIRM_FILE_BUTTON = 'Yes - Confirm';
export const DISCARD_FILE_HEADER = 'Discard changes to PositionRecords';
export const DISCARD_FILE_BUTTON = 'Yes - Discard';

export const confirmFileQuestion = (file: string) =>
  `Do you really want to confirm all changes in File '${file}' and send it back to the OMP?`;
export const discardFileQuestion = (file: string) =>
  `Do you really want to discard all changes made in File '${file}'?`;

interface QuestionDialogProps {
  open: boolean;
  header: string;
  question: string;
  answer: string;
  onAnswer: () => void;
  onClose: () => void;
}

/** A yes/no question about the whole file; Cancel is the default (and Escape), the answer acts. */
function QuestionDialog({ open, header, question, answer, onAnswer, onClose }: QuestionDialogProps) {
  const titleId = useId();
  const questionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      // Market spec section 9: 500px wide, at least 400px (a narrower screen still fits it).
      slotProps={{
        paper: { sx: { width: 500, minWidth: 'min(400px, calc(100% - 32px))', maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId}>{header}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId}>{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onAnswer}>
          {answer}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface FileDialogProps {
  open: boolean;
  fileName: string;
  /** Sends the request; the dialog closes at once, the page shows the outcome. */
  onAnswer: () => void;
  onClose: () => void;
}

export function ConfirmFileDialog({ fileName, ...props }: FileDialogProps) {
  return (
    <QuestionDialog
      {...props}
      header={CONFIRM_FILE_HEADER}
      question={confirmFileQuestion(fileName)}
      answer={CONFIRM_FILE_BUTTON}
    />
  );
}

export function DiscardFileDialog({ fileName, ...props }: FileDialogProps) {
  return (
    <QuestionDialog
      {...props}
      header={DISCARD_FILE_HEADER}
      question={discardFileQuestion(fileName)}
      answer={DISCARD_FILE_BUTTON}
    />
  );
}
