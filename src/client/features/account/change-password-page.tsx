import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { useChangePasswordMutation } from '@client/api/password-api';
import { userApi } from '@client/api/user-api';
import { paths } from '@client/paths';
import { passwordRefusal, passwordStatusMessage } from './password-outcome';
import { PasswordForm } from './password-form';
import type { PasswordFormValues } from './password-form-schema';
import { AccountPage } from './account-page';

const FALLBACK = 'The password could not be changed. Please try again later.';

/**
 * change_password_immediately: the forced change. Afterwards the redirect chain continues with the
 * refetched user information: the 2FA setup if it is pending, else the welcome page (query kept).
 */
export function ChangePasswordPage() {
  const [changePassword] = useChangePasswordMutation();
  const [fetchUser] = userApi.endpoints.getUserInformation.useLazyQuery();
  const navigate = useNavigate();
  const { search } = useLocation();

  const submit = async ({ currentPassword, newPassword }: PasswordFormValues) => {
    try {
      const { response } = await changePassword({ currentPassword, newPassword }).unwrap();
      if (response !== 'SUCCESS') return { message: passwordStatusMessage(response) };
    } catch (error) {
      return passwordRefusal(error, FALLBACK);
    }
    // A failure here is the errors middleware's business (it moves to the error page).
    const user = await fetchUser()
      .unwrap()
      .catch(() => undefined);
    if (!user) return undefined;
    await navigate(user.setupTwoFactor ? paths.setupTwoFactor.getHref(search) : paths.help.welcome.getHref(search), {
      replace: true,
    });
    return undefined;
  };

  return (
    <AccountPage title="Change password">
      <Typography sx={{ mb: 2 }}>Your password must be changed before you can continue.</Typography>
      <PasswordForm askCurrentPassword submitLabel="Change password" onSubmit={submit} />
    </AccountPage>
  );
}
