import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@shared/app-paths';

export function ForgotPasswordLink() {
  return (
    <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
      Forgot password?
    </Link>
  );
}
