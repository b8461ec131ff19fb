import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@client/paths';

/** Warn from this many days left (access spec section 9). */
export const PASSWORD_EXPIRY_WARNING_DAYS = 10;

export interface PasswordExpiryWarningProps {
  daysLeft: number | null;
}

export function PasswordExpiryWarning({ daysLeft }: PasswordExpiryWarningProps) {
  if (daysLeft === null || daysLeft > PASSWORD_EXPIRY_WARNING_DAYS) return null;
  return (
    <Alert severity="warning">
      Your password expires in {daysLeft} {daysLeft === 1 ? 'day' : 'days'}.{' '}
      <Link component={RouterLink} to={paths.changePasswordImmediately.getHref()}>
        (change)
      </Link>
    </Alert>
  );
}
