import { apiPaths } from '@shared/api-paths';
import type { Preferences, PreferencesChange, UserSessions } from '@shared/contract/preferences';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { baseApi } from './base-api';

export const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<Preferences, void>({
      query: () => apiPaths.preferences,
      providesTags: ['Preferences'],
    }),
    savePreferences: build.mutation<Preferences, PreferencesChange>({
      query: (body) => ({ url: apiPaths.preferences, method: 'PUT', body }),
      // The answer is the saved preferences: every page reads them from the cache at once.
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        // A refused save is the page's to show; nothing to write into the cache then.
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (saved) await dispatch(preferencesApi.util.upsertQueryData('getPreferences', undefined, saved));
      },
      // A refused save (409: saved elsewhere) reloads what is stored.
      invalidatesTags: (_result, error) => (error ? ['Preferences'] : []),
    }),
    getUserSessions: build.query<UserSessions, void>({
      query: () => apiPaths.userSessions,
      providesTags: ['UserSessions'],
    }),
    endOtherSessions: build.mutation<{ ended: number }, void>({
      query: () => ({ url: apiPaths.userSessionsEndOthers, method: 'POST' }),
      invalidatesTags: ['UserSessions'],
    }),
  }),
});

export const {
  useGetPreferencesQuery,
  useSavePreferencesMutation,
  useGetUserSessionsQuery,
  useEndOtherSessionsMutation,
} = preferencesApi;

/** The signed-in user's preferences, or the defaults while they load (or for nobody signed in). */
export function usePreferences(): Preferences {
  const { data } = useGetPreferencesQuery();
  return data ?? defaultPreferences;
}
