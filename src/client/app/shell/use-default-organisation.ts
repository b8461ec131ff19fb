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
  const ready = hasValidChoice({ selectable, user, chosen, organisationId });

  // In the effect, not the render: choosing reads the cached choice from localStorage.
  useEffect(() => {
    const toChoose = organisationToChoose({ selectable, user, chosen, organisationId });
    if (toChoose !== undefined) dispatch(organisationSelected(toChoose));
  }, [selectable, user, chosen, organisationId, dispatch]);

  return { ready, organisationId };
}
