import type { FinderRow } from '@shared/contract/finders';
import { Finder } from './finder';
import { auditTrailLink, RowLinks } from './row-links';

const renderFileLinks = (row: FinderRow) => <RowLinks links={[auditTrailLink(row)]} />;

/** etm/filesin: the files received, each with its etm/filesin_audittrail. */
export const EtmFilesInFinderPage = () => <Finder finder="etmFilesIn" renderLinks={renderFileLinks} />;
