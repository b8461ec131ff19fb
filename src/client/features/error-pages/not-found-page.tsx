import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@shared/app-paths';

export function NotFoundPage() {
  return (
    <Paper sx={{ p: 4 }}>
      <PageTitle title="404" />
      <Typography gutterBottom>Your request could not be processed</Typography>
      <Link component={RouterLink} to={paths.help.welcome.getHref()}>
        Return
      </Link>
    </Paper>
  );
}
