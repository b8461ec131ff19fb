import Paper from '@mui/material/Paper';
import { useGetPreferencesQuery } from '@client/api/preferences-api';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { GlobalMessages } from '@client/components/global-messages';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { PageTitle } from '@client/components/page-title';
import { AccountSecurity } from './account-security';
import { DisplayPreferences } from './display-preferences';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';

/** preferences: how the app shows moments and grids and where it starts, and the account's security. */
export function PreferencesPage() {
  const { data: preferences, error, isFetching } = useGetPreferencesQuery(undefined, READ_AFRESH_WHEN_SHOWN);
  const { data: user } = useGetUserInformationQuery();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Preferences" />
      <GlobalMessages />
      <LoadFailureAlert error={error} loading={isFetching} fallback="Your preferences could not be loaded." />
      {preferences && <DisplayPreferences preferences={preferences} />}
      <AccountSecurity twoFactor={user?.twoFactor ?? false} />
    </Paper>
  );
}
