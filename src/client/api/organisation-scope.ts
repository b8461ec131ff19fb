/**
 * The query parameter that scopes a call to an organisation, as the spec sends it: only an id above 0
 * (none selected yet sends nothing, and the server takes the user's default).
 */
export const scopeParams = (organisationId: number | null): { organisationId?: number } =>
  organisationId !== null && organisationId > 0 ? { organisationId } : {};
