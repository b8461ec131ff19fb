import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageTitle } from '@client/components/page-title';
import { HolidayCalendar } from './holiday-calendar';

/** The admin area's own page: what an administrator keeps for everyone. */
export function AdministrationPage() {
  return (
    <>
      <PageTitle title="Administration" />
      <Stack spacing={3}>
        <HolidayCalendar />
        <Alert severity="info">User administration is being built and is not available yet.</Alert>
      </Stack>
    </>
  );
}
