import { useNavigate, useSearchParams } from 'react-router-dom';
import { passwordMessages } from '@shared/contract/password-policy';
import { useResetPasswordMutation } from '@client/api/password-api';
import { noticeShown } from '@client/errors/errors-slice';
import { paths } from '@shared/app-paths';
import { useAppDispatch } from '@client/store/hooks';
import { PasswordForm } from './password-form';
import { AccountPage } from './account-page';
import { BackToLoginLink } from './back-to-login-link';

const FALLBACK = 'The password could not be reset. Please try again later.';

/** reset_password?hash=…; its guard has already asked the server whether the hash is allowed. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onChanged = async () => {
    // The message must survive the way to / and on to the login page.
    dispatch(noticeShown({ severity: 'success', text: passwordMessages.resetSuccessful }));
    await navigate(paths.root.getHref());
  };

  return (
    <AccountPage title="Reset password">
      <PasswordForm
        askCurrentPassword={false}
        submitLabel="Reset password"
        mutation={resetPassword}
        toRequest={({ newPassword }) => ({ newPassword, hash })}
        onChanged={onChanged}
        fallbackMessage={FALLBACK}
      />
      {/* Opened from a mail in a new tab, the page has no Back: a user who remembers the password leaves here. */}
      <BackToLoginLink />
    </AccountPage>
  );
}
