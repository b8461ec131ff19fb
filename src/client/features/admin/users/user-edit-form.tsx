import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  userChangeSchema,
  type OrganisationChoices,
  type UserChange,
  type UserDetails,
} from '@shared/contract/admin-user-changes';
import { useChangeUserMutation } from '@client/api/admin-users-api';
import { CancelWithConfirmation } from '@client/components/cancel-with-confirmation';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import { useFocusIfLost } from '@client/components/form/use-focus-if-lost';
import { firstFieldOf } from '@client/components/focus-first-field';
import { focusAfterRender } from '@client/components/page-title';
import { UserFormFields, type UserFormValues } from './user-form-fields';
import { RELOAD_DROPS_EDITS } from '@client/components/form/reload-drops-edits';

export interface UserEditFormProps {
  details: UserDetails;
  organisations: OrganisationChoices['values'];
  /** Saved; with the name the user was saved under. */
  onSaved: (name: string) => void;
  onCancel: () => void;
  /**
   * Told the name in the values the form was filled with (opened or reloaded), which is the name the
   * dialog's title shows: a refetch after another administrator's change does not reach a form with edits.
   */
  onShownNameChange: (name: string) => void;
  /** Told whether the form holds unsaved edits, so the dialog around it does not drop them on Escape. */
  onDirtyChange: (dirty: boolean) => void;
}

const valuesOf = ({ firstName, lastName, email, organisationIds, isAdmin, canEditHelp, version }: UserDetails) => ({
  firstName,
  lastName,
  email,
  organisationIds,
  isAdmin,
  canEditHelp,
  version,
});

const fullName = ({ firstName, lastName }: { firstName: string; lastName: string }) => `${firstName} ${lastName}`;

/**
 * The user's names, e-mail, organisations and roles, saved from the version the form was loaded at.
 * A change made meanwhile (here or by another administrator) moves an untouched form along; a form
 * with edits in it keeps them and says so, and the server refuses a save from it (409).
 */
export function UserEditForm({
  details,
  organisations,
  onSaved,
  onCancel,
  onDirtyChange,
  onShownNameChange,
}: UserEditFormProps) {
  const [change] = useChangeUserMutation();
  const mutation = useCallback(
    (request: UserChange) => change({ id: details.id, change: request }),
    [change, details.id],
  );
  const defaultValues = useMemo(() => valuesOf(details), [details]);
  const form = useServerForm({
    schema: userChangeSchema,
    defaultValues,
    mutation,
    toRequest: (values) => values,
    onSuccess: (_result, values) => onSaved(fullName(values)),
    // Kept for this user only when the session ends mid-form; the list reopens their dialog.
    recordKey: details.id,
    // Users are every organisation's: their edits are found after a sign-in before one is chosen.
    everyOrganisation: true,
  });
  const { reset, formState } = form.form;
  // The name as the form loaded it, not as a refetch after another's change has it; never a restored
  // draft's (the form's defaults too, until a save takes them).
  const stored = form.defaultsFromDraft ? undefined : formState.defaultValues;
  const shownName = fullName({
    firstName: stored?.firstName ?? details.firstName,
    lastName: stored?.lastName ?? details.lastName,
  });
  useEffect(() => onShownNameChange(shownName), [shownName, onShownNameChange]);
  const loadedVersion = useWatch({ control: form.control, name: 'version' });
  // Unsaved, not react-hook-form's isDirty: a restored draft is the form's defaults, so it is not dirty,
  // yet a colleague's change since must refuse it (409), not reset it away.
  const behind = details.version !== loadedVersion && form.unsaved;
  useEffect(() => {
    if (details.version !== loadedVersion && !form.unsaved) reset(valuesOf(details));
  }, [details, loadedVersion, form.unsaved, reset]);
  useEffect(() => onDirtyChange(form.unsaved), [form.unsaved, onDirtyChange]);
  // The Reload button goes with its warning: the keyboard goes on from the form's first field.
  const reload = (event: MouseEvent<HTMLElement>) => {
    const formElement = event.currentTarget.closest('form');
    reset(valuesOf(details));
    focusAfterRender(() => firstFieldOf(formElement));
  };
  // The refused save's own words (who changed it, when) go into the warning with its Reload button,
  // rather than a second alert saying the same above it.
  const refusal = form.formMessage;
  // A refused save's words go into the warning, not the form's message, which would have taken the
  // focus the disabled Save dropped: the warning takes it instead.
  const warningRef = useRef<HTMLDivElement>(null);
  useFocusIfLost(warningRef, behind ? refusal : undefined);
  return (
    <ServerForm
      form={behind ? { ...form, formMessage: undefined } : form}
      label="User"
      submitLabel="Save"
      actionsAlign="end"
      actions={<CancelWithConfirmation dirty={form.unsaved} onCancel={onCancel} label="Close" />}
    >
      {behind && (
        <Alert ref={warningRef} tabIndex={-1} severity="warning" action={<Button onClick={reload}>Reload</Button>}>
          {refusal ?? 'This user was changed after you opened the form. Reload to see the change.'} {RELOAD_DROPS_EDITS}
        </Alert>
      )}
      {/* The change values extend the shared ones: the fields only touch those. */}
      <UserFormFields control={form.control as unknown as Control<UserFormValues>} organisations={organisations} />
    </ServerForm>
  );
}
