import { BeingBuiltPage } from '@client/components/being-built';

export { MailsReportPage } from './mails-report-page';
export { MailingDetailsPage } from './mailing-details-page';

export const AdminPage = () => <BeingBuiltPage title="Administration" />;
export const BillingHistoryPage = () => <BeingBuiltPage title="Billing history" />;
