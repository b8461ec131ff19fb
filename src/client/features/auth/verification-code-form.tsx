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
import { useOneAtATime } from '@client/components/form/use-one-at-a-time';
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
export function VerificationCodeForm({
  credentials,
  tokenEmailAllowed,
  attemptLogin,
  onBack,
}: VerificationCodeFormProps) {
  const { control, handleSubmit } = useForm<VerificationCode>({ defaultValues: { code: '' } });
  // The messages above the form change only with the server's next answer. react-hook-form clears a
  // root error as a submit starts: the refusal vanished, the buttons moved up, and a double click's
  // second click landed on "Send code by e-mail", which mailed a code nobody asked for.
  const [refusal, setRefusal] = useState<string | undefined>();
  // Each answer draws its refusal afresh, so the same words are read out again and take the focus.
  const [answers, setAnswers] = useState(0);
  const [mailSent, setMailSent] = useState<boolean | null>(null);
  // One request at a time, login or mail: the other waits, disabled, until the answer.
  const oneAtATime = useOneAtATime();
  const [pending, setPending] = useState<'login' | 'mail' | null>(null);

  const login = handleSubmit(({ code }) =>
    oneAtATime(async () => {
      setPending('login');
      const outcome = await attemptLogin({ ...credentials, token: code });
      setRefusal(outcome.kind === 'success' ? undefined : outcome.message);
      setAnswers((count) => count + 1);
      setMailSent(null);
      setPending(null);
    }),
  );

  // The server answers the request for a mailed code with another "token required", saying it sent one.
  const sendCodeByMail = () =>
    oneAtATime(async () => {
      setPending('mail');
      const outcome = await attemptLogin({ ...credentials, mail_token: true });
      setRefusal(undefined);
      setMailSent(outcome.kind === 'tokenRequired' && outcome.tokenEmailSent);
      setPending(null);
    });

  return (
    <form noValidate onSubmit={(event) => void login(event)} aria-label="Verification">
      <FormError key={answers} message={refusal} />
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
          <SubmitButton submitting={pending === 'login'} disabled={pending === 'mail'}>
            Login
          </SubmitButton>
        </Stack>
        {tokenEmailAllowed && (
          <Button
            type="button"
            disabled={pending !== null}
            onClick={() => void sendCodeByMail()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send code by e-mail
          </Button>
        )}
        <ForgotPasswordLink />
      </Stack>
    </form>
  );
}
