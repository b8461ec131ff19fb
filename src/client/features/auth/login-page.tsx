import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { LOGIN_PAGE_TITLE } from '@shared/login-page-title';
import { FullPageLoader } from '@client/components/full-page-loader';
import { loadedModule, useLoadedModule } from '@client/components/loaded-module';
import { PageTitle } from '@client/components/page-title';
import { CredentialsForm, type Credentials } from './credentials-form';
import { LoginNotice } from './login-notice';
import { useAttemptLogin } from './use-attempt-login';

// Only users with a second factor see the code form, and only after the server asks for it: it is
// not worth its kilobytes (and react-hook-form's) in the login page's 170 KB budget, which every visitor pays.
// Loaded without suspending: React reveals a Suspense boundary's content no sooner than 300 ms after its
// fallback, so the form came that late even when its chunk was there at once.
const verificationCodeForm = loadedModule(() =>
  import(/* webpackChunkName: "login-second-factor" */ './verification-code-form').then(
    (module) => module.VerificationCodeForm,
  ),
);

const emptyCredentials: Credentials = { username: '', password: '' };

interface SecondFactor {
  tokenEmailAllowed: boolean;
}

export function LoginPage() {
  const attemptLogin = useAttemptLogin();
  const [credentials, setCredentials] = useState<Credentials>(emptyCredentials);
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);
  const VerificationCodeForm = useLoadedModule(verificationCodeForm, secondFactor !== null);

  return (
    <Paper sx={{ p: 4 }}>
      <PageTitle title={LOGIN_PAGE_TITLE} />
      <LoginNotice />
      {secondFactor ? (
        VerificationCodeForm ? (
          // The loaded module's own component, the same on every render.
          // eslint-disable-next-line react-hooks/static-components
          <VerificationCodeForm
            credentials={credentials}
            tokenEmailAllowed={secondFactor.tokenEmailAllowed}
            attemptLogin={attemptLogin}
            onBack={() => setSecondFactor(null)}
          />
        ) : (
          <FullPageLoader />
        )
      ) : (
        <CredentialsForm
          defaultValues={credentials}
          attemptLogin={attemptLogin}
          onTokenRequired={(entered, tokenEmailAllowed) => {
            setCredentials(entered);
            setSecondFactor({ tokenEmailAllowed });
          }}
        />
      )}
    </Paper>
  );
}
