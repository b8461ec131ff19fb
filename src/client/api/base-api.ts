import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { XSRF_HEADER_NAME } from '@shared/api-paths';
import { readXsrfToken } from './xsrf-token';

/**
 * Absolute base URL: Node's Request (used under jest) cannot parse a relative URL, and in the
 * browser the API is always served from the SPA's own origin.
 */
const baseQuery = fetchBaseQuery({
  baseUrl: window.location.origin,
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    // Back-office data must never come from a browser or proxy cache (access spec section 7).
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
    const xsrfToken = readXsrfToken();
    if (xsrfToken) headers.set(XSRF_HEADER_NAME, xsrfToken);
    return headers;
  },
});

/** The one RTK Query API; every family adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'User',
    'Organisations',
    'Navigation',
    'SystemInformation',
    'HelpText',
    'OrganisationGroups',
    'OrganisationContacts',
    'UserContacts',
    'Mails',
    'TwoFactorSetup',
    'ColumnSettings',
    'MifidPositionFile',
    'Problems',
    'AuditTrail',
    'Holidays',
    'AdminUsers',
    'Preferences',
    'UserSessions',
    'MasterData',
  ],
  endpoints: () => ({}),
});
