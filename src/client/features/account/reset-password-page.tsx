import { useNavigate, useSearchParams } from 'react-router-dom';
import { passwordMessages } from '@shared/contract/password-policy';
import { useResetPasswordMutation } from '@client/api/password-api';
import { noticeShown } from '@client/errors/errors-slice';
import { paths } from '@client/paths';
import { useAppDispatch } from '@client/store/hooks';
import { passwordRefusal, passwordStatusMessage } from './password-outcome';
import { PasswordForm } from './password-form';
import { AccountPage } from './account-page';

const FALLBACK = 'The password could not be reset. Please try again later.';

/** reset_password?hash=…; its guard has already asked the server whether the hash is allowed. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async ({ newPassword }: { newPassword: string }) => {
    try {
      const { response } = await resetPassword({ newPassword, hash }).unwrap();
      if (response !== 'SUCCESS') return { message: passwordStatusMessage(response) };
    } catch (error) {
      return passwordRefusal(error, FALLBACK);
    }
    // The message must survive the way to / and on to the login page.
    dispatch(noticeShown({ severity: 'success', text: passwordMessages.resetSuccessful }));
    await navigate(paths.root.getHref());
    return undefined;
  };

  return (
    <AccountPage title="Reset password">
      <PasswordForm askCurrentPassword={false} submitLabel="Reset password" onSubmit={submit} />
    </AccountPage>
  );
}
