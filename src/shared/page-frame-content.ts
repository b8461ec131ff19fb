import { paths, withoutTrailingSlash } from './app-paths';
import { COLUMN_SETTINGS_HELP_TEXT, COLUMN_SETTINGS_KEYBOARD_HELP_TEXT, columnsOfText } from './column-settings-text';
import { columnSettingsKeyOf } from './contract/column-settings';
import type { AuditTrailFrame } from './audit-trail-frame';
import type { FinderFrame } from './finder-frame';
import { titleBeforeData } from './page-titles';

/** What the server paints of a page before its scripts have run, where the page will show it. */
export interface PageFrameContent {
  /** The page's h1; null where the title waits for an answer (a blank line of its height holds its place). */
  title: string | null;
  /** The column settings' line under the title and their help: the page shows them first whatever the data. */
  columnSettings?: { columnsOf: string; help: readonly [string, string] };
  /** The welcome page's parts as the server knows them when it sends the page (its frame parts, below). */
  welcome?: WelcomeFrame;
  /** A finder's controls and sort note as its first render shows them. */
  finder?: FinderFrame;
  /** An audit trail's switches and first page of events as the page will show them. */
  auditTrail?: AuditTrailFrame;
}

/**
 * What the welcome page shows under its title, known to the server from the session, the instance and
 * the help texts: its largest paint, the announcements, came last, after every script and three answers.
 */
export interface WelcomeFrame {
  /** 'Welcome, Anna Lindqvist' (welcomeGreeting). */
  greeting: string;
  /** The password expiry warning where one is due (passwordExpiryText), else null. */
  passwordWarning: string | null;
  /**
   * 'Last login: …' (lastLoginLine) in the user's zone and date format; null for a user whose zone is the
   * browser's, which only the browser knows (the line is left blank until the page writes it).
   */
  lastLogin: string | null;
  /** 'Instance …, version …, revision …' (instanceLine). */
  instanceLine: string;
  /** The announcements as the help API gives them (html: rendered and sanitised; empty before anyone wrote them). */
  announcements: { title: string; html: string; editable: boolean };
}

/**
 * The frame of the page at this address: its title where it is known before any answer
 * (titleBeforeData), and the column settings' words, which are known from the address while their
 * title waits for the menu (it gives way to the menu entry's name). Undefined where nothing is known.
 */
export function frameBeforeData(pathname: string, search: string): PageFrameContent | undefined {
  if (withoutTrailingSlash(pathname) === paths.settings.datatableCustomize.path) {
    const key = columnSettingsKeyOf(new URLSearchParams(search).get('documentType'));
    // Any other document type sends the user back: nothing of this page will show.
    if (key === undefined) return undefined;
    const help = [COLUMN_SETTINGS_HELP_TEXT, COLUMN_SETTINGS_KEYBOARD_HELP_TEXT] as const;
    return { title: null, columnSettings: { columnsOf: columnsOfText(key), help } };
  }
  const title = titleBeforeData(pathname, search);
  return title === undefined ? undefined : { title };
}
