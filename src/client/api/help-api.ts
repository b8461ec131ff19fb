import { apiPaths, fillPath } from '@shared/api-paths';
import type { HelpText, HelpTextKind, HelpTextSave } from '@shared/contract/help';
import { baseApi } from './base-api';
import { readApiError } from './read-api-error';

export interface SaveHelpTextArgs {
  kind: HelpTextKind;
  body: HelpTextSave;
}

export const helpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHelpText: build.query<HelpText, HelpTextKind>({
      query: (kind) => fillPath(apiPaths.helpText, { kind }),
      providesTags: (_result, _error, kind) => [{ type: 'HelpText', id: kind }],
    }),
    /**
     * Answers 409 when `version` is no longer the newest. A save refetches the text, and so does that
     * 409: the panel held a stale version, which Cancel and Edit would otherwise show and refuse forever.
     * The open editor keeps its input and its version (`HelpTextEditor`).
     */
    saveHelpText: build.mutation<HelpText, SaveHelpTextArgs>({
      query: ({ kind, body }) => ({ url: fillPath(apiPaths.helpTextSave, { kind }), method: 'POST', body }),
      invalidatesTags: (_result, error, { kind }) =>
        error && readApiError(error).status !== 409 ? [] : [{ type: 'HelpText', id: kind }],
    }),
  }),
});

export const { useGetHelpTextQuery, useSaveHelpTextMutation } = helpApi;
