import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { PageTitle } from '@client/components/page-title';
import { CredentialsForm, type Credentials } from './credentials-form';
import { useAttemptLogin } from './use-attempt-login';
import { VerificationCodeForm } from './verification-code-form';

const emptyCredentials: Credentials = { username: '', password: '' };

export function LoginPage() {
  const attemptLogin = useAttemptLogin();
  const [credentials, setCredentials] = useState<Credentials>(emptyCredentials);
  const [tokenRequired, setTokenRequired] = useState(false);

  return (
    <Paper sx={{ p: 4 }}>
      <PageTitle title="Login" />
      {tokenRequired ? (
        <VerificationCodeForm
          credentials={credentials}
          attemptLogin={attemptLogin}
          onBack={() => setTokenRequired(false)}
        />
      ) : (
        <CredentialsForm
          defaultValues={credentials}
          attemptLogin={attemptLogin}
          onTokenRequired={(entered) => {
            setCredentials(entered);
            setTokenRequired(true);
          }}
        />
      )}
    </Paper>
  );
}
