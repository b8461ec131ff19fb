import Stack from '@mui/material/Stack';
import { PageTitle } from '@client/components/page-title';
import { HelpTextPanel } from './help-text-panel';
import { helpPageTitles } from '@shared/page-titles';

/** help/release_notes (access spec section 2). */
export function ReleaseNotesPage() {
  return (
    <Stack spacing={2}>
      <PageTitle title={helpPageTitles.releaseNotes} />
      <HelpTextPanel kind="releaseNotes" />
    </Stack>
  );
}
