import type { SelectableOrganisations, UserInformation } from '@shared/contract';
import { readCachedOrganisationId } from './organisation-storage';
import { readOrganisationToResume } from './organisation-to-resume';

/**
 * The default organisation (access spec section 4): the cached one if still selectable, else the
 * user's own, else the first in the list. The empty choice (null) only where selection is optional.
 * Before them all, the one a tab signing in again after its session ended resumes (`resumeId`), while
 * the user may still choose it: the tab's page, and the forms kept on it, belong to it.
 */
export function chooseDefaultOrganisation(
  selectable: SelectableOrganisations,
  cachedId: number | null | undefined,
  ownId: number | undefined,
  resumeId?: number | null,
): number | null {
  const isSelectable = (id: number | null | undefined): id is number =>
    typeof id === 'number' && selectable.organisations.some((organisation) => organisation.organisationId === id);
  if (resumeId === null && selectable.selectionOptional) return null;
  if (isSelectable(resumeId)) return resumeId;
  if (cachedId === null && selectable.selectionOptional) return null;
  if (isSelectable(cachedId)) return cachedId;
  if (isSelectable(ownId)) return ownId;
  return selectable.organisations[0]?.organisationId ?? null;
}

/** Whether a choice already made still fits the list (it may have changed with the user). */
export function isValidChoice(selectable: SelectableOrganisations, organisationId: number | null): boolean {
  if (organisationId === null) return selectable.selectionOptional || selectable.organisations.length === 0;
  return selectable.organisations.some((organisation) => organisation.organisationId === organisationId);
}

/** What the store knows about the organisation choice. */
export interface OrganisationChoiceFacts {
  selectable: SelectableOrganisations | undefined;
  user: UserInformation | undefined;
  chosen: boolean;
  organisationId: number | null;
}

/** True once a valid organisation (or the allowed empty choice) is in the store. */
export function hasValidChoice({ selectable, chosen, organisationId }: OrganisationChoiceFacts): boolean {
  return Boolean(selectable && chosen && isValidChoice(selectable, organisationId));
}

/**
 * The organisation the default rule chooses (access spec section 4) when the store holds no valid
 * choice; undefined while it holds one, or while the user or the selectable organisations are unknown.
 */
export function organisationToChoose(facts: OrganisationChoiceFacts): number | null | undefined {
  const { selectable, user } = facts;
  if (!selectable || !user || hasValidChoice(facts)) return undefined;
  return chooseDefaultOrganisation(
    selectable,
    readCachedOrganisationId(user.userName),
    user.organisation?.organisationId,
    readOrganisationToResume(),
  );
}
