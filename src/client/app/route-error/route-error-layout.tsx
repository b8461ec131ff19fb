import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The router's error pages replace the whole app, shell included: a plain centred card. */
export function RouteErrorLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 6 }}>
      <Paper sx={{ p: 4 }}>{children}</Paper>
    </Box>
  );
}
