import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@client/paths';

export function NotFoundPage() {
  return (
    <>
      <PageTitle title="404" />
      <Typography gutterBottom>Your request could not be processed</Typography>
      <Link component={RouterLink} to={paths.help.welcome.getHref()}>
        Return
      </Link>
    </>
  );
}
