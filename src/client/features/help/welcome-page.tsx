import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { useGetHelpTextQuery } from '@client/api/help-api';
import { useGetSystemInformationQuery } from '@client/api/system-api';
import { PageTitle } from '@client/components/page-title';
import { formatMoment } from '@client/preferences/moment-format';
import { HelpTextPanel } from './help-text-panel';
import { PasswordExpiryWarning } from './password-expiry-warning';
import { useReferenceLink } from './use-reference-link';
import { helpPageTitles } from '@shared/page-titles';

function formatLastLogin(timestamp: string | null): string {
  return timestamp === null ? 'the first time' : formatMoment(new Date(timestamp));
}

/** help/welcome (access spec section 2): the four parts, the announcements, and reference links. */
export function WelcomePage() {
  const { data: user } = useGetUserInformationQuery();
  const { data: system, isLoading: systemLoading } = useGetSystemInformationQuery();
  // Asked for now, beside the instance; shown below the parts once they stand.
  useGetHelpTextQuery('announcements');
  const referenceLink = useReferenceLink();
  // The parts and the announcements appear together once the instance is known (or could not be):
  // an instance line arriving after them pushed the announcements down, a layout shift on most loads.
  const partsKnown = user !== undefined && !systemLoading;
  return (
    <Stack spacing={2}>
      <PageTitle title={helpPageTitles.welcome} />
      {referenceLink.resolving && <LinearProgress aria-label="Opening the linked page" />}
      {referenceLink.errorText && <Alert severity="error">{referenceLink.errorText}</Alert>}
      {!partsKnown && <CircularProgress aria-label="Loading" />}
      {partsKnown && (
        <>
          <Typography variant="h6" component="p">
            Welcome, {user.firstName} {user.lastName}
          </Typography>
          <PasswordExpiryWarning daysLeft={user.passwordExpiration} />
          <Typography>Last login: {formatLastLogin(user.lastLoginTimestamp)}</Typography>
          {system && (
            <Typography color="text.secondary">
              Instance {system.instanceName}, version {system.version}, revision {system.revision}
            </Typography>
          )}
          <HelpTextPanel kind="announcements" />
        </>
      )}
    </Stack>
  );
}
