import { standingIn, type StandingFacts } from '../access/organisation-standing';

export interface SettingsUser extends StandingFacts {
  id: number;
}

/** Settings are shared between members of an organisation: an admin's standing makes nobody a colleague. */
export const sharesSettingsIn = (user: StandingFacts, organisationId: number): boolean =>
  standingIn(user, organisationId) === 'member';

/**
 * Whose settings a read may return: the caller's own, or a colleague's when both are members of the
 * organisation the call names; null for anyone else, so ids of other organisations' users reveal
 * nothing (the route answers 404).
 */
export async function settingsOwnerId(
  caller: SettingsUser,
  requestedUserId: number | undefined,
  organisationId: number | null,
  findUser: (userId: number) => Promise<SettingsUser | null>,
): Promise<number | null> {
  if (requestedUserId === undefined || requestedUserId === caller.id) return caller.id;
  if (organisationId === null || !sharesSettingsIn(caller, organisationId)) return null;
  const owner = await findUser(requestedUserId);
  return owner && sharesSettingsIn(owner, organisationId) ? owner.id : null;
}
