import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HttpErrorRecord } from '@client/errors/errors-slice';
import { errorInformationRows } from './error-information';

export interface ErrorDetailsProps {
  error: HttpErrorRecord;
}

/** One error's details as a description list. */
export function ErrorDetails({ error }: ErrorDetailsProps) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {errorInformationRows(error).map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 'bold' }}>
            {label}:
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }} aria-label={label}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
