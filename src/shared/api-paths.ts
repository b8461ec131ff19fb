/**
 * Every API path, written once: the server registers its routes with these, the client's RTK Query
 * endpoints call them, and the msw handlers of the component tests answer them. Paths the specs give
 * are kept as given; `:name` marks a path parameter (fastify's syntax), filled in by `fillPath`.
 */
export const apiPaths = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  userInformation: '/api/user/information',
  selectableOrganisations: '/api/user/organisations',
  // The user's own display and grid preferences, and their sessions.
  preferences: '/api/user/preferences',
  // The selected organisation's master data: codes, traders, delivery points, market places.
  masterData: '/api/masterdata',
  masterDataCode: '/api/masterdata/:id',
  masterDataAction: '/api/masterdata/:id/:action',
  userSessions: '/api/user/sessions',
  userSessionsEndOthers: '/api/user/sessions/end-others',
  navigation: '/api/navigation',
  systemInformation: '/api/system/information',
  docs: '/api/docs',

  // Operations: probes for a load balancer or orchestrator (no session).
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',

  // Passwords (access spec section 7).
  passwordResetMail: '/api/user/password/reset/:username',
  passwordResetAllowed: '/api/user/password/reset/allowed/:hash',
  passwordReset: '/api/user/password/reset',
  passwordChange: '/api/user/password/change',

  // Two-factor setup.
  twoFactorSetup: '/api/user/2fa/setup',
  twoFactorVerify: '/api/user/2fa/verify',
  twoFactorCancel: '/api/user/2fa/cancel',

  // Mail outbox (admin).
  mailsReport: '/api/admin/mails',
  mailDetails: '/api/admin/mails/:id',
  // The holiday calendar the problem-solving deadlines skip (admin).
  holidays: '/api/admin/holidays',
  holiday: '/api/admin/holidays/:day',
  // The users, for administrators.
  adminUsers: '/api/admin/users',
  adminUser: '/api/admin/users/:id',
  adminUserCommand: '/api/admin/users/:id/:command',
  adminOrganisations: '/api/admin/organisations',
  // Billable traffic per organisation and month (admin).
  billingHistory: '/api/admin/billing-history',

  // Client error reports and the unsupported-browser log.
  clientErrorReport: '/api/error/ui',
  unsupportedBrowserLog: '/api/error/browser',

  // Help texts (access spec section 7): GET /api/help/{kind}, POST /api/help/{kind}/save.
  helpText: '/api/help/:kind',
  helpTextSave: '/api/help/:kind/save',
  referenceLink: '/api/help/reference',

  // Contact directory (access spec section 7).
  organisationGroups: '/api/help/contacts/organisationGroups',
  organisationContacts: '/api/help/contacts/organisationContacts',
  userContacts: '/api/help/contacts/userContacts',

  // Personal column settings (market-reporting spec section 7); `:key` is the documentType's settings key.
  columnSettings: '/api/customisation/columnsettings/:key',
  columnSettingsDefault: '/api/customisation/columnsettings/:key/default',
  columnSettingsPersist: '/api/customisation/columnsettings/:key/persist',
  columnSettingsUsers: '/api/customisation/columnsettings/:key/users',

  // Audit trails (market-reporting spec section 7); `:urlPart` is one of `auditTrailUrlParts`.
  auditTrail: '/api/audittrail/:urlPart/trail',
  /** The trail call of a urlPart ending in fileUpload (those have no `/trail`). */
  auditTrailFileUpload: '/api/audittrail/:urlPart',
  auditTrailTxt: '/api/audittrail/:urlPart/txt',
  auditTrailXml: '/api/audittrail/:urlPart/xml',
  auditTrailPdf: '/api/audittrail/:urlPart/pdf',
  // The document-frame pages' HTML (the spec leaves the path open); `:frameKind` per documentFramePageKinds.
  documentFrame: '/api/documents/:frameKind/:id',

  // MiFID position files (the spec leaves the paths open): load (GET), add a record (POST .../records),
  // edit (PUT) and delete (DELETE) one record, confirm, discard; the dialog's form lists.
  mifidPositionFile: '/api/err/mifid/files/:fileId',
  mifidPositionRecords: '/api/err/mifid/files/:fileId/records',
  mifidPositionRecord: '/api/err/mifid/files/:fileId/records/:recordId',
  mifidConfirmFile: '/api/err/mifid/files/:fileId/confirm',
  mifidDiscardFile: '/api/err/mifid/files/:fileId/discard',
  mifidFormLists: '/api/err/mifid/formLists',

  // REMIT transaction sheets and trade actions (market-reporting spec section 7). Table 2's modify
  // submit is not given there; it follows Table 1's.
  remitTransactionSheet: '/api/err/remit/transactions/sheet',
  remitTable1LoadPresetsCancellation: '/api/err/remit/lite/remitTable1/loadPresetsCancellation',
  remitTable1LoadPresetsDeletion: '/api/err/remit/lite/remitTable1/loadPresetsDeletion',
  remitTable1Cancellation: '/api/err/remit/lite/remitTable1/cancellation',
  remitTable1Deletion: '/api/err/remit/lite/remitTable1/deletion',
  remitTable1LoadPresetsModify: '/api/err/remit/lite/remitTable1/loadPresetsModify',
  remitTable1LoadValueSetsModify: '/api/err/remit/lite/remitTable1/loadValueSetsModify',
  remitTable1Modify: '/api/err/remit/lite/remitTable1/modify',
  remitTable2LoadPresetsCancellation: '/api/err/remit/lite/remitTable2/loadPresetsCancellation',
  remitTable2LoadPresetsDeletion: '/api/err/remit/lite/remitTable2/loadPresetsDeletion',
  remitTable2Cancellation: '/api/err/remit/lite/remitTable2/cancellation',
  remitTable2Deletion: '/api/err/remit/lite/remitTable2/deletion',
  remitTable2LoadPresetsModify: '/api/err/remit/lite/remitTable2/loadPresetsModify',
  remitTable2Modify: '/api/err/remit/lite/remitTable2/modify',

  // Problem solving: the queue of open problems, marking them handled, reopening from the trail.
  problemSolvingProblems: '/api/problemsolving/problems',
  problemSolvingCsv: '/api/problemsolving/problems/csv',
  problemSolvingCounts: '/api/problemsolving/counts',
  problemSolvingDaily: '/api/problemsolving/daily',
  problemSolvingHandled: '/api/problemsolving/handled',
  problemSolvingReopen: '/api/problemsolving/problems/:problemId/reopen',
  problemSolvingRecordHandled: '/api/problemsolving/records/:recordId/handled',

  // Work-area finders; `:finderKind` is one of `finderKinds` (contract/finder-constants.ts).
  finder: '/api/finders/:finderKind',
  finderCsv: '/api/finders/:finderKind/csv',
} as const;

/** `fillPath(apiPaths.helpText, { kind: 'support' })` → '/api/help/support'; values are URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Angular-style XSRF names: the server sets the cookie, the client echoes it in the header. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/**
 * The user name (URI-encoded) the page was loaded for, sent with every request but the user information's:
 * a page opened by one user and sent from after another signed in, in the same browser (another tab),
 * is answered as signed out, never in the other's name.
 */
export const SIGNED_IN_AS_HEADER_NAME = 'X-Signed-In-As';
