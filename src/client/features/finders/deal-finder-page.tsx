import type { FinderRow } from '@shared/contract/finders';
import { Finder } from './finder';
import { auditTrailLink, documentLink, RowLinks, smtSheetLink } from './row-links';
import { paths } from '@shared/app-paths';

const renderDealLinks = (row: FinderRow) => (
  <RowLinks links={[auditTrailLink(row), smtSheetLink(row), documentLink(row, paths.ecm.confirmationDocument)]} />
);

/** ecm/dealfinder: the organisation's confirmations, each with its audit trail, SMT sheet and document. */
export const DealFinderPage = () => <Finder finder="deals" renderLinks={renderDealLinks} />;
