import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@shared/app-paths';
import { useEndOtherSessionsMutation, useGetUserSessionsQuery } from '@client/api/preferences-api';
import { describeChangeFailure, LoadFailureAlert } from '@client/components/load-failure-alert';
import { formatMoment } from '@client/preferences/moment-format';
import { returnLocationState } from '@client/session/return-location';
import { describeDevice } from './describe-device';
import { useOneAtATime } from '@client/components/form/use-one-at-a-time';
import { useFocusIfLost } from '@client/components/form/use-focus-if-lost';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useMomentFormat } from '@client/preferences/moment-format-context';
import { OutcomeAlert } from '@client/components/outcome-alert';

/** Password, second factor and the user's sessions, with signing out everywhere else. */
export function AccountSecurity({ twoFactor }: { twoFactor: boolean }) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const headingId = useId();
  const location = useLocation();
  const { data, error, isFetching } = useGetUserSessionsQuery(undefined, READ_AFRESH_WHEN_SHOWN);
  const [endOthers, { isLoading }] = useEndOtherSessionsMutation();
  const oneAtATime = useOneAtATime();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const sessions = data?.values ?? [];
  const others = sessions.filter((session) => !session.current).length;
  // With no other session left the button is disabled under the focus, once the list is read again
  // (after the outcome is drawn): the outcome then takes the focus, not the page's top.
  const outcomeRef = useRef<HTMLDivElement>(null);
  // Anew when the count of other sessions changes too: that is when the button is disabled.
  const outcomeShown = useMemo(() => (outcome ? { outcome, others } : null), [outcome, others]);
  useFocusIfLost(outcomeRef, outcomeShown);

  const signOutElsewhere = () => oneAtATime(endTheOthers);
  const endTheOthers = async () => {
    try {
      const { ended } = await endOthers().unwrap();
      setOutcome({ severity: 'success', text: `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.` });
    } catch (failure) {
      setOutcome({ severity: 'error', text: describeChangeFailure(failure, 'The other sessions could not be ended.') });
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mt: 4, mb: 2 }}>
        Security
      </Typography>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Password
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Link
          component={RouterLink}
          to={paths.changePasswordImmediately.getHref()}
          state={returnLocationState(location)}
        >
          Change your password
        </Link>
        . Every other session of yours ends when you do.
      </Typography>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Second factor
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {twoFactor
          ? 'An authenticator app gives your verification codes at sign-in. To use a new phone or app, ask an administrator to reset your second factor: you then set up the new one at your next sign-in.'
          : 'None is set up: you sign in with your password alone. To add one, ask an administrator; you then set it up at your next sign-in.'}
      </Typography>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Where you are signed in
      </Typography>
      <LoadFailureAlert error={error} loading={isFetching} fallback="Your sessions could not be loaded." />
      <Table size="small" aria-label="Your sessions" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Browser</TableCell>
            <TableCell>Address</TableCell>
            <TableCell>Last seen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.handle}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {describeDevice(session.device)}
                {session.current ? ' (this session)' : ''}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                <AddressText address={session.address} />
              </TableCell>
              <TableCell>{formatMoment(new Date(session.lastSeenAt))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {outcome && (
        <OutcomeAlert ref={outcomeRef} severity={outcome.severity} sx={{ mb: 2 }}>
          {outcome.text}
        </OutcomeAlert>
      )}
      <Button variant="outlined" disabled={isLoading || others === 0} onClick={() => void signOutElsewhere()}>
        Sign out everywhere else
      </Button>
    </section>
  );
}

/**
 * An IP address whole on its line: breaking it anywhere, as the browser column may be, wrapped
 * '127.0.0.1' on a phone as '127.0.0.' and '1'. An IPv6 address, too long for a phone's column, may
 * break after a colon.
 */
function AddressText({ address }: { address: string | null }) {
  if (address === null) return '-';
  return address.split(':').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ':'}
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
