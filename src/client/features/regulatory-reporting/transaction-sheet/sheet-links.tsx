import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import type { TransactionSheet } from '@shared/contract/remit';
import { paths, type AppPath } from '@shared/app-paths';
import { returnToLabel, returnToState } from '../way-on/return-to';

/** Each sheet family's audit trail and the query parameter naming the record there (as the finders link it). */
const auditTrails: Record<string, { page: AppPath; idParameter: string }> = {
  REMIT_TABLE_1: { page: paths.err.remitAuditTrail, idParameter: 'historyId' },
  REMIT_TABLE_2: { page: paths.err.remitAuditTrail, idParameter: 'historyId' },
  ELECTRICITY_RIGHTS: { page: paths.err.remitAuditTrail, idParameter: 'historyId' },
  GAS_CAPACITY: { page: paths.err.remitAuditTrail, idParameter: 'historyId' },
  FUNDAMENTALS: { page: paths.err.remitAuditTrail, idParameter: 'historyId' },
  ECM: { page: paths.ecm.auditTrail, idParameter: 'confirmationId' },
  ESM_INVOICE: { page: paths.esm.invoiceAuditTrail, idParameter: 'invoiceId' },
  ESM_NETTING: { page: paths.esm.nettingAuditTrail, idParameter: 'nettingId' },
};

/**
 * The record's name on its trail, as the finders name it: the sheet's UTI where it shows one, else its
 * reference (an SMT sheet's confirmation, invoice or statement number). A sheet that shows neither (a
 * REMIT Table 2 contract) names none, and the trail takes the name the server gives it: never the
 * internal history id.
 */
function displayValueOf(sheet: TransactionSheet): string | undefined {
  for (const name of ['uti', 'externalId'])
    for (const group of sheet.valuesGroups)
      for (const value of group.values)
        if (value.name === name && value.valueType === 'SINGLE' && value.value !== '') return value.value;
  return undefined;
}

export interface SheetLinksProps {
  sheet: TransactionSheet;
  historyId: string;
  returnTo: string | undefined;
}

/** Where a sheet leads: the record's audit trail, and back to the finder (or queue) it was opened from. */
export function SheetLinks({ sheet, historyId, returnTo }: SheetLinksProps) {
  const trail = auditTrails[sheet.documentType];
  if (!trail && !returnTo) return null;
  const displayValue = displayValueOf(sheet);
  const search: Record<string, string> = { [trail?.idParameter ?? 'historyId']: historyId };
  if (displayValue !== undefined) search.displayValue = displayValue;
  return (
    <Stack component="nav" aria-label="Record links" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, mb: 2 }}>
      {trail && (
        <Link component={RouterLink} to={trail.page.getHref(search)} state={returnToState(returnTo)}>
          Audit trail
        </Link>
      )}
      {returnTo && (
        <Link component={RouterLink} to={returnTo}>
          {returnToLabel(returnTo)}
        </Link>
      )}
    </Stack>
  );
}
