import { downloadMomentFormat } from '@client/preferences/download-moment-format';
import { scopeParams } from './organisation-scope';

/** A download's query: the organisation, and the user's zone and date format for the file's moments. */
export const downloadParams = (organisationId: number | null) => ({
  ...scopeParams(organisationId),
  ...downloadMomentFormat(),
});
