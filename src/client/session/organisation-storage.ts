import { ORGANISATION_COOKIE_NAME } from '@shared/organisation-cookie';

/**
 * The organisation choice is remembered per user (the default rule's "cached organisation", access spec
 * section 4), so the next user of the browser does not start in the previous user's organisation.
 */
const KEY_PREFIX = 'energy-post-trade.selectedOrganisationId';
/** The one key every user once shared; it is dropped at the next login. */
export const LEGACY_ORGANISATION_STORAGE_KEY = KEY_PREFIX;
/** Stored for a deliberate empty choice, so it differs from "nothing stored". */
const EMPTY_CHOICE = 'none';

export const organisationStorageKey = (userName: string): string => `${KEY_PREFIX}:${userName}`;

/** undefined: nothing cached for this user; null: the empty choice; a number: that organisation. */
export function readCachedOrganisationId(userName: string): number | null | undefined {
  const stored = window.localStorage.getItem(organisationStorageKey(userName));
  if (stored === null) return undefined;
  if (stored === EMPTY_CHOICE) return null;
  const id = Number(stored);
  return Number.isInteger(id) ? id : undefined;
}

export function writeCachedOrganisationId(userName: string, organisationId: number | null): void {
  window.localStorage.setItem(
    organisationStorageKey(userName),
    organisationId === null ? EMPTY_CHOICE : String(organisationId),
  );
}

export function forgetLegacyOrganisationChoice(): void {
  window.localStorage.removeItem(LEGACY_ORGANISATION_STORAGE_KEY);
}

const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

/**
 * Tells the server the choice (shared/organisation-cookie.ts) with every request of this browser's
 * pages, until it closes: the HTML of a page whose title names a record of the organisation paints it.
 * Lax, as the session's cookie: a link followed from a mail or a chat is where the title helps most, and
 * the cookie lets nobody do anything (the server checks the user's standing, and only paints a title).
 */
export function tellServerOrganisation(organisationId: number | null): void {
  document.cookie = `${ORGANISATION_COOKIE_NAME}=${organisationId ?? 'none'}; Path=/; SameSite=Lax${secure()}`;
}

/** A new session, or none: no choice is told until the next one is made. */
export function forgetServerOrganisation(): void {
  document.cookie = `${ORGANISATION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`;
}
