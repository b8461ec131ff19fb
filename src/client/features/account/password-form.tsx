import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { meetsPasswordPolicy, PASSWORD_MAX_LENGTH } from '@shared/contract/password-policy';
import { applyFieldErrors } from '@client/components/form/apply-field-errors';
import { FormError } from '@client/components/form/form-error';
import { FormTextField } from '@client/components/form/form-text-field';
import { SubmitButton } from '@client/components/form/submit-button';
import type { PasswordRefusal } from './password-outcome';
import { passwordFormSchema, type PasswordFormValues } from './password-form-schema';
import { PasswordPolicyIndicator } from './password-policy-indicator';

export interface PasswordFormProps {
  /** The forced change asks for the current password; the reset by link does not. */
  askCurrentPassword: boolean;
  submitLabel: string;
  /** Resolves to what the server refused, or undefined when it is done. */
  onSubmit: (values: PasswordFormValues) => Promise<PasswordRefusal | undefined>;
}

const formFields = ['currentPassword', 'newPassword', 'repeatPassword'] as const;

const emptyValues: PasswordFormValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** New password and repeat with the live policy indicator (access spec sections 2 and 5). */
export function PasswordForm({ askCurrentPassword, submitLabel, onSubmit }: PasswordFormProps) {
  const resolver = useMemo(() => zodResolver(passwordFormSchema(askCurrentPassword)), [askCurrentPassword]);
  const { control, handleSubmit, setError, formState } = useForm<PasswordFormValues>({ defaultValues: emptyValues, resolver });
  const [newPassword, repeatPassword] = useWatch({ control, name: ['newPassword', 'repeatPassword'] });
  const complete = meetsPasswordPolicy(newPassword) && repeatPassword !== '';

  const submit = handleSubmit(async (values) => {
    const refusal = await onSubmit(values);
    if (refusal && !applyFieldErrors(refusal.fieldErrors, setError, formFields)) {
      setError('root.server', { type: 'server', message: refusal.message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={submitLabel}>
      <FormError message={formState.errors.root?.server?.message} />
      <Stack spacing={2}>
        {askCurrentPassword && (
          <FormTextField control={control} name="currentPassword" label="Current password" type="password" autoComplete="current-password" autoFocus />
        )}
        <FormTextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus={!askCurrentPassword}
          inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
        />
        <PasswordPolicyIndicator password={newPassword} />
        <FormTextField
          control={control}
          name="repeatPassword"
          label="Repeat password"
          type="password"
          autoComplete="new-password"
          inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
        />
        <SubmitButton submitting={formState.isSubmitting} disabled={!complete}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
