import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@shared/app-paths';
import { passwordExpiryText } from '@shared/password-expiry';
import { returnLocationState } from '@client/session/return-location';

export interface PasswordExpiryWarningProps {
  daysLeft: number | null;
}

/** Days left with a (change) link: a voluntary change, which returns here when done or cancelled. */
export function PasswordExpiryWarning({ daysLeft }: PasswordExpiryWarningProps) {
  const location = useLocation();
  const text = passwordExpiryText(daysLeft);
  if (text === null) return null;
  return (
    <Alert severity="warning">
      {text}{' '}
      <Link component={RouterLink} to={paths.changePasswordImmediately.getHref()} state={returnLocationState(location)}>
        (change)
      </Link>
    </Alert>
  );
}
