import Alert from '@mui/material/Alert';
import { GlobalMessages } from '@client/components/global-messages';
import { PageTitle } from '@client/components/page-title';
import { BackToApplicationLink } from './back-to-application-link';

/** admin/billing_history: in the route table, without a function yet; it says so and leads back. */
export function BillingHistoryPage() {
  return (
    <>
      <PageTitle title="Billing History" />
      <GlobalMessages />
      <BackToApplicationLink />
      <Alert severity="info">This page is being built and is not available yet.</Alert>
    </>
  );
}
