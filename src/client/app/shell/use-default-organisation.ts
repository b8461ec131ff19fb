import { useEffect } from 'react';
import { useGetSelectableOrganisationsQuery, useGetUserInformationQuery } from '@client/api/user-api';
import { chooseDefaultOrganisation, isValidChoice } from '@client/session/choose-default-organisation';
import {
  organisationSelected,
  selectOrganisationChosen,
  selectSelectedOrganisationId,
} from '@client/session/organisation-slice';
import { readCachedOrganisationId } from '@client/session/organisation-storage';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';

export interface OrganisationScope {
  /** True once a valid organisation (or the allowed empty choice) is in the store. */
  ready: boolean;
  organisationId: number | null;
}

/** Applies the default organisation rule whenever no valid choice is in the store. */
export function useDefaultOrganisation(): OrganisationScope {
  const { data: selectable } = useGetSelectableOrganisationsQuery();
  const { data: user } = useGetUserInformationQuery();
  const chosen = useAppSelector(selectOrganisationChosen);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const dispatch = useAppDispatch();
  const valid = Boolean(selectable && chosen && isValidChoice(selectable, organisationId));

  useEffect(() => {
    if (!selectable || !user || valid) return;
    const ownId = user.organisation?.organisationId;
    dispatch(organisationSelected(chooseDefaultOrganisation(selectable, readCachedOrganisationId(user.userName), ownId)));
  }, [selectable, user, valid, dispatch]);

  return { ready: valid, organisationId };
}
