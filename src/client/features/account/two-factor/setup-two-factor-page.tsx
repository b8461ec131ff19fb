import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useLocation } from 'react-router-dom';
import { useGetUserInformationQuery, userApi } from '@client/api/user-api';
import { useLogout } from '@client/session/use-logout';
import { useAppDispatch } from '@client/store/hooks';
import { ChooseAppStage } from './choose-app-stage';
import { EnterCodeStage } from './enter-code-stage';
import { ResultStage } from './result-stage';
import { ScanCodeStage } from './scan-code-stage';
import { useTwoFactorSetup } from './use-two-factor-setup';
import { AccountPage } from '../account-page';

const stepLabels = ['Choose app', 'Scan QR code', 'Enter code', 'Result'];

/** setup_2fa: choose the app, scan the QR code, verify a code, see the result. */
export function SetupTwoFactorPage() {
  const setup = useTwoFactorSetup();
  const { logout } = useLogout();
  const dispatch = useAppDispatch();
  const { data: user } = useGetUserInformationQuery();
  // The query the login kept (a reference link for the welcome page), for whatever follows the setup.
  const { search } = useLocation();
  const { stage, outcome } = setup;

  const finalLabel = outcome === 'success' ? 'Close' : outcome === 'cancelled' ? 'Go to Welcome Page' : 'Next';
  const proceed = async () => {
    if (outcome === 'success') await logout(search);
    // The server's cancel has ended the pending setup; once the cached user says so too, the setup_2fa
    // guard moves on to help/welcome (access spec section 4). A navigation of our own would reach the
    // welcome page's login guard first, which the stale flag sends back here to start a setup anew.
    // Upserted, not patched: a user information arriving is what starts the signed-in prefetches.
    if (outcome === 'cancelled' && user)
      await dispatch(userApi.util.upsertQueryData('getUserInformation', undefined, { ...user, setupTwoFactor: false }));
  };

  return (
    <AccountPage title="Two-factor authentication setup" offerLogout>
      <Stepper activeStep={stage} alternativeLabel sx={{ mb: 3 }}>
        {stepLabels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <form
        noValidate
        aria-label="Two-factor authentication setup"
        onSubmit={(event) => {
          event.preventDefault();
          void setup.next();
        }}
      >
        {stage === 0 && <ChooseAppStage app={setup.app} onChange={setup.setApp} />}
        {stage === 1 && <ScanCodeStage app={setup.app} details={setup.details} />}
        {stage === 2 && (
          <EnterCodeStage
            code={setup.code}
            onChange={setup.setCode}
            error={setup.codeError}
            refusals={setup.codeRefusals}
          />
        )}
        {stage === 3 && outcome && <ResultStage outcome={outcome} cancelMessage={setup.cancelMessage} />}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          {setup.cancelShown && (
            <Button variant="outlined" disabled={setup.cancelDisabled} onClick={() => void setup.cancel()}>
              Cancel
            </Button>
          )}
          {/* Stage 3 leaves the page: a plain button, as a navigation inside a form submission would be
              taken for a form action by React. */}
          <Button
            type={outcome ? 'button' : 'submit'}
            onClick={outcome ? () => void proceed() : undefined}
            variant="contained"
            disabled={setup.busy || (stage === 1 && !setup.details)}
          >
            {finalLabel}
          </Button>
        </Stack>
      </form>
    </AccountPage>
  );
}
