import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  masterDataKindLabels,
  masterDataMessages,
  masterDataRenameFormSchema,
  namedKinds,
  MASTER_DATA_NAME_MAX_LENGTH,
  type MasterDataCode,
} from '@shared/contract/master-data';
import { useRenameMasterDataCodeMutation } from '@client/api/master-data-api';
import { readApiError } from '@client/api/read-api-error';
import { describeChangeFailure } from '@client/components/load-failure-alert';
import { FormTextField } from '@client/components/form/form-text-field';
import { CancelWithConfirmation } from '@client/components/cancel-with-confirmation';
import { useGuardedDialogClose } from '@client/components/discard-changes-dialog';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import { RELOAD_DROPS_EDITS } from '@client/components/form/reload-drops-edits';

export interface RenameCodeDialogProps {
  /** The entry as the list now shows it: a colleague's change meanwhile brings a newer version. */
  entry: MasterDataCode;
  organisationId: number | null;
  /**
   * False once the user may no longer change master data (the right was taken while the dialog was
   * open): the name typed stays to be read or copied, Save is withdrawn and the refusal says why.
   */
  mayChange?: boolean;
  /**
   * True once the entry has left the list (deleted in another window or by a colleague): the name typed
   * stays to be read or copied, Save is withdrawn and the dialog says why.
   */
  deleted?: boolean;
  /** `saved`: the name saved, and whether it changed anything (the same name again is no new version). */
  onClose: (saved?: { name: string; changed: boolean }) => void;
}

/**
 * Renames an entry: the name value sets show beside its code. The change names the version the table
 * showed (kept with the name when the session ends on Save), so a rename over a colleague's newer
 * change is refused (409) and said so, never applied; Reload then starts the form again from the
 * entry as it now is.
 */
export function RenameCodeDialog({
  entry,
  organisationId,
  mayChange = true,
  deleted = false,
  onClose,
}: RenameCodeDialogProps) {
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
        : { message: describeChangeFailure(error, `${entry.code} could not be renamed.`) },
    [entry.code],
  );
  const onSuccess = useCallback(
    (result: { version: number }, values: { name: string; version: number }) =>
      onClose({ name: values.name, changed: result.version !== values.version }),
    [onClose],
  );
  const form = useServerForm({
    schema,
    defaultValues: { name: entry.name, version: entry.version },
    mutation: rename,
    toRequest,
    onSuccess,
    describeError,
  });
  const formVersion = useWatch({ control: form.control, name: 'version' });
  // The list shows a newer version than the form was filled from (refused as stale, or values restored
  // after the session ended): the refusal's own words go into the warning with its Reload button.
  const behind = mayChange && !deleted && entry.version !== formVersion;
  const savable = mayChange && !deleted;
  // Without the right, the refusal stays said: the server's words after Save, else the same rule's.
  const formMessage = deleted
    ? `${entry.code} is no longer in the list: it was deleted, so the name cannot be saved.`
    : !mayChange
      ? (form.formMessage ?? masterDataMessages.notAnEditor)
      : behind
        ? undefined
        : form.formMessage;
  const shownForm: typeof form = { ...form, formMessage };
  const reload = () => form.form.reset({ name: entry.name, version: entry.version });
  const guardedClose = useGuardedDialogClose(form.unsaved, () => onClose());
  return (
    <Dialog
      open
      onClose={guardedClose.onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>
        Rename {masterDataKindLabels[entry.kind]} {entry.code}
      </DialogTitle>
      {/* Room above the field's outlined label: the content sits flush under the title. */}
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <ServerForm
            form={shownForm}
            label={`Rename ${entry.code}`}
            submitLabel="Save"
            submitDisabled={!savable}
            actionsAlign="end"
            actions={<CancelWithConfirmation dirty={form.unsaved} onCancel={() => onClose()} />}
          >
            {behind && (
              <Alert severity="warning" action={<Button onClick={reload}>Reload</Button>}>
                {form.formMessage ?? 'This entry was changed after you opened it. Reload to see the change.'}{' '}
                {RELOAD_DROPS_EDITS}
              </Alert>
            )}
            <FormTextField
              control={form.control}
              name="name"
              label="Name"
              autoFocus
              readOnly={!savable}
              required={namedKinds.includes(entry.kind)}
              inputProps={{ maxLength: MASTER_DATA_NAME_MAX_LENGTH }}
            />
          </ServerForm>
        </Box>
      </DialogContent>
      {guardedClose.question}
    </Dialog>
  );
}
