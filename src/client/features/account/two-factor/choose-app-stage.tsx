import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { AuthenticatorApp } from '@shared/contract';
import { authenticatorAppNames } from './authenticator-apps';

export interface ChooseAppStageProps {
  app: AuthenticatorApp;
  onChange: (app: AuthenticatorApp) => void;
}

const apps = Object.keys(authenticatorAppNames) as AuthenticatorApp[];

/** Stage 0: which authenticator app the user will use. */
export function ChooseAppStage({ app, onChange }: ChooseAppStageProps) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Two-factor authentication protects your account: besides your password, you sign in with a code that an
        authenticator app on your phone shows and renews every 30 seconds.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Choose the app you use. If you have none yet, install Microsoft Authenticator or Google Authenticator from your
        phone&apos;s app store first.
      </Typography>
      <FormControl>
        <FormLabel id="authenticator-app-label">Authenticator app</FormLabel>
        <RadioGroup
          aria-labelledby="authenticator-app-label"
          value={app}
          onChange={(event) => onChange(event.target.value as AuthenticatorApp)}
        >
          {apps.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={authenticatorAppNames[value]} />
          ))}
        </RadioGroup>
      </FormControl>
    </>
  );
}
