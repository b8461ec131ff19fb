import { SESSION_STATE_PREFIX } from './session-storage-owner';

/**
 * The organisation a tab signs in again to: the one its page was under when the session ended there.
 * In the tab's sessionStorage, not localStorage: the cached choice is shared by every tab, and another
 * tab's choice made meanwhile must not move this tab's page (and the forms kept on it) elsewhere. Under
 * the session prefix, so it never reaches another user (session-storage-owner.ts).
 */
const RESUME_KEY = `${SESSION_STATE_PREFIX}organisationToResume`;
const EMPTY_CHOICE = 'none';

export function rememberOrganisationToResume(organisationId: number | null): void {
  window.sessionStorage.setItem(RESUME_KEY, organisationId === null ? EMPTY_CHOICE : String(organisationId));
}

/** undefined: nothing to resume; null: the empty choice; a number: that organisation. */
export function readOrganisationToResume(): number | null | undefined {
  const stored = window.sessionStorage.getItem(RESUME_KEY);
  if (stored === null) return undefined;
  if (stored === EMPTY_CHOICE) return null;
  const id = Number(stored);
  return Number.isInteger(id) ? id : undefined;
}

/** A choice has been made (resumed, or the default because the user is no longer a member of it). */
export function forgetOrganisationToResume(): void {
  window.sessionStorage.removeItem(RESUME_KEY);
}
