import Alert from '@mui/material/Alert';
import { selectNotice } from '@client/errors/errors-slice';
import { useAppSelector } from '@client/store/hooks';

/** A message brought along to the login page: session timeout, reset mail sent, password reset. */
export function LoginNotice() {
  const notice = useAppSelector(selectNotice);
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} sx={{ mb: 2 }}>
      {notice.text}
    </Alert>
  );
}
