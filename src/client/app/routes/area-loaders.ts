// One loader per lazily loaded area; the chunk names keep `dist/` readable and the budgets checkable.
export const loadHelp = () => import(/* webpackChunkName: "area-help" */ '@client/features/help');
/**
 * The contact directory brings the DataGrid (about 170 KB gzipped), which the welcome page every login
 * lands on does not need: a chunk of its own, loaded by its route rather than by a Suspense boundary
 * in the help area, so the router waits for it before switching pages instead of flashing a loader.
 */
export const loadHelpContacts = () =>
  import(/* webpackChunkName: "help-contacts" */ '@client/features/help/contacts/contacts-page');
/** Every work area's finders share one chunk (the Finder and its grid), as do the audit trails. */
export const loadFinders = () => import(/* webpackChunkName: "finders" */ '@client/features/finders/pages');
/** The problem-solving queue shares the finders' filters and row links, not their pages. */
export const loadProblemSolving = () =>
  import(/* webpackChunkName: "problem-solving" */ '@client/features/finders/problem-solving');
export const loadAuditTrails = () =>
  import(/* webpackChunkName: "audit-trails" */ '@client/features/audit-trail/pages');
export const loadRegulatoryReporting = async () =>
  (await import(/* webpackChunkName: "area-regulatory-reporting" */ '@client/features/regulatory-reporting'))
    .regulatoryReportingPages;
/**
 * The column settings, opened from every finder, bring the pick list and dnd-kit but no form: a chunk of
 * their own, so they do not wait for the preferences' and master data's forms (react-hook-form, zod).
 */
export const loadColumnSettings = () => import(/* webpackChunkName: "column-settings" */ '@client/features/settings');
export const loadAdmin = () => import(/* webpackChunkName: "area-admin" */ '@client/features/admin');
export const loadPreferences = () => import(/* webpackChunkName: "area-settings" */ '@client/features/preferences');
export const loadMasterData = () => import(/* webpackChunkName: "area-settings" */ '@client/features/master-data');
/** The signed-in pages' preferences gate travels with the shell chunk, prefetched beside the login form. */
export const loadPreferencesGate = () => import(/* webpackChunkName: "shell" */ '@client/preferences/with-preferences');
export const loadLandingRedirect = () => import(/* webpackChunkName: "shell" */ '@client/preferences/landing-redirect');
export const loadAccount = () => import(/* webpackChunkName: "area-account" */ '@client/features/account');
export const loadErrorPages = () => import(/* webpackChunkName: "error-pages" */ '@client/features/error-pages');
/** The error page's route (an app module: it joins the page to the errors slice), in the same chunk. */
export const loadErrorRoute = () => import(/* webpackChunkName: "error-pages" */ './error-route');

/** The authenticated shell (top bar, organisation selector, menu) is not needed to show the login page. */
export const loadMainLayout = () => import(/* webpackChunkName: "shell" */ '../shell/main-layout');
