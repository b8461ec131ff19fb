import { useState } from 'react';
import { useAppSelector } from '@client/store/hooks';
import { selectOrganisationChosen, selectSelectedOrganisationId } from './organisation-slice';

/**
 * How often the user has switched to another organisation while this component was mounted. The first
 * choice (the shell applying the default rule after the page appeared) is not a switch. A page uses the
 * count as a React key, so switching resets its state and loads its data again (access spec section 4).
 */
export function useOrganisationChangeCount(): number {
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const chosen = useAppSelector(selectOrganisationChosen);
  const [seen, setSeen] = useState({ organisationId, chosen, count: 0 });
  if (seen.organisationId !== organisationId || seen.chosen !== chosen) {
    const switched = seen.chosen && chosen;
    setSeen({ organisationId, chosen, count: switched ? seen.count + 1 : seen.count });
  }
  return seen.count;
}
