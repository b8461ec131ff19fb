import { apiPaths, fillPath } from '@shared/api-paths';
// Types only: the schemas stay out of this module (the dialog imports them where it validates).
import type {
  MifidAddPositionBody,
  MifidEditPositionBody,
  MifidFileInfo,
  MifidFormLists,
  MifidPositionChange,
  MifidPositionFile,
  MifidPositionRecord,
} from '@shared/contract/mifid';
import type { PageOf } from '@shared/contract/paging';
import { baseApi } from './base-api';
import { scopeParams } from './organisation-scope';

interface MifidScopeArgs {
  fileId: number;
  /** The selected organisation; null where none is selected (an admin's optional choice). */
  organisationId: number | null;
}

export interface GetMifidPositionFileArgs extends MifidScopeArgs {
  page: number;
  entriesPerPage: number;
}

/** The load answer in the grid hook's page shape (`count`, `values`), keeping the file information. */
export type MifidPositionPage = PageOf<MifidPositionRecord> & { fileInfo: MifidFileInfo };

export interface AddMifidPositionArgs extends MifidScopeArgs {
  body: MifidAddPositionBody;
}

export interface EditMifidPositionArgs extends MifidScopeArgs {
  recordId: number;
  body: MifidEditPositionBody;
}

export interface DeleteMifidPositionArgs extends MifidScopeArgs {
  recordId: number;
  version: number;
}

export interface MifidFileActionArgs extends MifidScopeArgs {
  fileVersion: number;
}

/** Every page of one file shows its state and flags: any change reloads them all. */
const fileTag = (fileId: number) => [{ type: 'MifidPositionFile' as const, id: fileId }];
// A refused change (400, 409) changed nothing, except a stale view that a reload brings up to date. A
// change moves the file between states the problem-solving queue counts (received, editing, confirmed).
const invalidatesFile = (_result: unknown, error: unknown, { fileId }: MifidScopeArgs) =>
  error && !(typeof error === 'object' && 'status' in error && error.status === 409)
    ? []
    : [...fileTag(fileId), 'Problems' as const, 'AuditTrail' as const];

/** MiFID position files (market-reporting spec sections 2 to 5): load, the record changes, confirm, discard. */
export const mifidApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMifidPositionFile: build.query<MifidPositionPage, GetMifidPositionFileArgs>({
      query: ({ fileId, organisationId, page, entriesPerPage }) => ({
        url: fillPath(apiPaths.mifidPositionFile, { fileId }),
        params: { ...scopeParams(organisationId), page, entriesPerPage },
      }),
      transformResponse: ({ fileInfo, records }: MifidPositionFile) => ({ ...records, fileInfo }),
      providesTags: (_result, _error, { fileId }) => fileTag(fileId),
    }),
    getMifidFormLists: build.query<MifidFormLists, void>({
      query: () => ({ url: apiPaths.mifidFormLists }),
    }),
    addMifidPosition: build.mutation<MifidPositionChange, AddMifidPositionArgs>({
      query: ({ fileId, organisationId, body }) => ({
        url: fillPath(apiPaths.mifidPositionRecords, { fileId }),
        method: 'POST',
        params: scopeParams(organisationId),
        body,
      }),
      invalidatesTags: invalidatesFile,
    }),
    editMifidPosition: build.mutation<MifidPositionChange, EditMifidPositionArgs>({
      query: ({ fileId, organisationId, recordId, body }) => ({
        url: fillPath(apiPaths.mifidPositionRecord, { fileId, recordId }),
        method: 'PUT',
        params: scopeParams(organisationId),
        body,
      }),
      invalidatesTags: invalidatesFile,
    }),
    deleteMifidPosition: build.mutation<MifidPositionChange, DeleteMifidPositionArgs>({
      query: ({ fileId, organisationId, recordId, version }) => ({
        url: fillPath(apiPaths.mifidPositionRecord, { fileId, recordId }),
        method: 'DELETE',
        params: { ...scopeParams(organisationId), version },
      }),
      invalidatesTags: invalidatesFile,
    }),
    confirmMifidFile: build.mutation<MifidFileInfo, MifidFileActionArgs>({
      query: ({ fileId, organisationId, fileVersion }) => ({
        url: fillPath(apiPaths.mifidConfirmFile, { fileId }),
        method: 'POST',
        params: scopeParams(organisationId),
        body: { fileVersion },
      }),
      invalidatesTags: invalidatesFile,
    }),
    discardMifidFile: build.mutation<MifidFileInfo, MifidFileActionArgs>({
      query: ({ fileId, organisationId, fileVersion }) => ({
        url: fillPath(apiPaths.mifidDiscardFile, { fileId }),
        method: 'POST',
        params: scopeParams(organisationId),
        body: { fileVersion },
      }),
      invalidatesTags: invalidatesFile,
    }),
  }),
});

export const {
  useGetMifidPositionFileQuery,
  useGetMifidFormListsQuery,
  useAddMifidPositionMutation,
  useEditMifidPositionMutation,
  useDeleteMifidPositionMutation,
  useConfirmMifidFileMutation,
  useDiscardMifidFileMutation,
} = mifidApi;
