import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { useGetHelpTextQuery } from '@client/api/help-api';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useGetSystemInformationQuery } from '@client/api/system-api';
import { pageFramePart } from '@client/components/page-frame';
import { PageTitle } from '@client/components/page-title';
import { formatMoment } from '@client/preferences/moment-format';
import { HelpTextPanel } from './help-text-panel';
import { PasswordExpiryWarning } from './password-expiry-warning';
import { useReferenceLink } from './use-reference-link';
import { helpPageTitles } from '@shared/page-titles';
import { instanceLine, lastLoginLine, welcomeGreeting } from '@shared/welcome-text';
import { useState } from 'react';
import { useMomentFormat } from '@client/preferences/moment-format-context';

/** help/welcome (access spec section 2): the four parts, the announcements, and reference links. */
export function WelcomePage() {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const { data: user } = useGetUserInformationQuery();
  const { data: system, isLoading: systemLoading } = useGetSystemInformationQuery();
  // Asked for now, beside the instance; shown below the parts once they stand.
  const announcements = useGetHelpTextQuery('announcements', READ_AFRESH_WHEN_SHOWN);
  const referenceLink = useReferenceLink();
  // The parts and the announcements appear together once the instance is known (or could not be):
  // an instance line arriving after them pushed the announcements down, a layout shift on most loads.
  const partsKnown = user !== undefined && !systemLoading;
  // What the server painted of them with the HTML stays until the page has its own (read before the
  // title renders, which ends the frame): the announcements do not vanish behind a loader and come back.
  const [framed] = useState(() => pageFramePart('welcome'));
  const showFramed = framed !== undefined && (!partsKnown || announcements.isLoading);
  return (
    <Stack spacing={2}>
      <PageTitle title={helpPageTitles.welcome} />
      {referenceLink.resolving && <LinearProgress aria-label="Opening the linked page" />}
      {referenceLink.errorText && <Alert severity="error">{referenceLink.errorText}</Alert>}
      {showFramed && (
        <Box role="progressbar" aria-label="Loading">
          {/* The server's own markup, the announcements sanitised there as the help API's are. */}
          {/* Inert: its links (in the announcements) are a picture until the page's own are there. */}
          <div aria-hidden="true" inert dangerouslySetInnerHTML={{ __html: framed }} />
        </Box>
      )}
      {!showFramed && !partsKnown && <CircularProgress aria-label="Loading" />}
      {!showFramed && partsKnown && (
        <>
          <Typography variant="h6" component="p">
            {welcomeGreeting(user)}
          </Typography>
          <PasswordExpiryWarning daysLeft={user.passwordExpiration} />
          <Typography>
            {lastLoginLine(user.lastLoginTimestamp === null ? null : new Date(user.lastLoginTimestamp), formatMoment)}
          </Typography>
          {system && <Typography color="text.secondary">{instanceLine(system)}</Typography>}
          <HelpTextPanel kind="announcements" readAfreshByPage />
        </>
      )}
    </Stack>
  );
}
