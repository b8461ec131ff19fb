import { useSearchParams } from 'react-router-dom';
import { passwordMessages } from '@shared/contract/password-policy';
import { useResetPasswordMutation } from '@client/api/password-api';
import { PasswordForm } from './password-form';
import { AccountPage } from './account-page';
import { BackToLoginLink } from './back-to-login-link';
import { useNoticeOnTheWayToLogin } from './use-notice-on-the-way-to-login';

const FALLBACK = 'The password could not be reset. Please try again later.';

/** reset_password?hash=…; its guard has already asked the server whether the hash is allowed. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const { announce, confirmation } = useNoticeOnTheWayToLogin();

  if (confirmation) return <AccountPage title="Reset password">{confirmation}</AccountPage>;
  return (
    <AccountPage title="Reset password">
      <PasswordForm
        askCurrentPassword={false}
        submitLabel="Reset password"
        mutation={resetPassword}
        toRequest={({ newPassword }) => ({ newPassword, hash })}
        onChanged={() => announce(passwordMessages.resetSuccessful)}
        fallbackMessage={FALLBACK}
      />
      {/* Opened from a mail in a new tab, the page has no Back: a user who remembers the password leaves here. */}
      <BackToLoginLink />
    </AccountPage>
  );
}
