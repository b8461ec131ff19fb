import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import type { LoginRequest } from '@shared/contract';
import { LOGIN_PASSWORD_INPUT_MAX_LENGTH, loginMessages } from '@shared/contract/auth-rules';
import { applyFieldErrors } from '@client/components/form/apply-field-errors';
import { FormTextField } from '@client/components/form/form-text-field';
import { ForgotPasswordLink } from './forgot-password-link';
import { FormError } from '@client/components/form/form-error';
import { SubmitButton } from '@client/components/form/submit-button';
import type { useAttemptLogin } from './use-attempt-login';

export type Credentials = Pick<LoginRequest, 'username' | 'password'>;

/**
 * The login page is the one form validated by field rules instead of zodResolver: it is the first
 * page every visitor loads, and zod would add about 25 KB gzipped to it. The messages are the
 * shared contract's, so the server's loginRequestSchema and this form cannot drift apart.
 */
const usernameRules = { validate: (value: string) => value.trim() !== '' || loginMessages.usernameRequired };
const passwordRules = { required: loginMessages.passwordRequired };
const credentialFields = ['username', 'password'] as const;

export interface CredentialsFormProps {
  defaultValues: Credentials;
  attemptLogin: ReturnType<typeof useAttemptLogin>;
  onTokenRequired: (credentials: Credentials, tokenEmailAllowed: boolean) => void;
}

export function CredentialsForm({ defaultValues, attemptLogin, onTokenRequired }: CredentialsFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<Credentials>({
    defaultValues,
  });

  const submit = handleSubmit(async (credentials) => {
    const outcome = await attemptLogin(credentials);
    if (outcome.kind === 'tokenRequired') onTokenRequired(credentials, outcome.tokenEmailAllowed);
    if (outcome.kind === 'refused' && !applyFieldErrors(outcome.fieldErrors, setError, credentialFields)) {
      setError('root.server', { type: 'server', message: outcome.message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Login">
      <FormError message={formState.errors.root?.server?.message} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          autoFocus
          rules={usernameRules}
        />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          rules={passwordRules}
          inputProps={{ maxLength: LOGIN_PASSWORD_INPUT_MAX_LENGTH }}
        />
        <SubmitButton submitting={formState.isSubmitting}>Login</SubmitButton>
        <ForgotPasswordLink />
      </Box>
    </form>
  );
}
