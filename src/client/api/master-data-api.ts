import { apiPaths, fillPath } from '@shared/api-paths';
import type { MasterData, NewMasterDataCode } from '@shared/contract/master-data';
import { baseApi } from './base-api';
import { scopeParams } from './organisation-scope';

export type MasterDataAction = 'retire' | 'reinstate' | 'delete';

/**
 * The list is read again after a change, and after a refusal other than a field's (a 409: changed
 * meanwhile, or in use): a name refused on its field (400) changed nothing.
 */
const unlessRefusedOnAField = (_result: unknown, error: unknown): Array<'MasterData'> =>
  error && (error as { status?: unknown }).status === 400 ? [] : ['MasterData'];

export const masterDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMasterData: build.query<MasterData, { organisationId: number | null }>({
      query: ({ organisationId }) => ({ url: apiPaths.masterData, params: scopeParams(organisationId) }),
      providesTags: ['MasterData'],
    }),
    addMasterDataCode: build.mutation<{ id: number }, NewMasterDataCode>({
      query: (body) => ({ url: apiPaths.masterData, method: 'POST', body }),
      invalidatesTags: unlessRefusedOnAField,
    }),
    renameMasterDataCode: build.mutation<
      { version: number },
      { id: number; name: string; organisationId: number | null; version: number }
    >({
      query: ({ id, name, organisationId, version }) => ({
        url: fillPath(apiPaths.masterDataCode, { id: String(id) }),
        method: 'PUT',
        body: { ...scopeParams(organisationId), name, version },
      }),
      invalidatesTags: unlessRefusedOnAField,
    }),
    masterDataAction: build.mutation<
      { version: number },
      { id: number; action: MasterDataAction; organisationId: number | null; version: number }
    >({
      query: ({ id, action, organisationId, version }) => ({
        url: fillPath(apiPaths.masterDataAction, { id: String(id), action }),
        method: 'POST',
        body: { ...scopeParams(organisationId), version },
      }),
      // A refusal (409: in use, or changed meanwhile) shows the list as it is now, too.
      invalidatesTags: ['MasterData'],
    }),
  }),
});

export const {
  useGetMasterDataQuery,
  useAddMasterDataCodeMutation,
  useRenameMasterDataCodeMutation,
  useMasterDataActionMutation,
} = masterDataApi;
