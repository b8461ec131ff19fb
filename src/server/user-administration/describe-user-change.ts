import { userRoleLabels } from '@shared/contract/admin-users-constants';
import type { UserValues } from '@shared/contract/admin-user-changes';

type Described = UserValues;

const rolesOf = (values: Described): string[] => [
  ...(values.isAdmin ? [userRoleLabels.admin] : []),
  ...(values.canEditHelp ? [userRoleLabels.helpEditor] : []),
];

const listed = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'none');

/**
 * The history's sentence for a user created (`before` undefined) or changed: what is set, or what
 * changed from what to what. Organisations by name, as the administrator picked them.
 */
export function describeUserChange(
  before: Described | undefined,
  after: Described,
  names: ReadonlyMap<number, string>,
): string | null {
  const organisationNames = (ids: readonly number[]) => ids.map((id) => names.get(id) ?? `#${id}`).sort();
  if (!before) {
    return [
      `${after.firstName} ${after.lastName} <${after.email}>`,
      `organisations: ${listed(organisationNames(after.organisationIds))}`,
      `roles: ${listed(rolesOf(after))}`,
    ].join('; ');
  }
  const changes: string[] = [];
  const name = (values: Described) => `${values.firstName} ${values.lastName}`;
  if (name(before) !== name(after)) changes.push(`name ${name(before)} → ${name(after)}`);
  if (before.email !== after.email) changes.push(`e-mail ${before.email} → ${after.email}`);
  const added = organisationNames(after.organisationIds.filter((id) => !before.organisationIds.includes(id)));
  const removed = organisationNames(before.organisationIds.filter((id) => !after.organisationIds.includes(id)));
  if (added.length > 0) changes.push(`organisations added: ${added.join(', ')}`);
  if (removed.length > 0) changes.push(`organisations removed: ${removed.join(', ')}`);
  const [rolesBefore, rolesAfter] = [rolesOf(before), rolesOf(after)];
  if (rolesBefore.join() !== rolesAfter.join()) changes.push(`roles ${listed(rolesBefore)} → ${listed(rolesAfter)}`);
  return changes.length > 0 ? changes.join('; ') : null;
}
