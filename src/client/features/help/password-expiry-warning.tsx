import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@shared/app-paths';
import { returnLocationState } from '@client/session/return-location';

/** Warn from this many days left (access spec section 9). */
export const PASSWORD_EXPIRY_WARNING_DAYS = 10;

export interface PasswordExpiryWarningProps {
  daysLeft: number | null;
}

function expiryText(daysLeft: number): string {
  if (daysLeft < 0) return 'Your password has expired.';
  if (daysLeft === 0) return 'Your password expires today.';
  return `Your password expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}.`;
}

/** Days left with a (change) link: a voluntary change, which returns here when done or cancelled. */
export function PasswordExpiryWarning({ daysLeft }: PasswordExpiryWarningProps) {
  const location = useLocation();
  if (daysLeft === null || daysLeft > PASSWORD_EXPIRY_WARNING_DAYS) return null;
  return (
    <Alert severity="warning">
      {expiryText(daysLeft)}{' '}
      <Link component={RouterLink} to={paths.changePasswordImmediately.getHref()} state={returnLocationState(location)}>
        (change)
      </Link>
    </Alert>
  );
}
