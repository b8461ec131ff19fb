import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths, fillPath } from '@shared/api-paths';
import type { HelpTextKind } from '@shared/contract/help';
import { paths, withoutTrailingSlash, type AppPath } from '@shared/app-paths';
import type { SessionUser } from '../access/session-user';

const { help, settings, admin, etm, ecm, esm, err, problemSolving } = paths;

/**
 * The lazy chunks (`webpackChunkName` in the client's app/routes) each signed-in page needs, by the path
 * it is opened at. The client's route table decides what it loads; deep-link-scripts.spec.ts opens these
 * pages in Chromium and fails when one loads a script its page did not name. A page missing here still
 * works, it only discovers its scripts one after another as before.
 */
const finderPages = [
  ecm.dealFinder,
  esm.invoiceFinder,
  esm.nettingFinder,
  etm.filesIn,
  err.remitReportActivity,
  err.remitFilesIn,
  err.remitFilesOut,
  err.mifidFiles,
];
const trailPages = [
  ecm.auditTrail,
  ecm.confirmationDocument,
  esm.invoiceAuditTrail,
  esm.nettingAuditTrail,
  esm.invoiceDocument,
  esm.nettingDocument,
  etm.filesInAuditTrail,
  err.cpmlAuditTrail,
  err.remitAuditTrail,
  err.remitFilesInAuditTrail,
  err.remitFilesOutAuditTrail,
  err.rrmAuditTrail,
  err.mifidAuditTrail,
];
const reportingPages = [
  err.mifidDetails,
  err.smtTransactionSheet,
  err.remitTransactionSheet,
  err.remitTable1Trade,
  err.remitTable1Cancel,
  err.remitTable1Error,
  err.remitTable1Modify,
  err.remitTable2Trade,
  err.remitTable2Cancel,
  err.remitTable2Error,
  err.remitTable2Modify,
];

const pageChunks: ReadonlyArray<readonly [readonly AppPath[], readonly string[]]> = [
  [
    [help.welcome, help.support, help.releaseNotes],
    ['shell', 'area-help'],
  ],
  [[help.contacts], ['shell', 'help-contacts']],
  [[settings.datatableCustomize], ['shell', 'column-settings', 'column-pick-list']],
  [[admin.root], ['shell', 'area-admin']],
  // The second shell's pages: no main layout.
  [[admin.billingHistory, admin.mailingDetails, admin.mailsReport], ['area-admin']],
  [finderPages, ['shell', 'finders']],
  [[problemSolving], ['shell', 'problem-solving']],
  [trailPages, ['shell', 'audit-trails']],
  [reportingPages, ['shell', 'area-regulatory-reporting']],
];

const chunksByPath = new Map(
  pageChunks.flatMap(([pages, chunks]) => pages.map((page) => [page.path, chunks] as const)),
);

/** The chunk groups a page opened at this path needs; none for a path the table does not name. */
export function chunksOfPage(pathname: string): readonly string[] {
  return chunksByPath.get(withoutTrailingSlash(pathname)) ?? [];
}

/** dist/chunk-groups.json as the build writes it: chunk group name to its scripts, entry scripts left out. */
export type ChunkGroups = Record<string, readonly string[]>;

/** Read per request like index.html, so a rebuild is picked up; a build without the file names nothing. */
export async function readChunkGroups(distDir: string): Promise<ChunkGroups> {
  try {
    return JSON.parse(await readFile(path.join(distDir, 'chunk-groups.json'), 'utf8')) as ChunkGroups;
  } catch {
    return {};
  }
}

const helpText = (kind: HelpTextKind) => fillPath(apiPaths.helpText, { kind });

/** What one page alone asks for as it mounts, before anything else is known: its help text. */
const answersByPath = new Map<string, readonly string[]>([
  [help.welcome.path, [helpText('announcements')]],
  [help.support.path, [helpText('support')]],
  [help.releaseNotes.path, [helpText('releaseNotes')]],
]);

/**
 * The API answers a signed-in page opened at `pathname` (its `chunksOfPage` are `chunks`) asks for as
 * it starts, fetched beside the scripts instead of once they have run; the client's fetch of the same
 * URL takes the answer (same mode and credentials: same-origin). The user information, which the login
 * guard asks for before anything else; then, for a user with no pending step (who sees pages, not the
 * step's form), the preferences the guard waits for next and the system information, both asked for
 * the moment the user is known (client/session/signed-in-prefetch.ts); on a page of the main shell, the
 * organisations the shell chooses from; and the page's own help text. Each only where the page surely
 * asks for it, once, at start: an unused preload would stand ready for a later fetch of that URL, with
 * an old answer.
 */
export function startingAnswers(
  pathname: string,
  chunks: readonly string[],
  user: Pick<SessionUser, 'pendingStep'> | null,
): string[] {
  if (chunks.length === 0) return [];
  if (!user || user.pendingStep !== null) return [apiPaths.userInformation];
  const inMainShell = chunks.includes('shell');
  return [
    apiPaths.userInformation,
    apiPaths.preferences,
    apiPaths.systemInformation,
    ...(inMainShell ? [apiPaths.selectableOrganisations] : []),
    ...(answersByPath.get(withoutTrailingSlash(pathname)) ?? []),
  ];
}

/**
 * index.html with a `<link rel="preload" as="fetch">` for each of the page's starting answers, then a
 * `<link rel="preload" as="script" fetchpriority="low">` for every script the page needs beyond the
 * entry's, in the head: the browser fetches them beside the entry instead of after it has run, and
 * webpack's own script tag for each then finds it already loaded. Low, the priority of the entry's own
 * deferred scripts: at a preload's default (high) Chromium held the entry's last script back until
 * preloads had finished (requested at 260-330 ms instead of 130-195 on the contacts page), and
 * Lighthouse counted every preload as render-blocking: first contentful paint 2.4-3.2 s instead of
 * 0.8 s (mobile, three runs each).
 */
export function withPreloads(
  html: string,
  chunks: readonly string[],
  groups: ChunkGroups,
  answers: readonly string[],
): string {
  const files = [...new Set(chunks.flatMap((chunk) => groups[chunk] ?? []))];
  if (files.length === 0 && answers.length === 0) return html;
  const fetches = answers.map((href) => `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous">`);
  const scripts = files.map(
    (file) => `<link rel="preload" as="script" fetchpriority="low" href="/${encodeURI(file)}">`,
  );
  return html.replace('</head>', `${[...fetches, ...scripts].join('')}</head>`);
}
