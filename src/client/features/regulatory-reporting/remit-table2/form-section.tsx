import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { rowListProps } from '@client/components/form/row-list-focus';

export interface FormSectionProps {
  title: string;
  children: ReactNode;
  /** Add/Remove buttons of a list section. */
  actions?: ReactNode;
}

/** One titled section of the modify form, its fields in a responsive grid. */
export function FormSection({ title, children, actions }: FormSectionProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }} {...rowListProps}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {/* minmax(0, 1fr): a long value (a delivery zone's name) shortens in its field instead of widening the column past a phone's width. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
