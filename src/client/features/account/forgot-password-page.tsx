import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { loginMessages } from '@shared/contract/auth-rules';
import { passwordMessages } from '@shared/contract/password-policy';
import { useRequestPasswordResetMailMutation } from '@client/api/password-api';
import { FormError } from '@client/components/form/form-error';
import { FormTextField } from '@client/components/form/form-text-field';
import { SubmitButton } from '@client/components/form/submit-button';
import { noticeShown } from '@client/errors/errors-slice';
import { paths } from '@client/paths';
import { useAppDispatch } from '@client/store/hooks';
import { passwordRefusal } from './password-outcome';
import { AccountPage } from './account-page';

const schema = z.object({ username: z.string().trim().min(1, loginMessages.usernameRequired) });
type ForgotPasswordValues = z.infer<typeof schema>;

const FALLBACK = 'The e-mail could not be sent. Please try again later.';

/** forgot_password (open): asks the server to mail a reset link to the user's address. */
export function ForgotPasswordPage() {
  const [requestMail] = useRequestPasswordResetMailMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm<ForgotPasswordValues>({
    defaultValues: { username: '' },
    resolver: zodResolver(schema),
  });

  const submit = handleSubmit(async ({ username }) => {
    try {
      await requestMail(username).unwrap();
    } catch (error) {
      // The spec shows the failure's response.error.response: the body's `response`.
      setError('root.server', { type: 'server', message: passwordRefusal(error, FALLBACK).message });
      return;
    }
    dispatch(noticeShown({ severity: 'success', text: passwordMessages.resetMailSent }));
    await navigate(paths.root.getHref());
  });

  return (
    <AccountPage title="Forgot password">
      <Typography sx={{ mb: 2 }}>
        Enter your login name and select Send. If the name is known, we e-mail you a link to set a new password.
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Forgot password">
        <FormError message={formState.errors.root?.server?.message} />
        <Stack spacing={2}>
          <FormTextField control={control} name="username" label="Login name" autoComplete="username" autoFocus />
          <SubmitButton submitting={formState.isSubmitting}>Send</SubmitButton>
          <Link component={RouterLink} to={paths.login.getHref()}>
            Back to login
          </Link>
        </Stack>
      </form>
    </AccountPage>
  );
}
