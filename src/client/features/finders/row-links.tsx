import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { auditTrailOfDocumentType, type AuditTrailPage } from '@shared/contract/audit-trail-constants';
import type { FinderRow } from '@shared/contract/finders';
import { useCellTabIndex } from '@client/components/data-grid/cell-tab-index';
import { paths, type AppPath } from '@shared/app-paths';

/** One link a finder row offers: what it says, where it goes, and what a screen reader hears. */
export interface FinderRowLink {
  label: string;
  href: string;
  /** The label with the record's name: every row has an 'Audit trail', so the name tells them apart. */
  accessibleName: string;
}

/** The route of each audit-trail page the server may name (every one, so a new page fails to compile). */
const auditTrailPaths: Record<AuditTrailPage, AppPath> = {
  'err/cpml_audittrail': paths.err.cpmlAuditTrail,
  'err/remit_audittrail': paths.err.remitAuditTrail,
  'err/remit_filesin_audittrail': paths.err.remitFilesInAuditTrail,
  'err/remit_filesout_audittrail': paths.err.remitFilesOutAuditTrail,
  'etm/filesin_audittrail': paths.etm.filesInAuditTrail,
  'ecm/audittrail': paths.ecm.auditTrail,
  'esm/audittrail/invoice': paths.esm.invoiceAuditTrail,
  'esm/audittrail/netting': paths.esm.nettingAuditTrail,
  'err/rrm_audittrail': paths.err.rrmAuditTrail,
  'err/mifid_audittrail': paths.err.mifidAuditTrail,
};

/** How a row is named to the user: by its external identifier (its trail's `displayValue`), else its id. */
export function rowName(row: FinderRow): string {
  return row.externalId !== '' ? row.externalId : String(row.id);
}

export function rowLink(row: FinderRow, label: string, href: string): FinderRowLink {
  return { label, href, accessibleName: `${label}: ${rowName(row)}` };
}

/**
 * The row's audit trail: the trail of its record family, naming the record by the id parameter that
 * trail reads and its name as `displayValue` (market spec section 2).
 */
export function auditTrailLink(row: FinderRow): FinderRowLink | undefined {
  const trail = auditTrailOfDocumentType(row.documentType);
  if (!trail) return undefined;
  const search = { [trail.idParameter]: String(row.id), displayValue: row.externalId };
  return rowLink(row, 'Audit trail', auditTrailPaths[trail.page].getHref(search));
}

/**
 * The record's SMT transaction sheet (err/smt_transaction_sheet), where the server says it has one:
 * confirmations, invoices and netting statements.
 */
export function smtSheetLink(row: FinderRow): FinderRowLink | undefined {
  if (!row.links.includes('transactionSheet')) return undefined;
  const search = { regime: 'SMT', documentType: row.documentType, historyId: String(row.id) };
  return rowLink(row, 'SMT sheet', paths.err.smtTransactionSheet.getHref(search));
}

/** The record's document in its frame page (`?id=`), where the server says there is one. */
export function documentLink(row: FinderRow, documentPage: AppPath): FinderRowLink | undefined {
  return row.links.includes('document')
    ? rowLink(row, 'Document', documentPage.getHref({ id: String(row.id) }))
    : undefined;
}

export interface RowLinksProps {
  links: readonly (FinderRowLink | undefined | false)[];
}

/**
 * A row's links, side by side, wrapping in a narrow column. Each carries the finder's own URL (its
 * filters, sort and page) as `returnTo` in the navigation state, so the page it opens leads back.
 */
export function RowLinks({ links }: RowLinksProps) {
  const { pathname, search } = useLocation();
  const state = { returnTo: `${pathname}${search}` };
  const tabIndex = useCellTabIndex();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      {links
        .filter((link): link is FinderRowLink => !!link)
        .map((link) => (
          <Link
            key={link.label}
            component={RouterLink}
            to={link.href}
            state={state}
            aria-label={link.accessibleName}
            tabIndex={tabIndex}
          >
            {link.label}
          </Link>
        ))}
    </Stack>
  );
}
