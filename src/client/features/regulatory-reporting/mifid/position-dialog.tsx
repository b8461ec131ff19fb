import { useGuardedDialogClose } from '@client/components/discard-changes-dialog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { MifidFileInfo, MifidPositionChange, MifidPositionRecord } from '@shared/contract/mifid';
import {
  MIFID_ADD_DIALOG_TITLE,
  MIFID_FILE_CONFIRMED_MESSAGE,
  MIFID_POSITION_DIALOG_WIDTH,
  MIFID_RECORD_DELETED_MESSAGE,
  mifidEditDialogTitle,
} from '@shared/contract/mifid-constants';
import { PositionForm } from './position-form';

export interface PositionDialogProps {
  /** Add (no record) or edit (the record as loaded). */
  record: MifidPositionRecord | undefined;
  /** The edited record as the page now has it (newer than `record` once another user changed it). */
  latest?: MifidPositionRecord | undefined;
  file: MifidFileInfo;
  organisationId: number | null;
  onSaved: (change: MifidPositionChange) => void;
  /** Loads the file again, for a stale edit's Reload. */
  onReload: () => void;
  onClose: () => void;
}

/**
 * Add Position or Edit Position Ref. No. {refNumber}, 900px wide (market spec sections 2 and 9). A stale
 * edit (409) offers Reload: the form then starts again from the record as it now is, and its version.
 */
export function PositionDialog({
  record: opened,
  latest,
  file,
  organisationId,
  onSaved,
  onReload,
  onClose,
}: PositionDialogProps) {
  const titleId = useId();
  const [record, setRecord] = useState(opened);
  const [reloads, setReloads] = useState(0);
  const [awaitingReload, setAwaitingReload] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  // Reloaded after another user deleted the record or confirmed the file: nothing left to edit or keep.
  const nothingToEdit = record !== undefined && !record.editable;
  const guardedClose = useGuardedDialogClose(unsaved && !nothingToEdit, onClose);
  const title = record ? mifidEditDialogTitle(record.refNumber) : MIFID_ADD_DIALOG_TITLE;
  const newer = latest !== undefined && record !== undefined && latest.version !== record.version ? latest : undefined;

  // The reloaded record arrived: the form starts again from it (state adjusted while rendering).
  if (awaitingReload && newer) {
    setAwaitingReload(false);
    setRecord(newer);
    setReloads((count) => count + 1);
  }

  const reload = () => {
    if (newer) {
      setAwaitingReload(true);
      return;
    }
    // The dialog shows the latest record already (values restored after the session ended were filled
    // from an older one): the form starts again from it now, and the file is read again besides.
    onReload();
    setReloads((count) => count + 1);
  };
  return (
    <Dialog
      open
      onClose={guardedClose.onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: MIFID_POSITION_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {nothingToEdit ? (
        <>
          <DialogContent>
            <Alert severity="warning" role="status">
              {record?.positionState === 'Deleted' ? MIFID_RECORD_DELETED_MESSAGE : MIFID_FILE_CONFIRMED_MESSAGE}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <PositionForm
              key={reloads}
              label={title}
              record={record}
              file={file}
              organisationId={organisationId}
              onSaved={onSaved}
              onReload={record ? reload : undefined}
              reloading={awaitingReload}
              onCancel={onClose}
              onUnsavedChange={setUnsaved}
            />
          </Box>
        </DialogContent>
      )}
      {guardedClose.question}
    </Dialog>
  );
}
