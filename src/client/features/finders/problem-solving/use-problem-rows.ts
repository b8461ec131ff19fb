import type {
  ProblemCategory,
  ProblemFilters,
  ProblemSortColumn,
  ProblemUrgency,
} from '@shared/contract/problem-solving';
import { useSearchProblemsQuery } from '@client/api/problem-solving-api';
import type { ServerGridRequest } from '@client/components/data-grid/use-server-grid';

/** The queue's filters as the grid keeps them in the URL: one string each, null for "not filtered". */
export type ProblemGridFilters = {
  text: string | null;
  category: string | null;
  urgency: string | null;
  day: string | null;
};
export const emptyProblemFilters: ProblemGridFilters = { text: null, category: null, urgency: null, day: null };

export interface ProblemRowsArgs {
  organisationId: number | null;
}

/** The request's filters: only those set (a value the URL names but the queue lacks is the server's to refuse). */
export function toProblemFilters(filters: ProblemGridFilters): ProblemFilters {
  const request: ProblemFilters = {};
  if (filters.text) request.text = filters.text;
  if (filters.category) request.category = filters.category as ProblemCategory;
  if (filters.urgency) request.urgency = filters.urgency as ProblemUrgency;
  if (filters.day) request.day = filters.day;
  return request;
}

/** The grid hook's request as the queue call. */
export function useProblemRows(
  {
    organisationId,
    paging,
    sorting,
    ...filters
  }: ProblemRowsArgs & ProblemGridFilters & ServerGridRequest<ProblemSortColumn>,
  options: { skip: boolean },
) {
  const body = { paging, sorting, filters: toProblemFilters(filters) };
  // The queue is where the user comes back to after solving a problem: show it as it is now.
  return useSearchProblemsQuery({ organisationId, body }, { ...options, refetchOnMountOrArgChange: true });
}
