import { apiPaths, fillPath } from '@shared/api-paths';
import type { ColumnSettings, ColumnSettingsKey } from '@shared/contract/column-settings';
import type {
  ColumnSettingsPersist,
  ColumnSettingsUsers,
  SavedColumnSettings,
} from '@shared/contract/column-settings-schema';
import { baseApi } from './base-api';
import { scopeParams } from './organisation-scope';

export interface ColumnSettingsScopeArgs {
  key: ColumnSettingsKey;
  /** The selected organisation; null where none is selected (an admin's optional choice). */
  organisationId: number | null;
}

export interface GetColleagueColumnSettingsArgs extends ColumnSettingsScopeArgs {
  /** The colleague whose settings are previewed. */
  userId: number;
}

export interface PersistColumnSettingsArgs {
  key: ColumnSettingsKey;
  body: ColumnSettingsPersist;
}

/** The organisation, and the user whose settings are read: only ids above 0, as the spec sends them. */
const settingsParams = (organisationId: number | null, userId?: number) => ({
  ...scopeParams(organisationId),
  ...(userId !== undefined && userId > 0 ? { userId } : {}),
});

/** Personal column settings (market-reporting spec section 7), addressed by the settings key. */
export const columnSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getColumnSettings: build.query<SavedColumnSettings, ColumnSettingsScopeArgs>({
      query: ({ key, organisationId }) => ({
        url: fillPath(apiPaths.columnSettings, { key }),
        params: settingsParams(organisationId),
      }),
      providesTags: (_result, _error, { key }) => [{ type: 'ColumnSettings', id: key }],
    }),
    /**
     * Another user's settings, previewed on the settings page. The same call as one's own, apart so its
     * failures are declared apart: a colleague gone meanwhile (404) is no failure of the page.
     */
    getColleagueColumnSettings: build.query<SavedColumnSettings, GetColleagueColumnSettingsArgs>({
      query: ({ key, organisationId, userId }) => ({
        url: fillPath(apiPaths.columnSettings, { key }),
        params: settingsParams(organisationId, userId),
      }),
    }),
    getDefaultColumnSettings: build.query<ColumnSettings, ColumnSettingsScopeArgs>({
      query: ({ key, organisationId }) => ({
        url: fillPath(apiPaths.columnSettingsDefault, { key }),
        params: scopeParams(organisationId),
      }),
    }),
    getColumnSettingsUsers: build.query<ColumnSettingsUsers, ColumnSettingsScopeArgs>({
      query: ({ key, organisationId }) => ({
        url: fillPath(apiPaths.columnSettingsUsers, { key }),
        params: scopeParams(organisationId),
      }),
    }),
    /** A saved list refetches every grid and page showing this key, so they apply it at once. */
    persistColumnSettings: build.mutation<SavedColumnSettings, PersistColumnSettingsArgs>({
      query: ({ key, body }) => ({ url: fillPath(apiPaths.columnSettingsPersist, { key }), method: 'POST', body }),
      invalidatesTags: (_result, error, { key }) => (error ? [] : [{ type: 'ColumnSettings', id: key }]),
    }),
  }),
});

export const {
  useGetColumnSettingsQuery,
  useLazyGetColleagueColumnSettingsQuery,
  useLazyGetDefaultColumnSettingsQuery,
  useGetColumnSettingsUsersQuery,
  usePersistColumnSettingsMutation,
} = columnSettingsApi;
