import { apiPaths } from '@shared/api-paths';
import type { ReferenceTarget } from '@shared/contract/reference-link';
import { baseApi } from './base-api';
import { isReadRefusalOrUnavailable, type HandledLocally } from './handled-locally';

export const referenceLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A welcome-page reference link (market spec section 2); its refusals are shown by the page. */
    resolveReferenceLink: build.query<ReferenceTarget, string>({
      query: (ref) => ({ url: apiPaths.referenceLink, params: { ref } }),
      // A link is followed once; a later visit with the same ref asks the server again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useResolveReferenceLinkQuery } = referenceLinkApi;

/** The welcome page says why a reference link cannot be followed. */
export const referenceLinkHandledLocally: HandledLocally<typeof referenceLinkApi> = {
  resolveReferenceLink: isReadRefusalOrUnavailable,
};
