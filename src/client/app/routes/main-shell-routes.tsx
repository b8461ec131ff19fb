import type { RouteObject } from 'react-router-dom';
import { paths } from '@client/paths';
import {
  loadAdmin,
  loadEcm,
  loadHelp,
  loadHelpContacts,
  loadEsm,
  loadEtm,
  loadMasterdata,
  loadPreferences,
  loadProblemSolving,
  loadSettings,
} from './area-loaders';
import { errRoutes } from './err-routes';
import { lazyPage } from './lazy-page';

/** Every page of the main shell; the shell's own login guard covers them all, lazy areas included. */
export const mainShellRoutes: RouteObject[] = [
  { path: paths.help.welcome.path, lazy: lazyPage(loadHelp, 'WelcomePage') },
  { path: paths.help.support.path, lazy: lazyPage(loadHelp, 'SupportPage') },
  { path: paths.help.releaseNotes.path, lazy: lazyPage(loadHelp, 'ReleaseNotesPage') },
  { path: paths.help.contacts.path, lazy: lazyPage(loadHelpContacts, 'default') },
  { path: paths.preferences.path, lazy: lazyPage(loadPreferences, 'PreferencesPage') },
  { path: paths.settings.datatableCustomize.path, lazy: lazyPage(loadSettings, 'ColumnSettingsPage') },
  { path: paths.admin.root.path, lazy: lazyPage(loadAdmin, 'AdminPage') },
  { path: paths.etm.root.path, lazy: lazyPage(loadEtm, 'EtmPage') },
  { path: paths.etm.filesIn.path, lazy: lazyPage(loadEtm, 'EtmFilesInFinderPage') },
  { path: paths.etm.filesInAuditTrail.path, lazy: lazyPage(loadEtm, 'EtmFilesInAuditTrailPage') },
  { path: paths.problemSolving.path, lazy: lazyPage(loadProblemSolving, 'ProblemSolvingPage') },
  { path: paths.masterdata.path, lazy: lazyPage(loadMasterdata, 'MasterdataPage') },
  { path: paths.ecm.root.path, lazy: lazyPage(loadEcm, 'EcmPage') },
  { path: paths.ecm.dealFinder.path, lazy: lazyPage(loadEcm, 'DealFinderPage') },
  { path: paths.ecm.auditTrail.path, lazy: lazyPage(loadEcm, 'EcmAuditTrailPage') },
  { path: paths.ecm.confirmationDocument.path, lazy: lazyPage(loadEcm, 'ConfirmationDocumentPage') },
  { path: paths.esm.root.path, lazy: lazyPage(loadEsm, 'EsmPage') },
  { path: paths.esm.invoiceFinder.path, lazy: lazyPage(loadEsm, 'InvoiceFinderPage') },
  { path: paths.esm.nettingFinder.path, lazy: lazyPage(loadEsm, 'NettingFinderPage') },
  { path: paths.esm.invoiceAuditTrail.path, lazy: lazyPage(loadEsm, 'InvoiceAuditTrailPage') },
  { path: paths.esm.nettingAuditTrail.path, lazy: lazyPage(loadEsm, 'NettingAuditTrailPage') },
  { path: paths.esm.invoiceDocument.path, lazy: lazyPage(loadEsm, 'InvoiceDocumentPage') },
  { path: paths.esm.nettingDocument.path, lazy: lazyPage(loadEsm, 'NettingDocumentPage') },
  ...errRoutes,
];
