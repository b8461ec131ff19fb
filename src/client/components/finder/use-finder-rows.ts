import type { FinderFilters } from '@shared/contract/finders';
import type { FinderKind, RemitActivityKind } from '@shared/contract/finder-constants';
import { useSearchFinderQuery, type FinderArgs } from '@client/api/finders-api';
import type { ServerGridRequest } from '@client/components/data-grid/use-server-grid';

/** The finder's filters as the grid keeps them in the URL: one string each, null for "not filtered". */
export type FinderGridFilters = { text: string | null; from: string | null; to: string | null; state: string | null };
export const emptyFinderFilters: FinderGridFilters = { text: null, from: null, to: null, state: null };

export interface FinderRowsArgs extends FinderArgs {
  finderKind: FinderKind;
  kind: RemitActivityKind | null;
}

/** The request's filters: only those set, and the kind only where the finder has one. */
export function toFinderFilters(
  finderKind: FinderKind,
  kind: RemitActivityKind | null,
  filters: FinderGridFilters,
): FinderFilters {
  const request: FinderFilters = {};
  if (filters.text) request.text = filters.text;
  if (filters.from) request.from = filters.from;
  if (filters.to) request.to = filters.to;
  if (filters.state) request.state = filters.state;
  if (finderKind === 'remitActivity' && kind) request.kind = kind;
  return request;
}

/** The grid hook's request as the finder call: paging, sort and filters in the body. */
export function useFinderRows(
  {
    finderKind,
    organisationId,
    kind,
    paging,
    sorting,
    ...filters
  }: FinderRowsArgs & FinderGridFilters & ServerGridRequest<string>,
  options: { skip: boolean },
) {
  return useSearchFinderQuery(
    { finderKind, organisationId, body: { paging, sorting, filters: toFinderFilters(finderKind, kind, filters) } },
    // A finder is where the user comes back to after changing a record: show it as it is now.
    { ...options, refetchOnMountOrArgChange: true },
  );
}
