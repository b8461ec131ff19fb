import { paths, withoutTrailingSlash } from './app-paths';
import { auditTrailPageUrlParts } from './contract/audit-trail-constants';
import { finderClientPaths, finderTitles, type FinderKind } from './contract/finder-constants';
import { PROBLEM_SOLVING_TITLE } from './contract/problem-solving-constants';

/** The help pages' own titles (access spec section 2). */
export const helpPageTitles = {
  welcome: 'Welcome',
  support: 'Support',
  releaseNotes: 'Release Notes',
  contacts: 'Organisation Contact Directory',
} as const;

const finderPages = (Object.keys(finderClientPaths) as FinderKind[]).map(
  (finder) => [`/${finderClientPaths[finder]}`, finderTitles[finder]] as const,
);

/**
 * The title each of these pages shows in its first render, whatever the data: the server paints it
 * into the page's HTML before any script has run (server/plugins/page-frame.ts). Pages whose title
 * names what they show (an audit trail, a MiFID position file) are not here, nor the column settings,
 * which call themselves 'Personal Column Settings' until the menu's 'Column Settings' has answered
 * (their frame paints their help instead, shared/page-frame-content.ts). The menu's entries for these pages carry the same names (seed/demo-navigation.ts).
 */
const fixedTitles = new Map<string, string>([
  [paths.help.welcome.path, helpPageTitles.welcome],
  [paths.help.support.path, helpPageTitles.support],
  [paths.help.releaseNotes.path, helpPageTitles.releaseNotes],
  [paths.help.contacts.path, helpPageTitles.contacts],
  [paths.problemSolving.path, PROBLEM_SOLVING_TITLE],
  ...finderPages,
]);

/**
 * An audit trail's title (market-reporting spec section 2): the record's display value (its external
 * id, or a file's name) where the address or the trail's answer names it.
 */
export function auditTrailTitle(displayValue: string | undefined): string {
  return displayValue ? `Details for ${displayValue}` : 'Audit trail details';
}

const auditTrailPaths = new Set(Object.keys(auditTrailPageUrlParts).map((page) => `/${page}`));

/**
 * The title the page at this address shows in its first render, before any answer: a fixed one, or an
 * audit trail's whose address carries the record's display value (the finders' and files' links do).
 * Undefined where the title waits for data.
 */
export function titleBeforeData(pathname: string, search: string): string | undefined {
  const path = withoutTrailingSlash(pathname);
  const displayValue = new URLSearchParams(search).get('displayValue');
  if (auditTrailPaths.has(path) && displayValue) return auditTrailTitle(displayValue);
  return fixedTitles.get(path);
}
