import Paper from '@mui/material/Paper';
import { lazy, Suspense, useState } from 'react';
import { FullPageLoader } from '@client/components/full-page-loader';
import { PageTitle } from '@client/components/page-title';
import { CredentialsForm, type Credentials } from './credentials-form';
import { LoginNotice } from './login-notice';
import { useAttemptLogin } from './use-attempt-login';

// Only users with a second factor see the code form, and only after the server asks for it: it is
// not worth its kilobytes (and react-hook-form's) in the login page's 170 KB budget, which every visitor pays.
const VerificationCodeForm = lazy(async () => ({
  default: (await import(/* webpackChunkName: "login-second-factor" */ './verification-code-form'))
    .VerificationCodeForm,
}));

const emptyCredentials: Credentials = { username: '', password: '' };

interface SecondFactor {
  tokenEmailAllowed: boolean;
}

export function LoginPage() {
  const attemptLogin = useAttemptLogin();
  const [credentials, setCredentials] = useState<Credentials>(emptyCredentials);
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);

  return (
    <Paper sx={{ p: 4 }}>
      <PageTitle title="Login" />
      <LoginNotice />
      {secondFactor ? (
        <Suspense fallback={<FullPageLoader />}>
          <VerificationCodeForm
            credentials={credentials}
            tokenEmailAllowed={secondFactor.tokenEmailAllowed}
            attemptLogin={attemptLogin}
            onBack={() => setSecondFactor(null)}
          />
        </Suspense>
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
