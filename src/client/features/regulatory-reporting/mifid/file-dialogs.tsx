import { QuestionDialog } from '../question-dialog';

export const CONFIRM_FILE_HEADER = 'Confirm changes to PositionRecords';
export const CONFIRM_FILE_BUTTON = 'Yes - Confirm';
export const DISCARD_FILE_HEADER = 'Discard changes to PositionRecords';
export const DISCARD_FILE_BUTTON = 'Yes - Discard';

export const confirmFileQuestion = (file: string) =>
  `Do you really want to confirm all changes in File '${file}' and send it back to the OMP?`;
export const discardFileQuestion = (file: string) =>
  `Do you really want to discard all changes made in File '${file}'?`;

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
