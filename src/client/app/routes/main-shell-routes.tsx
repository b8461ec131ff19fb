import type { RouteObject } from 'react-router-dom';
import { BeingBuiltPage } from '@client/components/being-built';
import { paths } from '@shared/app-paths';
import {
  loadAdmin,
  loadMainLayout,
  loadAuditTrails,
  loadFinders,
  loadHelp,
  loadHelpContacts,
  loadMasterData,
  loadPreferences,
  loadProblemSolving,
  loadColumnSettings,
} from './area-loaders';
import { errRoutes } from './err-routes';
import { lazyPage } from './lazy-page';

/** An area's page that has no function yet: it says so (a few lines, no chunk of its own). */
const beingBuilt = (path: string, title: string): RouteObject => ({ path, element: <BeingBuiltPage title={title} /> });

/** Every page of the main shell; the shell's own login guard covers them all, lazy areas included. */
export const mainShellRoutes: RouteObject[] = [
  { path: paths.help.welcome.path, lazy: lazyPage(loadHelp, 'WelcomePage') },
  { path: paths.help.support.path, lazy: lazyPage(loadHelp, 'SupportPage') },
  { path: paths.help.releaseNotes.path, lazy: lazyPage(loadHelp, 'ReleaseNotesPage') },
  { path: paths.help.contacts.path, lazy: lazyPage(loadHelpContacts, 'default') },
  { path: paths.preferences.path, lazy: lazyPage(loadPreferences, 'PreferencesPage') },
  { path: paths.settings.datatableCustomize.path, lazy: lazyPage(loadColumnSettings, 'ColumnSettingsPage') },
  { path: paths.admin.root.path, lazy: lazyPage(loadAdmin, 'AdminPage') },
  beingBuilt(paths.etm.root.path, 'eTM'),
  beingBuilt(paths.ecm.root.path, 'eCM'),
  beingBuilt(paths.esm.root.path, 'eSM'),
  {
    lazy: lazyPage(loadMainLayout, 'RequireOrganisation'),
    children: [
      { path: paths.etm.filesIn.path, lazy: lazyPage(loadFinders, 'EtmFilesInFinderPage') },
      { path: paths.etm.filesInAuditTrail.path, lazy: lazyPage(loadAuditTrails, 'EtmFilesInAuditTrailPage') },
      { path: paths.problemSolving.path, lazy: lazyPage(loadProblemSolving, 'ProblemSolvingPage') },
      { path: paths.masterdata.path, lazy: lazyPage(loadMasterData, 'MasterDataPage') },
      { path: paths.ecm.dealFinder.path, lazy: lazyPage(loadFinders, 'DealFinderPage') },
      { path: paths.ecm.auditTrail.path, lazy: lazyPage(loadAuditTrails, 'EcmAuditTrailPage') },
      { path: paths.ecm.confirmationDocument.path, lazy: lazyPage(loadAuditTrails, 'ConfirmationDocumentPage') },
      { path: paths.esm.invoiceFinder.path, lazy: lazyPage(loadFinders, 'InvoiceFinderPage') },
      { path: paths.esm.nettingFinder.path, lazy: lazyPage(loadFinders, 'NettingFinderPage') },
      { path: paths.esm.invoiceAuditTrail.path, lazy: lazyPage(loadAuditTrails, 'InvoiceAuditTrailPage') },
      { path: paths.esm.nettingAuditTrail.path, lazy: lazyPage(loadAuditTrails, 'NettingAuditTrailPage') },
      { path: paths.esm.invoiceDocument.path, lazy: lazyPage(loadAuditTrails, 'InvoiceDocumentPage') },
      { path: paths.esm.nettingDocument.path, lazy: lazyPage(loadAuditTrails, 'NettingDocumentPage') },
    ],
  },
  ...errRoutes,
];
