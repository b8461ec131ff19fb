import type { FinderRow } from '@shared/contract/finders';
import { auditTrailLink, Finder, RowLinks } from '@client/components/finder';

const renderFileLinks = (row: FinderRow) => <RowLinks links={[auditTrailLink(row)]} />;

/** etm/filesin: the files received, each with its etm/filesin_audittrail. */
export const EtmFilesInFinderPage = () => <Finder finder="etmFilesIn" renderLinks={renderFileLinks} />;
