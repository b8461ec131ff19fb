import Typography from '@mui/material/Typography';
import type { HttpErrorRecord } from '@client/errors/errors-slice';

/** Placeholder for a detail the failure did not carry (access spec section 9). */
const MISSING = '-';

export interface ErrorDetailsProps {
  error: HttpErrorRecord;
}

/** For a 500 the server's errorMessage is a reference code; for others it is the message (spec section 8). */
export function ErrorDetails({ error }: ErrorDetailsProps) {
  const isReference = error.status === 500;
  const rows: [string, string][] = [
    ['Time', error.time],
    ['URL', error.url ?? MISSING],
    ['HTTP status', String(error.status)],
    [isReference ? 'Reference code' : 'Message', error.errorMessage ?? MISSING],
  ];
  return (
    <dl>
      {rows.map(([label, value]) => (
        <Typography key={label} component="div" sx={{ display: 'flex', gap: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 'bold' }}>
            {label}:
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Typography>
      ))}
    </dl>
  );
}
