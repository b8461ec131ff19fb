/**
 * Every route of the SPA, written once (bulletproof-react `config/paths.ts`): the router, menu links,
 * guards and redirects read them here, and the server, which names a deep link's scripts in the page
 * it answers, so no URL string is spelled anywhere else.
 */
export type SearchParams = Record<string, string> | URLSearchParams | string;

export interface AppPath {
  /** Absolute route pattern for the router. */
  path: string;
  /** The URL to link to, with an optional query string. */
  getHref: (search?: SearchParams) => string;
}

function toSearch(search: SearchParams | undefined): string {
  if (search === undefined) return '';
  const query = typeof search === 'string' ? search.replace(/^\?/, '') : new URLSearchParams(search).toString();
  return query === '' ? '' : `?${query}`;
}

/** A path as the router matches it: '/help/contacts/' is '/help/contacts'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function appPath(path: string): AppPath {
  return { path, getHref: (search) => `${path}${toSearch(search)}` };
}

export const paths = {
  root: appPath('/'),
  login: appPath('/login'),
  error: appPath('/error'),
  notFound: appPath('/not_found'),
  connectionFailure: appPath('/connection_failure'),
  setupTwoFactor: appPath('/setup_2fa'),
  changePasswordImmediately: appPath('/change_password_immediately'),
  forgotPassword: appPath('/forgot_password'),
  resetPassword: appPath('/reset_password'),
  help: {
    welcome: appPath('/help/welcome'),
    support: appPath('/help/support'),
    releaseNotes: appPath('/help/release_notes'),
    contacts: appPath('/help/contacts'),
  },
  preferences: appPath('/preferences'),
  settings: {
    datatableCustomize: appPath('/settings/datatable/customize'),
  },
  admin: {
    root: appPath('/admin'),
    billingHistory: appPath('/admin/billing_history'),
    mailingDetails: appPath('/admin/mailing_details'),
    mailsReport: appPath('/admin/mails_report'),
  },
  etm: {
    root: appPath('/etm'),
    filesIn: appPath('/etm/filesin'),
    filesInAuditTrail: appPath('/etm/filesin_audittrail'),
  },
  problemSolving: appPath('/problemsolving'),
  masterdata: appPath('/masterdata'),
  ecm: {
    root: appPath('/ecm'),
    dealFinder: appPath('/ecm/dealfinder'),
    auditTrail: appPath('/ecm/audittrail'),
    confirmationDocument: appPath('/ecm/dealfinder/confirmation_doc'),
  },
  esm: {
    root: appPath('/esm'),
    invoiceFinder: appPath('/esm/invoicefinder'),
    nettingFinder: appPath('/esm/nettingfinder'),
    invoiceAuditTrail: appPath('/esm/audittrail/invoice'),
    nettingAuditTrail: appPath('/esm/audittrail/netting'),
    invoiceDocument: appPath('/esm/invoicefinder/esm_document'),
    nettingDocument: appPath('/esm/nettingfinder/esm_document'),
  },
  err: {
    root: appPath('/err'),
    cpmlAuditTrail: appPath('/err/cpml_audittrail'),
    remitAuditTrail: appPath('/err/remit_audittrail'),
    remitFilesInAuditTrail: appPath('/err/remit_filesin_audittrail'),
    remitFilesOutAuditTrail: appPath('/err/remit_filesout_audittrail'),
    rrmAuditTrail: appPath('/err/rrm_audittrail'),
    mifidAuditTrail: appPath('/err/mifid_audittrail'),
    remitFilesIn: appPath('/err/remit_filesin'),
    remitFilesOut: appPath('/err/remit_filesout'),
    mifidFiles: appPath('/err/mifid'),
    mifidDetails: appPath('/err/mifid/details'),
    smtTransactionSheet: appPath('/err/smt_transaction_sheet'),
    remitTransactionSheet: appPath('/err/remit_transaction_sheet'),
    remitTable1Trade: appPath('/err/remit_table1_trade'),
    remitTable1Cancel: appPath('/err/remit_table1_trade/cancel'),
    remitTable1Error: appPath('/err/remit_table1_trade/error'),
    remitTable1Modify: appPath('/err/remit_table1_trade/modify'),
    remitTable2Trade: appPath('/err/remit_table2_trade'),
    remitTable2Cancel: appPath('/err/remit_table2_trade/cancel'),
    remitTable2Error: appPath('/err/remit_table2_trade/error'),
    remitTable2Modify: appPath('/err/remit_table2_trade/modify'),
    settings: appPath('/err/settings'),
    settingsTradeEntry: appPath('/err/settings/trade_entry'),
    remitReport: appPath('/err/remit_report'),
    remitReportActivity: appPath('/err/remit_report/activity'),
  },
} as const;
