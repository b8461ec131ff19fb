import type { SelectableOrganisations, UserInformation } from '@shared/contract';
import { chooseDefaultOrganisation, isValidChoice } from './choose-default-organisation';
import { readCachedOrganisationId } from './organisation-storage';

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
  );
}
