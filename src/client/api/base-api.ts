import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { SIGNED_IN_AS_HEADER_NAME, XSRF_HEADER_NAME } from '@shared/api-paths';
import { readXsrfToken } from './xsrf-token';

export const USER_INFORMATION_ENDPOINT = 'getUserInformation';

interface CachedQuery {
  endpointName?: string;
  data?: unknown;
  error?: unknown;
}

/**
 * The user the page was loaded for: the last user information it was given, unless that was refused
 * since (read from the cache by name: the user API is built on this one).
 */
function signedInUserName(state: unknown): string | undefined {
  const queries = (state as { api?: { queries?: Record<string, CachedQuery | undefined> } }).api?.queries ?? {};
  for (const query of Object.values(queries)) {
    if (query?.endpointName !== USER_INFORMATION_ENDPOINT || query.error !== undefined) continue;
    const userName = (query.data as { userName?: unknown } | undefined)?.userName;
    return typeof userName === 'string' ? userName : undefined;
  }
  return undefined;
}

/**
 * Absolute base URL: Node's Request (used under jest) cannot parse a relative URL, and in the
 * browser the API is always served from the SPA's own origin.
 */
const fetchQuery = fetchBaseQuery({
  baseUrl: window.location.origin,
  credentials: 'same-origin',
  prepareHeaders: (headers, { getState, endpoint }) => {
    // Back-office data must never come from a browser or proxy cache (access spec section 7).
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
    const xsrfToken = readXsrfToken();
    if (xsrfToken) headers.set(XSRF_HEADER_NAME, xsrfToken);
    // The user information itself says who is signed in now; every other request is the page's user's.
    const userName = endpoint === USER_INFORMATION_ENDPOINT ? undefined : signedInUserName(getState());
    if (userName !== undefined) headers.set(SIGNED_IN_AS_HEADER_NAME, encodeURIComponent(userName));
    return headers;
  },
});

/**
 * How long a read waits for the server's answer before it counts as not reached (RTK Query's
 * 'TIMEOUT_ERROR'): a server that accepts and never answers would otherwise spin a page forever. Reads
 * only: a change may still land after any wait, and downloads may stream for long. An object, so a test
 * can shorten it.
 */
export const readTimeout = { milliseconds: 60_000 };

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = (
  args,
  api,
  extraOptions,
) => {
  if (api.type !== 'query') return fetchQuery(args, api, extraOptions);
  const timed = typeof args === 'string' ? { url: args } : args;
  return fetchQuery({ timeout: readTimeout.milliseconds, ...timed }, api, extraOptions);
};

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
