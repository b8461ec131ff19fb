import Stack from '@mui/material/Stack';
import { PageTitle } from '@client/components/page-title';
import { HelpTextPanel } from './help-text-panel';

/** help/release_notes (access spec section 2). */
export function ReleaseNotesPage() {
  return (
    <Stack spacing={2}>
      <PageTitle title="Release Notes" />
      <HelpTextPanel kind="releaseNotes" />
    </Stack>
  );
}
