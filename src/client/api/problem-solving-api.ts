import { apiPaths, fillPath } from '@shared/api-paths';
// Types only: the problem-solving chunk stays free of zod (problem-solving-constants.ts has no schemas).
import type {
  HandledProblems,
  Holiday,
  MarkHandledResult,
  ProblemCounts,
  ProblemCsvRequestInput,
  ProblemDaily,
  ProblemFilters,
  ProblemPage,
  ProblemPageRequestInput,
} from '@shared/contract/problem-solving';
import { baseApi } from './base-api';
import { downloadParams } from './download-params';
import { fileDownloadHandler, type DownloadedFile } from './file-download';
import { scopeParams } from './organisation-scope';

interface Scoped {
  /** The selected organisation; null where none is selected (an admin's optional choice). */
  organisationId: number | null;
}

export interface SearchProblemsArgs extends Scoped {
  body: ProblemPageRequestInput;
}

export interface ExportProblemsArgs extends Scoped {
  body: Omit<ProblemCsvRequestInput, 'paging'> & { filters: ProblemFilters };
}

export interface MarkHandledArgs extends Scoped {
  problems: { problemId: number; version: number }[];
  note: string;
}

export const PROBLEM_EXPORT_ERROR_MESSAGE = 'Server error';

/**
 * Problem solving: the queue, its counts (the menu's number), marking problems handled and reopening
 * one from its record's trail. A change refetches the queue and the counts: the rows it took away and
 * the number in the menu are the server's, never guessed here.
 */
export const problemSolvingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchProblems: build.query<ProblemPage, SearchProblemsArgs>({
      query: ({ organisationId, body }) => ({
        url: apiPaths.problemSolvingProblems,
        method: 'POST',
        params: scopeParams(organisationId),
        body,
      }),
      providesTags: ['Problems'],
    }),
    getProblemCounts: build.query<ProblemCounts, Scoped>({
      query: ({ organisationId }) => ({ url: apiPaths.problemSolvingCounts, params: scopeParams(organisationId) }),
      providesTags: ['Problems'],
    }),
    getProblemDaily: build.query<ProblemDaily, Scoped>({
      query: ({ organisationId }) => ({ url: apiPaths.problemSolvingDaily, params: scopeParams(organisationId) }),
      // An accepted REMIT action sends a report, which moves the chart's counts as it moves the queue's.
      providesTags: ['Problems'],
    }),
    getHandledProblems: build.query<HandledProblems, Scoped & { recordId: number }>({
      query: ({ organisationId, recordId }) => ({
        url: fillPath(apiPaths.problemSolvingRecordHandled, { recordId }),
        params: scopeParams(organisationId),
      }),
      providesTags: ['Problems'],
    }),
    markProblemsHandled: build.mutation<MarkHandledResult, MarkHandledArgs>({
      query: ({ organisationId, problems, note }) => ({
        url: apiPaths.problemSolvingHandled,
        method: 'POST',
        params: scopeParams(organisationId),
        body: { problems, note },
      }),
      // No invalidation here: the queue's dialog refetches when it closes (`refreshProblems`), so the
      // grid does not change under the answer, nor take the focus from it as its rows re-render.
    }),
    reopenProblem: build.mutation<object, Scoped & { problemId: number; version: number }>({
      query: ({ organisationId, problemId, version }) => ({
        url: fillPath(apiPaths.problemSolvingReopen, { problemId }),
        method: 'POST',
        params: scopeParams(organisationId),
        body: { version },
      }),
      invalidatesTags: ['Problems', 'AuditTrail'],
    }),
    listHolidays: build.query<{ values: Holiday[] }, void>({
      query: () => ({ url: apiPaths.holidays }),
      providesTags: ['Holidays'],
    }),
    addHoliday: build.mutation<object, Holiday>({
      query: (holiday) => ({ url: apiPaths.holidays, method: 'POST', body: holiday }),
      // A holiday moves due dates: the queue and its counts are read again.
      invalidatesTags: ['Holidays', 'Problems'],
    }),
    removeHoliday: build.mutation<object, Holiday>({
      // Named as the calendar shows it: a day removed and added again since under another name stays.
      query: ({ day, name }) => ({ url: fillPath(apiPaths.holiday, { day }), method: 'DELETE', params: { name } }),
      invalidatesTags: ['Holidays', 'Problems'],
    }),
    exportProblemsCsv: build.mutation<DownloadedFile, ExportProblemsArgs>({
      query: ({ organisationId, body }) => ({
        url: apiPaths.problemSolvingCsv,
        method: 'POST',
        params: downloadParams(organisationId),
        body,
        responseHandler: fileDownloadHandler('problem-solving.csv', PROBLEM_EXPORT_ERROR_MESSAGE),
      }),
    }),
  }),
});

/** After marking problems handled: the queue, its counts and the trails as the server has them now. */
export const refreshProblems = () => problemSolvingApi.util.invalidateTags(['Problems', 'AuditTrail']);

export const {
  useSearchProblemsQuery,
  useGetProblemCountsQuery,
  useGetProblemDailyQuery,
  useGetHandledProblemsQuery,
  useMarkProblemsHandledMutation,
  useReopenProblemMutation,
  useExportProblemsCsvMutation,
  useListHolidaysQuery,
  useAddHolidayMutation,
  useRemoveHolidayMutation,
} = problemSolvingApi;
