import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { useGetSystemInformationQuery } from '@client/api/system-api';
import { PageTitle } from '@client/components/page-title';
import { PasswordExpiryWarning } from './password-expiry-warning';

function formatLastLogin(timestamp: string | null): string {
  return timestamp === null ? 'the first time' : new Date(timestamp).toLocaleString();
}

/** help/welcome (access spec section 2). Announcements join it with the help texts issue. */
export function WelcomePage() {
  const { data: user } = useGetUserInformationQuery();
  const { data: system } = useGetSystemInformationQuery();
  return (
    <Stack spacing={2}>
      <PageTitle title="Welcome" />
      {user && (
        <>
          <Typography variant="h6" component="p">
            Welcome, {user.firstName} {user.lastName}
          </Typography>
          <PasswordExpiryWarning daysLeft={user.passwordExpiration} />
          <Typography>Last login: {formatLastLogin(user.lastLoginTimestamp)}</Typography>
        </>
      )}
      {system && (
        <Typography color="text.secondary">
          Instance {system.instanceName}, version {system.version}, revision {system.revision}
        </Typography>
      )}
    </Stack>
  );
}
