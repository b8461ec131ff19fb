import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { baseApi } from '@client/api/base-api';
import { useChangePasswordMutation } from '@client/api/password-api';
import { useGetUserInformationQuery, userApi } from '@client/api/user-api';
import { paths } from '@shared/app-paths';
import { readReturnTo } from '@client/session/return-location';
import { useAppDispatch } from '@client/store/hooks';
import { PasswordForm } from './password-form';
import type { PasswordFormValues } from './password-form-schema';
import { AccountPage } from './account-page';
import { PasswordChanged } from './password-changed';

const FALLBACK = 'The password could not be changed. Please try again later.';

const toRequest = ({ currentPassword, newPassword }: PasswordFormValues) => ({ currentPassword, newPassword });

/**
 * change_password_immediately. When the server demands the change, the page says so and the redirect
 * chain continues afterwards with the refetched user information: the 2FA setup if it is pending,
 * else the welcome page (query kept). Opened voluntarily (the expiry warning's link), it has a Cancel,
 * confirms a change, and leads back to the page the user came from.
 */
export function ChangePasswordPage() {
  const [changePassword] = useChangePasswordMutation();
  const { data: user } = useGetUserInformationQuery();
  const [fetchUser] = userApi.endpoints.getUserInformation.useLazyQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const forced = user?.changePasswordImmediately ?? true;
  const returnHref = readReturnTo(state) ?? paths.help.welcome.getHref();
  const [changed, setChanged] = useState(false);

  const continueForced = async () => {
    // A failure here is the errors middleware's business (it moves to the error page).
    const refreshed = await fetchUser()
      .unwrap()
      .catch(() => undefined);
    if (!refreshed) return;
    await navigate(
      refreshed.setupTwoFactor ? paths.setupTwoFactor.getHref(search) : paths.help.welcome.getHref(search),
      { replace: true },
    );
  };

  const confirmVoluntary = () => {
    setChanged(true);
    // The expiry warning goes once the new password's lifetime is known.
    dispatch(baseApi.util.invalidateTags(['User']));
  };

  if (changed) {
    return (
      <AccountPage title="Change password" offerLogout>
        <PasswordChanged onContinue={() => void navigate(returnHref, { replace: true })} />
      </AccountPage>
    );
  }

  return (
    <AccountPage title="Change password" offerLogout>
      {forced && <Typography sx={{ mb: 2 }}>Your password must be changed before you can continue.</Typography>}
      <PasswordForm
        askCurrentPassword
        submitLabel="Change password"
        mutation={changePassword}
        toRequest={toRequest}
        onChanged={forced ? continueForced : confirmVoluntary}
        fallbackMessage={FALLBACK}
        actions={forced ? undefined : <Button onClick={() => void navigate(returnHref)}>Cancel</Button>}
      />
    </AccountPage>
  );
}
