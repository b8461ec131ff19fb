import type { FinderRow } from '@shared/contract/finders';
import { Finder } from './finder';
import { auditTrailLink, documentLink, RowLinks, smtSheetLink } from './row-links';
import { paths } from '@shared/app-paths';

const renderInvoiceLinks = (row: FinderRow) => (
  <RowLinks links={[auditTrailLink(row), smtSheetLink(row), documentLink(row, paths.esm.invoiceDocument)]} />
);
const renderNettingLinks = (row: FinderRow) => (
  <RowLinks links={[auditTrailLink(row), smtSheetLink(row), documentLink(row, paths.esm.nettingDocument)]} />
);

/** esm/invoicefinder: invoices (ESM_INVOICE) with their audit trails, SMT sheets and documents. */
export const InvoiceFinderPage = () => <Finder finder="invoices" renderLinks={renderInvoiceLinks} />;
/** esm/nettingfinder: netting statements (ESM_NETTING) with their audit trails, SMT sheets and documents. */
export const NettingFinderPage = () => <Finder finder="nettings" renderLinks={renderNettingLinks} />;
