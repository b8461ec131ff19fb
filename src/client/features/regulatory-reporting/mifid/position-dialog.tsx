import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { MifidFileInfo, MifidPositionRecord } from '@shared/contract/mifid';
import {
  MIFID_ADD_DIALOG_TITLE,
  MIFID_POSITION_DIALOG_WIDTH,
  mifidEditDialogTitle,
} from '@shared/contract/mifid-constants';
import { PositionForm } from './position-form';

export interface PositionDialogProps {
  /** Add (no record) or edit (the record as loaded). */
  record: MifidPositionRecord | undefined;
  file: MifidFileInfo;
  organisationId: number | null;
  onClose: () => void;
}

/** Add Position or Edit Position Ref. No. {refNumber}, 900px wide (market spec sections 2 and 9). */
export function PositionDialog({ record, file, organisationId, onClose }: PositionDialogProps) {
  const titleId = useId();
  const title = record ? mifidEditDialogTitle(record.refNumber) : MIFID_ADD_DIALOG_TITLE;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: MIFID_POSITION_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <PositionForm
            label={title}
            record={record}
            file={file}
            organisationId={organisationId}
            onSaved={onClose}
            cancel={<Button onClick={onClose}>Cancel</Button>}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
