/** The one localStorage key of the organisation choice. */
export const ORGANISATION_STORAGE_KEY = 'energy-post-trade.selectedOrganisationId';
/** Stored for a deliberate empty choice, so it differs from "nothing stored". */
const EMPTY_CHOICE = 'none';

/** undefined: nothing cached; null: the empty choice; a number: that organisation. */
export function readCachedOrganisationId(): number | null | undefined {
  const stored = window.localStorage.getItem(ORGANISATION_STORAGE_KEY);
  if (stored === null) return undefined;
  if (stored === EMPTY_CHOICE) return null;
  const id = Number(stored);
  return Number.isInteger(id) ? id : undefined;
}

export function writeCachedOrganisationId(organisationId: number | null): void {
  window.localStorage.setItem(ORGANISATION_STORAGE_KEY, organisationId === null ? EMPTY_CHOICE : String(organisationId));
}
