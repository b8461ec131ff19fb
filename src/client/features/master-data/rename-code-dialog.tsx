import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useMemo } from 'react';
import {
  masterDataKindLabels,
  masterDataRenameFormSchema,
  namedKinds,
  MASTER_DATA_NAME_MAX_LENGTH,
  type MasterDataCode,
} from '@shared/contract/master-data';
import { useRenameMasterDataCodeMutation } from '@client/api/master-data-api';
import { readApiError } from '@client/api/read-api-error';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { FormTextField } from '@client/components/form/form-text-field';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';

export interface RenameCodeDialogProps {
  entry: MasterDataCode;
  organisationId: number | null;
  /** `renamed`: the new name, when the change was saved. */
  onClose: (renamed?: string) => void;
}

/**
 * Renames an entry: the name value sets show beside its code. The change names the version the table
 * showed (kept with the name when the session ends on Save), so a rename over a colleague's newer
 * change is refused (409) and said so, never applied.
 */
export function RenameCodeDialog({ entry, organisationId, onClose }: RenameCodeDialogProps) {
  const titleId = useId();
  const [rename] = useRenameMasterDataCodeMutation();
  const schema = useMemo(() => masterDataRenameFormSchema(entry.kind), [entry.kind]);
  const toRequest = useCallback(
    ({ name, version }: { name: string; version: number }) => ({ id: entry.id, name, organisationId, version }),
    [entry.id, organisationId],
  );
  const describeError = useCallback(
    (error: unknown) =>
      readApiError(error).fieldErrors
        ? undefined
        : { message: describeLoadFailure(error, `${entry.code} could not be renamed.`) },
    [entry.code],
  );
  const onSuccess = useCallback((_result: unknown, { name }: { name: string }) => onClose(name), [onClose]);
  const form = useServerForm({
    schema,
    defaultValues: { name: entry.name, version: entry.version },
    mutation: rename,
    toRequest,
    onSuccess,
    describeError,
  });
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
      <DialogContent>
        <ServerForm
          form={form}
          label={`Rename ${entry.code}`}
          submitLabel="Save"
          actionsAlign="end"
          actions={<Button onClick={() => onClose()}>Cancel</Button>}
        >
          <FormTextField
            control={form.control}
            name="name"
            label="Name"
            autoFocus
            required={namedKinds.includes(entry.kind)}
            inputProps={{ maxLength: MASTER_DATA_NAME_MAX_LENGTH }}
            sx={{ mt: 1 }}
          />
        </ServerForm>
      </DialogContent>
    </Dialog>
  );
}
