import { BeingBuiltPage } from '@client/components/being-built';

export const AdminPage = () => <BeingBuiltPage title="Administration" />;
export const BillingHistoryPage = () => <BeingBuiltPage title="Billing history" />;
export const MailingDetailsPage = () => <BeingBuiltPage title="Mailing details" />;
export const MailsReportPage = () => <BeingBuiltPage title="Mails report" />;
