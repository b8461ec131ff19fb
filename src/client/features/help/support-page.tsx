import Stack from '@mui/material/Stack';
import { PageTitle } from '@client/components/page-title';
import { HelpTextPanel } from './help-text-panel';
import { helpPageTitles } from '@shared/page-titles';

/** help/support (access spec section 2). */
export function SupportPage() {
  return (
    <Stack spacing={2}>
      <PageTitle title={helpPageTitles.support} />
      <HelpTextPanel kind="support" />
    </Stack>
  );
}
