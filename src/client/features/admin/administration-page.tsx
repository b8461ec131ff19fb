import Stack from '@mui/material/Stack';
import { PageTitle } from '@client/components/page-title';
import { HolidayCalendar } from './holiday-calendar';
import { UserList } from './user-list';

/** The admin area's own page: what an administrator keeps for everyone. */
export function AdministrationPage() {
  return (
    <>
      <PageTitle title="Administration" />
      <Stack spacing={3}>
        <UserList />
        <HolidayCalendar />
      </Stack>
    </>
  );
}
