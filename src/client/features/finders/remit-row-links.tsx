import type { FinderRow } from '@shared/contract/finders';
import { auditTrailLink, rowLink, RowLinks, type FinderRowLink } from './row-links';
import { paths } from '@shared/app-paths';

/** The transaction sheet of a REMIT record, where the server says it has one. */
function transactionSheetLink(row: FinderRow): FinderRowLink | undefined {
  if (!row.links.includes('transactionSheet')) return undefined;
  const recordType = recordTypeOf(row.documentType);
  return rowLink(
    row,
    'Transaction sheet',
    paths.err.remitTransactionSheet.getHref({
      regime: 'REMIT',
      ...(recordType ? { recordType } : {}),
      documentType: row.documentType,
      historyId: String(row.id),
    }),
  );
}

/** The REMIT tables' record types as the trade screens read them. */
function recordTypeOf(documentType: string): string | undefined {
  if (documentType === 'REMIT_TABLE_1') return 'TABLE_1';
  if (documentType === 'REMIT_TABLE_2') return 'TABLE_2';
  return undefined;
}

/**
 * Cancel, Delete and Modify of a REMIT Table 1 or 2 trade, each only where the server says the trade's
 * history allows it (market spec section 6: a cancelled trade only takes an error record).
 */
export function tradeActionLinks(row: FinderRow): (FinderRowLink | undefined)[] {
  const historyId = String(row.id);
  const screens =
    row.documentType === 'REMIT_TABLE_1'
      ? {
          cancel: paths.err.remitTable1Cancel.getHref({ recordType: 'TABLE_1', historyId }),
          delete: paths.err.remitTable1Error.getHref({ recordType: 'TABLE_1', historyId }),
          modify: paths.err.remitTable1Modify.getHref({ historyId }),
        }
      : row.documentType === 'REMIT_TABLE_2'
        ? {
            cancel: paths.err.remitTable2Cancel.getHref({ historyId }),
            delete: paths.err.remitTable2Error.getHref({ historyId }),
            modify: paths.err.remitTable2Modify.getHref({ historyId }),
          }
        : undefined;
  if (!screens) return [];
  return [
    row.links.includes('cancel') ? rowLink(row, 'Cancel', screens.cancel) : undefined,
    row.links.includes('delete') ? rowLink(row, 'Delete', screens.delete) : undefined,
    row.links.includes('modify') ? rowLink(row, 'Modify', screens.modify) : undefined,
  ];
}

export const renderRemitActivityLinks = (row: FinderRow) => (
  <RowLinks links={[transactionSheetLink(row), auditTrailLink(row), ...tradeActionLinks(row)]} />
);

export const renderFileLinks = (row: FinderRow) => <RowLinks links={[auditTrailLink(row)]} />;

/** A MiFID position file's positions page (err/mifid/details?fileId=), where the server says it has one. */
export const positionsLink = (row: FinderRow, label = 'Positions'): FinderRowLink | undefined =>
  row.links.includes('positionsPage')
    ? rowLink(row, label, paths.err.mifidDetails.getHref({ fileId: String(row.id) }))
    : undefined;

/** A MiFID position file: its positions page and its audit trail. */
export const renderMifidFileLinks = (row: FinderRow) => <RowLinks links={[positionsLink(row), auditTrailLink(row)]} />;
