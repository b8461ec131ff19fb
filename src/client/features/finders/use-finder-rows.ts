import { useState } from 'react';
import type { FinderFilters } from '@shared/contract/finders';
import { normaliseSearchText, searchTextRefusal } from '@shared/contract/search-text';
import {
  FINDER_TEXT_MAX_LENGTH,
  finderRangeCrosses,
  finderStates,
  type FinderKind,
  type RemitActivityKind,
} from '@shared/contract/finder-constants';
import { useSearchFinderQuery, type FinderArgs } from '@client/api/finders-api';
import type { ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import type { GridFilterRules } from '@client/components/data-grid/use-grid-state';
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

const isFilterDay = (day: string) => readDay(day) !== null;

/**
 * What the filters can show, and so what a URL may name: the search the field takes (the contract's
 * rule, whose length the field also limits), a day of the calendar, one of the finder's states. Any
 * other value would end in a refusal that the controls, showing no search, no day or all states, cannot
 * clear; it is left out of the URL and the request.
 */
export function finderFilterRules(finderKind: FinderKind): GridFilterRules<FinderGridFilters> {
  const states: readonly string[] = finderStates[finderKind];
  return {
    text: (text) => searchTextRefusal(normaliseSearchText(text), FINDER_TEXT_MAX_LENGTH) === undefined,
    from: isFilterDay,
    to: isFilterDay,
    state: (state) => states.includes(state),
  };
}

/** The request's filters: only those set and within the finder's rules, and the kind only where the finder has one. */
export function toFinderFilters(
  finderKind: FinderKind,
  kind: RemitActivityKind | null,
  filters: FinderGridFilters,
): FinderFilters {
  const rules = finderFilterRules(finderKind);
  const sendable = (name: keyof FinderGridFilters): string | undefined => {
    const value = filters[name];
    return value && rules[name]?.(value) !== false ? value : undefined;
  };
  const request: FinderFilters = {};
  const text = sendable('text');
  const from = sendable('from');
  const to = sendable('to');
  const state = sendable('state');
  if (text) request.text = text;
  if (from) request.from = from;
  if (to) request.to = to;
  // The days the user picks are those the grid shows its moments in.
  if (from || to) request.timeZone = downloadMomentFormat().timeZone;
  if (state) request.state = state;
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
  // A range running backwards (an address typed or kept from before) asks for nothing the server would
  // answer: its fields say so, and fixing one of them sends the request.
  const rangeCrosses = finderRangeCrosses(body.filters.from, body.filters.to);
  const result = useSearchFinderQuery(
    { finderKind, organisationId, body: cursor ? { ...body, cursor } : body },
    { ...options, skip: options.skip || rangeCrosses, ...READ_AFRESH_WHEN_SHOWN },
  );
  const answered = result.currentData;
  if (
    answered &&
    (shown?.listKey !== listKey || shown.page !== answered.currentPage || shown.cursor !== answered.cursor)
  )
    setShown({ listKey, page: answered.currentPage, cursor: answered.cursor });
  return result;
}
