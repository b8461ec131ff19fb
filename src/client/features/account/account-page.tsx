import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { GlobalMessages } from '@client/components/global-messages';
import { PageTitle } from '@client/components/page-title';

export interface AccountPageProps {
  title: string;
  children: ReactNode;
}

/** The frame of every account page: title, the message area, the content. */
export function AccountPage({ title, children }: AccountPageProps) {
  return (
    <Paper sx={{ p: 4 }}>
      <PageTitle title={title} />
      <GlobalMessages />
      {children}
    </Paper>
  );
}
