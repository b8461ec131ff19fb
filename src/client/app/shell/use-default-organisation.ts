import { useEffect } from 'react';
import { useGetSelectableOrganisationsQuery, useGetUserInformationQuery } from '@client/api/user-api';
import { hasValidChoice, organisationToChoose } from '@client/session/default-organisation-choice';
import {
  organisationSelected,
  selectOrganisationChosen,
  selectSelectedOrganisationId,
} from '@client/session/organisation-slice';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';

export interface OrganisationScope {
  /** True once a valid organisation (or the allowed empty choice) is in the store. */
  ready: boolean;
  organisationId: number | null;
}

/**
 * Applies the default organisation rule whenever no valid choice is in the store. The signed-in
 * prefetch usually has applied it before the shell renders; this covers a list that changes later.
 */
export function useDefaultOrganisation(): OrganisationScope {
  const { data: selectable } = useGetSelectableOrganisationsQuery();
  const { data: user } = useGetUserInformationQuery();
  const chosen = useAppSelector(selectOrganisationChosen);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const dispatch = useAppDispatch();
  const facts = { selectable, user, chosen, organisationId };
  const toChoose = organisationToChoose(facts);

  useEffect(() => {
    if (toChoose !== undefined) dispatch(organisationSelected(toChoose));
  }, [toChoose, dispatch]);

  return { ready: hasValidChoice(facts), organisationId };
}
