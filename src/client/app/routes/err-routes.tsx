import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@client/paths';
import { loadRegulatoryReporting } from './area-loaders';
import { lazyPage } from './lazy-page';

type ErrPageName = keyof Awaited<ReturnType<typeof loadRegulatoryReporting>>;
const errPage = (path: string, pageName: ErrPageName): RouteObject => ({ path, lazy: lazyPage(loadRegulatoryReporting, pageName) });

/** A REMIT trade screen with its sub-routes cancel, error (delete), modify and an empty default. */
function tradeRoutes(base: string, table: 'RemitTable1' | 'RemitTable2'): RouteObject {
  return {
    path: base,
    children: [
      { index: true, lazy: lazyPage(loadRegulatoryReporting, `${table}TradePage`) },
      errPage(`${base}/cancel`, `${table}CancelTradePage`),
      errPage(`${base}/error`, `${table}DeleteTradePage`),
      errPage(`${base}/modify`, `${table}ModifyTradePage`),
    ],
  };
}

export const errRoutes: RouteObject[] = [
  errPage(paths.err.root.path, 'ErrPage'),
  errPage(paths.err.cpmlAuditTrail.path, 'CpmlAuditTrailPage'),
  errPage(paths.err.remitAuditTrail.path, 'RemitAuditTrailPage'),
  errPage(paths.err.remitFilesInAuditTrail.path, 'RemitFilesInAuditTrailPage'),
  errPage(paths.err.remitFilesOutAuditTrail.path, 'RemitFilesOutAuditTrailPage'),
  errPage(paths.err.rrmAuditTrail.path, 'RrmAuditTrailPage'),
  errPage(paths.err.mifidAuditTrail.path, 'MifidAuditTrailPage'),
  errPage(paths.err.mifidDetails.path, 'MifidDetailsPage'),
  errPage(paths.err.smtTransactionSheet.path, 'SmtTransactionSheetPage'),
  errPage(paths.err.remitTransactionSheet.path, 'RemitTransactionSheetPage'),
  tradeRoutes(paths.err.remitTable1Trade.path, 'RemitTable1'),
  tradeRoutes(paths.err.remitTable2Trade.path, 'RemitTable2'),
  errPage(paths.err.settingsTradeEntry.path, 'TradeEntrySettingsPage'),
  errPage(paths.err.remitReportActivity.path, 'RemitReportActivityPage'),
  errPage(paths.err.remitFilesIn.path, 'RemitFilesInFinderPage'),
  errPage(paths.err.remitFilesOut.path, 'RemitFilesOutFinderPage'),
  errPage(paths.err.mifidFiles.path, 'MifidFilesFinderPage'),
  { path: paths.err.settings.path, element: <Navigate to={paths.err.settingsTradeEntry.getHref()} replace /> },
  { path: paths.err.remitReport.path, element: <Navigate to={paths.err.remitReportActivity.getHref()} replace /> },
];
