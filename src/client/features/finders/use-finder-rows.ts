import { useState } from 'react';
import type { FinderFilters } from '@shared/contract/finders';
import { finderStates, type FinderKind, type RemitActivityKind } from '@shared/contract/finder-constants';
import { useSearchFinderQuery, type FinderArgs } from '@client/api/finders-api';
import type { ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import { downloadMomentFormat } from '@client/preferences/download-moment-format';
import { readDay } from '@client/components/form/calendar-day';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';

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
  // What the filters cannot show is not sent: a link naming another finder's state or a day the
  // calendar lacks would end in a refusal that the controls, showing all states or no day, cannot clear.
  if (filters.from && readDay(filters.from)) request.from = filters.from;
  if (filters.to && readDay(filters.to)) request.to = filters.to;
  // The days the user picks are those the grid shows its moments in.
  if (request.from || request.to) request.timeZone = downloadMomentFormat().timeZone;
  if (filters.state && (finderStates[finderKind] as readonly string[]).includes(filters.state)) {
    request.state = filters.state;
  }
  if (finderKind === 'remitActivity' && kind) request.kind = kind;
  return request;
}

/** What a page answered, for the request of the page next to it. */
interface ShownPage {
  listKey: string;
  page: number;
  cursor: string | null;
}

/**
 * The grid hook's request as the finder call: paging, sort and filters in the body. Moving to the page
 * next to the one shown sends that page's cursor, so the server reads on from its edge rather than
 * counting off every row before; the cursor is chosen once per page asked for, so the arrival of the
 * answer never changes the request (and never fetches it again).
 */
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
  const body = { paging, sorting, filters: toFinderFilters(finderKind, kind, filters) };
  const listKey = JSON.stringify([finderKind, organisationId, sorting, body.filters, paging.entriesPerPage]);
  const [shown, setShown] = useState<ShownPage | null>(null);
  const [asked, setAsked] = useState<{ listKey: string; page: number; cursor: string | null }>({
    listKey,
    page: paging.page,
    cursor: null,
  });
  let cursor = asked.cursor;
  if (asked.listKey !== listKey || asked.page !== paging.page) {
    const nextToShown = shown?.listKey === listKey && Math.abs(shown.page - paging.page) === 1;
    cursor = nextToShown ? shown.cursor : null;
    setAsked({ listKey, page: paging.page, cursor });
  }
  const result = useSearchFinderQuery(
    { finderKind, organisationId, body: cursor ? { ...body, cursor } : body },
    { ...options, ...READ_AFRESH_WHEN_SHOWN },
  );
  const answered = result.currentData;
  if (
    answered &&
    (shown?.listKey !== listKey || shown.page !== answered.currentPage || shown.cursor !== answered.cursor)
  )
    setShown({ listKey, page: answered.currentPage, cursor: answered.cursor });
  return result;
}
