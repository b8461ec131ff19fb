import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { MailDetails } from '@shared/contract';
import { readRecordId } from '@shared/contract/bounds';
import { useGetMailDetailsQuery } from '@client/api/mail-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { GlobalMessages } from '@client/components/global-messages';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@shared/app-paths';
import { formatMailTime } from './format-mail-time';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useMomentFormat } from '@client/preferences/moment-format-context';

function detailRows(mail: MailDetails): [string, string][] {
  return [
    ['Time', formatMailTime(mail.createdAt)],
    ['Recipient', mail.recipient],
    ['Subject', mail.subject],
    ['Status', mail.status],
    ['Attempts', String(mail.attempts)],
    ['Sent', formatMailTime(mail.sentAt)],
    ['Last error', mail.lastError ?? '-'],
  ];
}

/** admin/mailing_details?id=N: one outbox mail; the server has masked its one-time secrets. */
export function MailingDetailsPage() {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const [searchParams] = useSearchParams();
  const id = readRecordId(searchParams.get('id'));
  const { data: mail } = useGetMailDetailsQuery(id ?? skipToken, READ_AFRESH_WHEN_SHOWN);

  return (
    <>
      <PageTitle title="Mailing details" />
      <GlobalMessages />
      <Link component={RouterLink} to={paths.admin.mailsReport.getHref()}>
        Back to the mails report
      </Link>
      {id === undefined && <Typography sx={{ mt: 2 }}>No mail is selected.</Typography>}
      {id !== undefined && !mail && <FullPageLoader />}
      {mail && (
        <Paper sx={{ p: 3, mt: 2 }}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {detailRows(mail).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 'bold' }}>
                  {label}:
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} aria-label={label}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography
            component="pre"
            aria-label="Mail body"
            sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace' }}
          >
            {mail.body}
          </Typography>
        </Paper>
      )}
    </>
  );
}
