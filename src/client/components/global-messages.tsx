import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CONNECTION_LOST_MESSAGE } from '@client/api/read-api-error';
import { selectErrorMessages, type HttpErrorRecord } from '@client/errors/errors-slice';
import { useAppSelector } from '@client/store/hooks';

function messageOf({ status, errorMessage }: HttpErrorRecord): string {
  if (errorMessage) return errorMessage;
  if (status === 'FETCH_ERROR') return CONNECTION_LOST_MESSAGE;
  if (status === 403) return 'Request forbidden.';
  if (status === 503) return 'The service is unavailable. Please try again later.';
  return `The request failed (${status}).`;
}

/**
 * The message area: errors the middleware published (403, 503, …) until a successful response
 * clears them. In the main shell and on the second shell's working pages (account, admin); not on
 * the login page, which would need it in the first bundle, nor on the error page, which shows all.
 */
export function GlobalMessages() {
  const messages = useAppSelector(selectErrorMessages);
  if (messages.length === 0) return null;
  const distinct = [...new Set(messages.map(messageOf))];
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }} aria-label="Messages" role="region">
      {distinct.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
    </Box>
  );
}
