import { adminOnly } from './admin-only';
import { AdministrationPage } from './administration-page';
import { BillingHistoryPage as BillingHistory } from './billing-history-page';
import { MailingDetailsPage as MailingDetails } from './mailing-details-page';
import { MailsReportPage as MailsReport } from './mails-report-page';

// Every page of the admin area, as the routes load it: administrators only.
export const AdminPage = adminOnly(AdministrationPage);
export const MailsReportPage = adminOnly(MailsReport);
export const MailingDetailsPage = adminOnly(MailingDetails);
export const BillingHistoryPage = adminOnly(BillingHistory);
