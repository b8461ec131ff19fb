import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { userAdministrationActionLabels, type UserHistoryEvent } from '@shared/contract/admin-user-changes';
import { formatMailTime } from '../format-mail-time';
import { useMomentFormat } from '@client/preferences/moment-format-context';

/** Every change administrators made to the user, newest first, with who made it and when. */
export function UserHistory({ events }: { events: readonly UserHistoryEvent[] }) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  return (
    <section aria-labelledby="user-history-heading">
      <Typography id="user-history-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 3 }}>
        History
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2">No administrator has changed this user yet.</Typography>
      ) : (
        <List dense aria-labelledby="user-history-heading">
          {events.map((event, index) => (
            <ListItem key={`${event.occurredAt}-${index}`} disableGutters>
              <ListItemText
                primary={`${userAdministrationActionLabels[event.action]} by ${event.adminName}, ${formatMailTime(event.occurredAt)}`}
                secondary={event.detail}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
