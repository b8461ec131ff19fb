import { apiPaths, fillPath } from '@shared/api-paths';
// Types only: the finder pages' chunks stay free of zod (finder-constants.ts has no schemas).
import type { FinderCsvBodyInput, FinderFilters, FinderPage, FinderRequestInput } from '@shared/contract/finders';
import { finderCsvFileName, type FinderKind } from '@shared/contract/finder-constants';
import { baseApi } from './base-api';
import { downloadParams } from './download-params';
import { fileDownloadHandler, type DownloadedFile } from './file-download';
import { scopeParams } from './organisation-scope';

export interface FinderArgs {
  finderKind: FinderKind;
  /** The selected organisation; null where none is selected (an admin's optional choice). */
  organisationId: number | null;
}

export interface SearchFinderArgs extends FinderArgs {
  body: FinderRequestInput;
}

export interface ExportFinderCsvArgs extends FinderArgs {
  /**
   * The sort, filters and shown columns of the grid; the export holds every matching row, not one page.
   */
  body: Omit<FinderCsvBodyInput, 'paging' | 'cursor'> & { filters: FinderFilters };
}

/** What the export shows when a failure carries no message of its own. */
export const FINDER_EXPORT_ERROR_MESSAGE = 'Server error';

/** The work-area finders: one paged call per finder kind, and its CSV export. */
export const findersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchFinder: build.query<FinderPage, SearchFinderArgs>({
      query: ({ finderKind, organisationId, body }) => ({
        url: fillPath(apiPaths.finder, { finderKind }),
        method: 'POST',
        params: scopeParams(organisationId),
        body,
      }),
    }),
    /**
     * POST .../csv: every row of the filter, streamed by the server. The body never enters the store: it
     * becomes a blob URL, and the file name comes from Content-Disposition.
     */
    exportFinderCsv: build.mutation<DownloadedFile, ExportFinderCsvArgs>({
      query: ({ finderKind, organisationId, body }) => ({
        url: fillPath(apiPaths.finderCsv, { finderKind }),
        method: 'POST',
        params: downloadParams(organisationId),
        body,
        responseHandler: fileDownloadHandler(
          finderCsvFileName(finderKind, body.filters.kind),
          FINDER_EXPORT_ERROR_MESSAGE,
        ),
      }),
    }),
  }),
});

export const { useSearchFinderQuery, useExportFinderCsvMutation } = findersApi;
