import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LOGIN_TOKEN_MAX_LENGTH, loginMessages } from '@shared/contract/auth-rules';
import { FormTextField } from '@client/components/form/form-text-field';
import type { Credentials } from './credentials-form';
import { ForgotPasswordLink } from './forgot-password-link';
import { FormError } from '@client/components/form/form-error';
import { oneTimeCodeMessages } from './login-messages';
import { SubmitButton } from '@client/components/form/submit-button';
import type { useAttemptLogin } from './use-attempt-login';

interface VerificationCode {
  code: string;
}

// Field rules rather than zodResolver: the code form lives on the login page, which keeps zod out.
const codeRules = { validate: (value: string) => value.trim() !== '' || loginMessages.codeRequired };

export interface VerificationCodeFormProps {
  credentials: Credentials;
  /** Whether the server offers a one-time code by e-mail instead of the authenticator app. */
  tokenEmailAllowed: boolean;
  attemptLogin: ReturnType<typeof useAttemptLogin>;
  /** Back to the credentials; this form unmounts, which is what clears the code. */
  onBack: () => void;
}

/** The second factor: replaces the credentials form when the server answers tokenRequired. */
export function VerificationCodeForm({ credentials, tokenEmailAllowed, attemptLogin, onBack }: VerificationCodeFormProps) {
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<VerificationCode>({
    defaultValues: { code: '' },
  });
  const [mailSent, setMailSent] = useState<boolean | null>(null);
  const [sendingMail, setSendingMail] = useState(false);

  const submit = handleSubmit(async ({ code }) => {
    setMailSent(null);
    const outcome = await attemptLogin({ ...credentials, token: code });
    if (outcome.kind !== 'success') setError('root.server', { type: 'server', message: outcome.message });
  });

  // The server answers the request for a mailed code with another "token required", saying it sent one.
  const sendCodeByMail = async () => {
    setSendingMail(true);
    clearErrors('root.server');
    const outcome = await attemptLogin({ ...credentials, mail_token: true });
    setMailSent(outcome.kind === 'tokenRequired' && outcome.tokenEmailSent);
    setSendingMail(false);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Verification">
      <FormError message={formState.errors.root?.server?.message} />
      {mailSent !== null && (
        <Alert severity={mailSent ? 'success' : 'error'} sx={{ mb: 2 }}>
          {mailSent ? oneTimeCodeMessages.sent : oneTimeCodeMessages.notSent}
        </Alert>
      )}
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="code"
          label="Verification code"
          autoComplete="one-time-code"
          rules={codeRules}
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: LOGIN_TOKEN_MAX_LENGTH }}
        />
        <Stack direction="row" spacing={2}>
          <Button type="button" variant="outlined" onClick={onBack}>
            Back
          </Button>
          <SubmitButton submitting={formState.isSubmitting}>Login</SubmitButton>
        </Stack>
        {tokenEmailAllowed && (
          <Button type="button" disabled={sendingMail} onClick={() => void sendCodeByMail()} sx={{ alignSelf: 'flex-start' }}>
            Send code by e-mail
          </Button>
        )}
        <ForgotPasswordLink />
      </Stack>
    </form>
  );
}
