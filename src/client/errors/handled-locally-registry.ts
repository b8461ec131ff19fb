import { adminUsersHandledLocally } from '@client/api/admin-users-handled-locally';
import { auditTrailHandledLocally } from '@client/api/audit-trail-handled-locally';
import { authHandledLocally } from '@client/api/auth-api';
import { columnSettingsHandledLocally } from '@client/api/column-settings-handled-locally';
import { contactsHandledLocally } from '@client/api/contacts-handled-locally';
import { errorReportHandledLocally } from '@client/api/error-report-api';
import { findersHandledLocally } from '@client/api/finders-handled-locally';
import type { FailureStatus, HandledLocallyTest } from '@client/api/handled-locally';
import { helpHandledLocally } from '@client/api/help-handled-locally';
import { masterDataHandledLocally } from '@client/api/master-data-handled-locally';
import { mifidHandledLocally } from '@client/api/mifid-handled-locally';
import { preferencesHandledLocally } from '@client/api/preferences-handled-locally';
import { passwordHandledLocally } from '@client/api/password-api';
import { problemSolvingHandledLocally } from '@client/api/problem-solving-handled-locally';
import { referenceLinkHandledLocally } from '@client/api/reference-link-api';
import { remitTable1HandledLocally, remitTable2HandledLocally } from '@client/api/remit-handled-locally';
import { transactionSheetHandledLocally } from '@client/api/transaction-sheet-handled-locally';
import { twoFactorHandledLocally } from '@client/api/two-factor-api';
import { userHandledLocally } from '@client/api/user-api';

/**
 * Every API family's declaration of the failures its pages handle themselves. Endpoint names are
 * unique across the one API, so the declarations merge into one lookup. A test checks that every
 * family exporting a declaration is listed here.
 */
export const handledLocallyDeclarations: readonly Partial<Record<string, HandledLocallyTest>>[] = [
  adminUsersHandledLocally,
  auditTrailHandledLocally,
  authHandledLocally,
  columnSettingsHandledLocally,
  contactsHandledLocally,
  errorReportHandledLocally,
  findersHandledLocally,
  helpHandledLocally,
  masterDataHandledLocally,
  mifidHandledLocally,
  passwordHandledLocally,
  preferencesHandledLocally,
  problemSolvingHandledLocally,
  referenceLinkHandledLocally,
  remitTable1HandledLocally,
  remitTable2HandledLocally,
  transactionSheetHandledLocally,
  twoFactorHandledLocally,
  userHandledLocally,
];

const byEndpoint = new Map<string, HandledLocallyTest>(
  handledLocallyDeclarations.flatMap((declaration) =>
    Object.entries(declaration).filter((entry): entry is [string, HandledLocallyTest] => entry[1] !== undefined),
  ),
);

/** Whether the page that called `endpoint` shows this failure itself, so the global table stays out. */
export function isHandledLocally(endpoint: string, status: FailureStatus): boolean {
  return byEndpoint.get(endpoint)?.(status) ?? false;
}
