import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { loginMessages } from '@shared/contract/auth-rules';
import { FormTextField } from '@client/components/form/form-text-field';
import type { Credentials } from './credentials-form';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import type { useAttemptLogin } from './use-attempt-login';

interface VerificationCode {
  code: string;
}

// Field rules rather than zodResolver, like the credentials form: both live on the login page.
const codeRules = { validate: (value: string) => value.trim() !== '' || loginMessages.codeRequired };

export interface VerificationCodeFormProps {
  credentials: Credentials;
  attemptLogin: ReturnType<typeof useAttemptLogin>;
  /** Back to the credentials; this form unmounts, which is what clears the code. */
  onBack: () => void;
}

/** The second factor: replaces the credentials form when the server answers tokenRequired. */
export function VerificationCodeForm({ credentials, attemptLogin, onBack }: VerificationCodeFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<VerificationCode>({
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    const outcome = await attemptLogin({ ...credentials, token: code });
    if (outcome.kind !== 'success') setError('root.server', { type: 'server', message: outcome.message });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Verification">
      <FormError message={formState.errors.root?.server?.message} />
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="code"
          label="Verification code"
          autoComplete="one-time-code"
          rules={codeRules}
          autoFocus
          inputProps={{ inputMode: 'numeric' }}
        />
        <Stack direction="row" spacing={2}>
          <Button type="button" variant="outlined" onClick={onBack}>
            Back
          </Button>
          <SubmitButton submitting={formState.isSubmitting}>Login</SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
