import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { PasswordStatusResponse } from '@shared/contract';
import { meetsPasswordPolicy, PASSWORD_MAX_LENGTH, passwordMessages } from '@shared/contract/password-policy';
import { FormTextField } from '@client/components/form/form-text-field';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm, type MutationTrigger } from '@client/components/form/use-server-form';
import { passwordRefusal, passwordStatusMessage } from './password-outcome';
import { passwordFormSchema, type PasswordFormValues } from './password-form-schema';
import { PasswordPolicyIndicator } from './password-policy-indicator';

export interface PasswordFormProps<TRequest> {
  /** A change asks for the current password; the reset by link does not. */
  askCurrentPassword: boolean;
  submitLabel: string;
  /** The password family's mutation; it answers with a password status. */
  mutation: MutationTrigger<TRequest, PasswordStatusResponse>;
  toRequest: (values: PasswordFormValues) => TRequest;
  /** After the server said SUCCESS. */
  onChanged: () => void | Promise<void>;
  /** The form-level message when the server gave none. */
  fallbackMessage: string;
  /** Buttons beside the submit button (Cancel of a voluntary change). */
  actions?: ReactNode;
}

/** What the server says of the new password itself; an expired link or a lock stays said. */
const refusalsOfTheNewPassword = new Set<string>([passwordMessages.USED_PASSWORD, passwordMessages.WEAK_PASSWORD]);

const emptyValues: PasswordFormValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** New password and repeat with the live policy indicator (access spec sections 2 and 5). */
export function PasswordForm<TRequest>({
  askCurrentPassword,
  submitLabel,
  mutation,
  toRequest,
  onChanged,
  fallbackMessage,
  actions,
}: PasswordFormProps<TRequest>) {
  const schema = useMemo(() => passwordFormSchema(askCurrentPassword), [askCurrentPassword]);
  // The new password as it was sent: the server's refusal speaks of that one.
  const sentPassword = useRef<string | undefined>(undefined);
  const form = useServerForm({
    schema,
    defaultValues: emptyValues,
    mutation,
    toRequest: (values) => {
      sentPassword.current = values.newPassword;
      return toRequest(values);
    },
    // A refused password can also come as a 200 with a status other than SUCCESS.
    onSuccess: async ({ response }) =>
      response === 'SUCCESS' ? onChanged() : { message: passwordStatusMessage(response) },
    describeError: (error) => passwordRefusal(error, fallbackMessage),
    // Passwords never go into browser storage, not even to survive a session that ended.
    keepDraft: false,
  });
  const [newPassword, repeatPassword] = useWatch({ control: form.control, name: ['newPassword', 'repeatPassword'] });
  const complete = meetsPasswordPolicy(newPassword) && repeatPassword !== '';
  // The server's refusal spoke of the password sent ('has been used before'): once the field holds
  // another, it would seem to speak of that one.
  const { clearErrors } = form.form;
  const { formMessage } = form;
  useEffect(() => {
    if (formMessage !== undefined && refusalsOfTheNewPassword.has(formMessage) && newPassword !== sentPassword.current)
      clearErrors('root.server');
  }, [formMessage, newPassword, clearErrors]);

  return (
    <ServerForm form={form} label={submitLabel} submitLabel={submitLabel} submitDisabled={!complete} actions={actions}>
      {askCurrentPassword && (
        <FormTextField
          control={form.control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
      )}
      <FormTextField
        control={form.control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={!askCurrentPassword}
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
      <PasswordPolicyIndicator password={newPassword} />
      <FormTextField
        control={form.control}
        name="repeatPassword"
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
    </ServerForm>
  );
}
