import { userApi } from '@client/api/user-api';
import { selectSelectedOrganisationId } from '@client/session/organisation-slice';
import type { RootState } from '@client/store/root-reducer';

export interface ErrorContext {
  user: string | undefined;
  selectedOrg: string | undefined;
}

const selectUser = userApi.endpoints.getUserInformation.select();
const selectOrganisations = userApi.endpoints.getSelectableOrganisations.select();

/** Who met an error and in which organisation, for the error page and the client error report. */
export function selectErrorContext(state: RootState): ErrorContext {
  const organisationId = selectSelectedOrganisationId(state);
  const organisation = selectOrganisations(state).data?.organisations.find((o) => o.organisationId === organisationId);
  return {
    user: selectUser(state).data?.userName,
    selectedOrg: organisation ? organisation.displayName : organisationId === null ? undefined : String(organisationId),
  };
}
