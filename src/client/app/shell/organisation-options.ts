import { createFilterOptions } from '@mui/material/Autocomplete';
import type { SelectableOrganisations } from '@shared/contract';

export interface OrganisationOption {
  organisationId: number | null;
  displayName: string;
}

/** Label of the empty choice offered where selection is optional. */
export const EMPTY_ORGANISATION_LABEL = 'No organisation';

export function toOrganisationOptions(selectable: SelectableOrganisations): OrganisationOption[] {
  const options: OrganisationOption[] = selectable.organisations.map(({ organisationId, displayName }) => ({
    organisationId,
    displayName,
  }));
  return selectable.selectionOptional
    ? [{ organisationId: null, displayName: EMPTY_ORGANISATION_LABEL }, ...options]
    : options;
}

/** Starts-with, case-insensitive search on the display name (access spec section 2). */
export const filterOrganisationOptions = createFilterOptions<OrganisationOption>({
  matchFrom: 'start',
  ignoreCase: true,
  stringify: (option) => option.displayName,
});
