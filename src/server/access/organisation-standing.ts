/**
 * The one rule for who may read and who may act in an organisation. A member reads and acts; an admin
 * who is not a member observes (reads every organisation, as the admin area needs, but changes
 * nothing there: reports, position files and settings are made by the organisation's own staff);
 * anybody else has no standing and the organisation does not exist for them (404).
 */
export type Standing = 'member' | 'observer';

export interface OrganisationStanding {
  id: number;
  standing: Standing;
}

/** What the rule needs to know of a user. */
export interface StandingFacts {
  isAdmin: boolean;
  organisationIds: readonly number[];
}

export function standingIn(user: StandingFacts, organisationId: number): Standing | null {
  if (user.organisationIds.includes(organisationId)) return 'member';
  return user.isAdmin ? 'observer' : null;
}

export const mayAct = (organisation: OrganisationStanding): boolean => organisation.standing === 'member';

export { ORGANISATION_NOT_FOUND_MESSAGE } from '@shared/contract/organisation-constants';
export const NOT_A_MEMBER_MESSAGE = 'You can only make changes for an organisation you are a member of.';
