import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { GlobalMessages } from '@client/components/global-messages';
import { PageTitle } from '@client/components/page-title';
import { LogoutButton } from './logout-button';

export interface AccountPageProps {
  title: string;
  /** Pages a signed-in user may be held on (forced change, 2FA setup) offer Logout. */
  offerLogout?: boolean;
  children: ReactNode;
}

/** The frame of every account page: title, the message area, the content. */
export function AccountPage({ title, offerLogout = false, children }: AccountPageProps) {
  return (
    <Paper sx={{ p: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <PageTitle title={title} />
        {offerLogout && <LogoutButton />}
      </Stack>
      <GlobalMessages />
      {children}
    </Paper>
  );
}
