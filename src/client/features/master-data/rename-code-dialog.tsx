import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import {
  masterDataKindLabels,
  masterDataMessages,
  namedKinds,
  MASTER_DATA_NAME_MAX_LENGTH,
  type MasterDataCode,
} from '@shared/contract/master-data';
import { useRenameMasterDataCodeMutation } from '@client/api/master-data-api';
import { readApiError } from '@client/api/read-api-error';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { FormError } from '@client/components/form/form-error';

export interface RenameCodeDialogProps {
  entry: MasterDataCode;
  organisationId: number | null;
  /** `renamed`: the new name, when the change was saved. */
  onClose: (renamed?: string) => void;
}

/**
 * Renames an entry: the name value sets show beside its code. The change names the version the table
 * showed, so a rename over a colleague's newer change is refused (409) and said so, never applied.
 */
export function RenameCodeDialog({ entry, organisationId, onClose }: RenameCodeDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(entry.name);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [rename, { isLoading }] = useRenameMasterDataCodeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const typed = name.trim();
    if (typed === '' && namedKinds.includes(entry.kind)) {
      setNameError(masterDataMessages.nameRequired);
      return;
    }
    setNameError(undefined);
    setFailure(undefined);
    try {
      await rename({ id: entry.id, name: typed, organisationId, version: entry.version }).unwrap();
      onClose(typed);
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      if (fieldErrors?.name) setNameError(fieldErrors.name.join(' '));
      else setFailure(describeLoadFailure(error, `${entry.code} could not be renamed.`));
    }
  };

  return (
    <Dialog
      open
      onClose={() => onClose()}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>
        Rename {masterDataKindLabels[entry.kind]} {entry.code}
      </DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <FormError message={failure} />
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Name"
            required={namedKinds.includes(entry.kind)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== undefined}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: MASTER_DATA_NAME_MAX_LENGTH } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
