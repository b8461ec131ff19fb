import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@shared/app-paths';
import { BeingBuiltPage } from '@client/components/being-built';
import { loadAuditTrails, loadFinders, loadMainLayout, loadRegulatoryReporting } from './area-loaders';
import { lazyAreaPage, lazyPage } from './lazy-page';

type ErrPageName = keyof Awaited<ReturnType<typeof loadRegulatoryReporting>>;
const errPage = (path: string, pageName: ErrPageName): RouteObject => ({
  path,
  lazy: lazyAreaPage(loadRegulatoryReporting, pageName),
});
type TrailPageName = keyof Awaited<ReturnType<typeof loadAuditTrails>>;
const trailPage = (path: string, pageName: TrailPageName): RouteObject => ({
  path,
  lazy: lazyPage(loadAuditTrails, pageName),
});
type FinderPageName = keyof Awaited<ReturnType<typeof loadFinders>>;
const finderPage = (path: string, pageName: FinderPageName): RouteObject => ({
  path,
  lazy: lazyPage(loadFinders, pageName),
});

/** A REMIT trade screen with its sub-routes cancel, error (delete), modify and an empty default. */
function tradeRoutes(base: string, table: 'RemitTable1' | 'RemitTable2'): RouteObject {
  return {
    path: base,
    children: [
      { index: true, lazy: lazyAreaPage(loadRegulatoryReporting, `${table}TradePage`) },
      errPage(`${base}/cancel`, `${table}CancelTradePage`),
      errPage(`${base}/error`, `${table}DeleteTradePage`),
      errPage(`${base}/modify`, `${table}ModifyTradePage`),
    ],
  };
}

export const errRoutes: RouteObject[] = [
  { path: paths.err.root.path, element: <BeingBuiltPage title="eRR" /> },
  { path: paths.err.settingsTradeEntry.path, element: <BeingBuiltPage title="Trade entry settings" /> },
  { path: paths.err.settings.path, element: <Navigate to={paths.err.settingsTradeEntry.getHref()} replace /> },
  { path: paths.err.remitReport.path, element: <Navigate to={paths.err.remitReportActivity.getHref()} replace /> },
  {
    lazy: lazyPage(loadMainLayout, 'RequireOrganisation'),
    children: [
      trailPage(paths.err.cpmlAuditTrail.path, 'CpmlAuditTrailPage'),
      trailPage(paths.err.remitAuditTrail.path, 'RemitAuditTrailPage'),
      trailPage(paths.err.remitFilesInAuditTrail.path, 'RemitFilesInAuditTrailPage'),
      trailPage(paths.err.remitFilesOutAuditTrail.path, 'RemitFilesOutAuditTrailPage'),
      trailPage(paths.err.rrmAuditTrail.path, 'RrmAuditTrailPage'),
      trailPage(paths.err.mifidAuditTrail.path, 'MifidAuditTrailPage'),
      errPage(paths.err.mifidDetails.path, 'MifidDetailsPage'),
      errPage(paths.err.smtTransactionSheet.path, 'SmtTransactionSheetPage'),
      errPage(paths.err.remitTransactionSheet.path, 'RemitTransactionSheetPage'),
      tradeRoutes(paths.err.remitTable1Trade.path, 'RemitTable1'),
      tradeRoutes(paths.err.remitTable2Trade.path, 'RemitTable2'),
      finderPage(paths.err.remitReportActivity.path, 'RemitReportActivityPage'),
      finderPage(paths.err.remitFilesIn.path, 'RemitFilesInFinderPage'),
      finderPage(paths.err.remitFilesOut.path, 'RemitFilesOutFinderPage'),
      finderPage(paths.err.mifidFiles.path, 'MifidFilesFinderPage'),
    ],
  },
];
