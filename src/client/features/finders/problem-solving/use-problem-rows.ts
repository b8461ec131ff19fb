import { problemFiltersSchema, type ProblemFilters, type ProblemSortColumn } from '@shared/contract/problem-solving';
import { useSearchProblemsQuery } from '@client/api/problem-solving-api';
import type { ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import type { GridFilterRules } from '@client/components/data-grid/use-grid-state';

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

const filterSchemas = problemFiltersSchema.shape;

/**
 * What the filters can show, and so what a URL may name: each filter as the contract takes it (a search
 * no longer than the field takes, one of the categories and urgencies the selects offer, a day within
 * the bounds). Any other value would end in a refusal that the controls, showing no search, all
 * categories or any deadline, cannot clear; it is left out of the URL and the request.
 */
export const problemFilterRules: GridFilterRules<ProblemGridFilters> = {
  text: (text) => filterSchemas.text.safeParse(text).success,
  category: (category) => filterSchemas.category.safeParse(category).success,
  urgency: (urgency) => filterSchemas.urgency.safeParse(urgency).success,
  day: (day) => filterSchemas.day.safeParse(day).success,
};

/** The request's filters: only those set and within the queue's rules, as the contract reads them. */
export function toProblemFilters(filters: ProblemGridFilters): ProblemFilters {
  const sendable = Object.entries(filters).filter(
    ([name, value]) => value && problemFilterRules[name as keyof ProblemGridFilters]?.(value),
  );
  // Each value passes its own schema, so together they pass the contract's.
  return problemFiltersSchema.parse(Object.fromEntries(sendable));
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
