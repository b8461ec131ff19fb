import { useState } from 'react';
import type { MifidPositionRecord } from '@shared/contract/mifid';
import { QuestionDialog } from '../question-dialog';

export const DELETE_POSITION_ANSWER = 'Yes - Delete';

export const deletePositionHeader = (refNumber: number) => `Delete Position Ref. No. ${refNumber}`;

/** What a delete does: it marks the record in the working copy; the OMP sees it when the file is confirmed. */
export const deletePositionQuestion = (refNumber: number, fileName: string) =>
  `Do you really want to delete Position Ref. No. ${refNumber}? It is marked Deleted in the working copy of ` +
  `File '${fileName}' and sent back to the OMP when the file is confirmed; 'Discard changes' undoes all changes.`;

export interface DeletePositionDialogProps {
  /** The record asked about; undefined while no delete is asked. */
  record: MifidPositionRecord | undefined;
  fileName: string;
  onAnswer: (record: MifidPositionRecord) => void;
  onClose: () => void;
}

/** The question before a row's delete, as Confirm and Discard ask theirs. */
export function DeletePositionDialog({ record, fileName, onAnswer, onClose }: DeletePositionDialogProps) {
  // The text stays while the dialog closes: it names the record that was asked about.
  const [asked, setAsked] = useState(record);
  if (record && record !== asked) setAsked(record);
  const refNumber = (record ?? asked)?.refNumber ?? 0;
  return (
    <QuestionDialog
      open={record !== undefined}
      header={deletePositionHeader(refNumber)}
      question={deletePositionQuestion(refNumber, fileName)}
      answer={DELETE_POSITION_ANSWER}
      answerColor="error"
      onClose={onClose}
      onAnswer={() => record && onAnswer(record)}
    />
  );
}
