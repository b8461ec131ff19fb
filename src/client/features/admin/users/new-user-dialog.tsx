import Dialog from '@mui/material/Dialog';
import { CancelWithConfirmation } from '@client/components/cancel-with-confirmation';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useId } from 'react';
import type { Control } from 'react-hook-form';
import { newUserSchema, type NewUser, type OrganisationChoices } from '@shared/contract/admin-user-changes';
import { useCreateUserMutation } from '@client/api/admin-users-api';
import { FormTextField } from '@client/components/form/form-text-field';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import { useGuardedDialogClose } from '@client/components/discard-changes-dialog';
import { UserFormFields, type UserFormValues } from './user-form-fields';

export interface NewUserDialogProps {
  organisations: OrganisationChoices['values'];
  /** After creating: who was created and where the set-password link went; undefined when cancelled. */
  onClose: (created?: { name: string; email: string }) => void;
}

const blank = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  organisationIds: [],
  isAdmin: false,
  canEditHelp: false,
};
const toRequest = (values: NewUser) => values;

/** A new user: who they are, where they work, what roles they hold; they set their password from the mail. */
export function NewUserDialog({ organisations, onClose }: NewUserDialogProps) {
  const titleId = useId();
  const [create] = useCreateUserMutation();
  const onSuccess = useCallback(
    (_result: { id: number }, values: NewUser) =>
      onClose({ name: `${values.firstName} ${values.lastName}`, email: values.email }),
    [onClose],
  );
  const form = useServerForm({
    schema: newUserSchema,
    defaultValues: blank,
    mutation: create,
    toRequest,
    onSuccess,
    everyOrganisation: true,
  });
  const dirty = form.unsaved;
  const guardedClose = useGuardedDialogClose(dirty, () => onClose());
  return (
    <Dialog
      open
      onClose={guardedClose.onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>New user</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The user gets a mail with a link to set their password. Until then nobody can sign in as them.
        </Typography>
        <ServerForm
          form={form}
          label="New user"
          submitLabel="Create user"
          actionsAlign="end"
          actions={<CancelWithConfirmation dirty={dirty} onCancel={() => onClose()} />}
        >
          <FormTextField
            control={form.control}
            name="username"
            label="User name"
            required
            autoFocus
            autoComplete="off"
            helperText="3 to 32 letters, digits, dots, hyphens or underscores; how the user signs in."
            inputProps={{ maxLength: 32 }}
          />
          {/* The new-user values extend the shared ones: the fields only touch those. */}
          <UserFormFields control={form.control as unknown as Control<UserFormValues>} organisations={organisations} />
        </ServerForm>
      </DialogContent>
      {guardedClose.question}
    </Dialog>
  );
}
