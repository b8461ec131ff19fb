import Stack from '@mui/material/Stack';
import { PageTitle } from '@client/components/page-title';
import { HelpTextPanel } from './help-text-panel';

/** help/support (access spec section 2). */
export function SupportPage() {
  return (
    <Stack spacing={2}>
      <PageTitle title="Support" />
      <HelpTextPanel kind="support" />
    </Stack>
  );
}
