import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { OrganisationChoices } from '@shared/contract/admin-user-changes';
import { useGetUserDetailsQuery } from '@client/api/admin-users-api';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { UserAccountActions } from './user-account-actions';
import { UserEditForm } from './user-edit-form';
import { useGuardedDialogClose } from '@client/components/discard-changes-dialog';
import { UserHistory } from './user-history';

export interface UserDialogProps {
  userId: number;
  organisations: OrganisationChoices['values'];
  /** Closed; with the name of the user whose changes were saved, if they were. */
  onClose: (saved?: string) => void;
}

/** One user: the form that changes them, what can be done about their sign-in, and their history. */
export function UserDialog({ userId, organisations, onClose }: UserDialogProps) {
  const titleId = useId();
  // Read afresh each time the dialog opens, and the form starts only from that answer: one cached from an
  // earlier opening showed the values and history before another admin's change, until Save met a 409.
  const [openedAt] = useState(Date.now);
  const { currentData, fulfilledTimeStamp, error, isFetching } = useGetUserDetailsQuery(userId, READ_AFRESH_WHEN_SHOWN);
  const details = fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt ? currentData : undefined;
  const { data: me } = useGetUserInformationQuery();
  // The name the form shows (the values it was opened or reloaded with), not a later refetch's.
  const [shownName, setShownName] = useState<string>();
  const name = shownName ?? (details ? `${details.firstName} ${details.lastName}` : undefined);
  const [dirty, setDirty] = useState(false);
  const guardedClose = useGuardedDialogClose(dirty, () => onClose());
  return (
    <Dialog
      open
      onClose={guardedClose.onClose}
      aria-labelledby={titleId}
      scroll="body"
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{name ? `User ${name}` : 'User'}</DialogTitle>
      {details ? (
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            User name: <strong>{details.username}</strong>
          </Typography>
          <UserEditForm
            details={details}
            organisations={organisations}
            onSaved={(savedName) => onClose(savedName)}
            onCancel={() => onClose()}
            onDirtyChange={setDirty}
            onShownNameChange={setShownName}
          />
          <UserAccountActions details={details} isSelf={me?.userName === details.username} />
          <UserHistory events={details.history} />
        </DialogContent>
      ) : (
        <>
          <DialogContent>
            {error ? (
              <Alert severity="error">{describeLoadFailure(error, 'The user could not be loaded.')}</Alert>
            ) : (
              isFetching && <CircularProgress aria-label="Loading the user" />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose()}>Close</Button>
          </DialogActions>
        </>
      )}
      {guardedClose.question}
    </Dialog>
  );
}
