import type { SelectableOrganisations } from '@shared/contract';

/**
 * The default organisation (access spec section 4): the cached one if still selectable, else the
 * user's own, else the first in the list. The empty choice (null) only where selection is optional.
 */
export function chooseDefaultOrganisation(
  selectable: SelectableOrganisations,
  cachedId: number | null | undefined,
  ownId: number | undefined,
): number | null {
  const isSelectable = (id: number | null | undefined): id is number =>
    typeof id === 'number' && selectable.organisations.some((organisation) => organisation.organisationId === id);
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
