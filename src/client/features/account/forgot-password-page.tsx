import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { LOGIN_NAME_MAX_LENGTH, loginMessages } from '@shared/contract/auth-rules';
import { passwordMessages } from '@shared/contract/password-policy';
import { useRequestPasswordResetMailMutation } from '@client/api/password-api';
import { FormTextField } from '@client/components/form/form-text-field';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import { passwordRefusal } from './password-outcome';
import { AccountPage } from './account-page';
import { BackToLoginLink } from './back-to-login-link';
import { useNoticeOnTheWayToLogin } from './use-notice-on-the-way-to-login';

const schema = z.object({ username: z.string().trim().min(1, loginMessages.usernameRequired) });

const FALLBACK = 'The e-mail could not be sent. Please try again later.';

/** forgot_password (open): asks the server to mail a reset link to the user's address. */
export function ForgotPasswordPage() {
  const [requestMail] = useRequestPasswordResetMailMutation();
  const { announce, confirmation } = useNoticeOnTheWayToLogin();
  const form = useServerForm({
    schema,
    defaultValues: { username: '' },
    mutation: requestMail,
    toRequest: ({ username }) => username,
    onSuccess: () => announce(passwordMessages.resetMailSent),
    // The spec shows the failure's response.error.response: the body's `response`.
    describeError: (error) => passwordRefusal(error, FALLBACK),
  });

  if (confirmation) return <AccountPage title="Forgot password">{confirmation}</AccountPage>;
  return (
    <AccountPage title="Forgot password">
      <Typography sx={{ mb: 2 }}>
        Enter your login name and select Send. If the name is known, we e-mail you a link to set a new password.
      </Typography>
      <ServerForm form={form} label="Forgot password" submitLabel="Send" guardUnsaved={false}>
        <FormTextField
          control={form.control}
          name="username"
          label="Login name"
          autoComplete="username"
          autoFocus
          inputProps={{ maxLength: LOGIN_NAME_MAX_LENGTH }}
        />
      </ServerForm>
      <BackToLoginLink />
    </AccountPage>
  );
}
