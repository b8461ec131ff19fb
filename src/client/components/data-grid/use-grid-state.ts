import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from '../use-search-update';
import { readPageNumber } from '@shared/contract/bounds';

/** A page's filters as the grid keeps them: one string per filter, null for "not filtered". */
export type GridFilters = Record<string, string | null>;

/** What a server grid remembers between requests. */
export interface GridState<TFilters extends GridFilters> {
  page: number;
  pageSize: number;
  /** At most one item: the server sorts by one column. */
  sortModel: GridSortModel;
  filters: TFilters;
}

export interface GridStateDefaults<TFilters extends GridFilters> extends Omit<GridState<TFilters>, 'page'> {
  /** Page sizes a URL may ask for. */
  pageSizes: readonly number[];
  /** Columns a URL may sort by. */
  sortableFields: readonly string[];
}

/** A change of the grid's state: only the fields given, and of the filters only those given. */
export type GridStateChange<TFilters extends GridFilters> = Partial<Omit<GridState<TFilters>, 'filters'>> & {
  filters?: Partial<TFilters>;
};

export interface GridStateStore<TFilters extends GridFilters> {
  /** The state to request; the page is already 0 when the request's other arguments changed. */
  state: GridState<TFilters>;
  /**
   * Called from event handlers: changes only the fields given, over the changes made before it, also
   * those the page has not rendered yet (a handler of an older render would otherwise write back the
   * filters it saw, undoing a filter set since; `use-search-update.ts`).
   */
  update: (change: GridStateChange<TFilters>) => void;
}

/**
 * The grid's state in the component: leaving the page forgets it (the contact directory's rule, access
 * spec section 4). `argsKey` identifies the request's other arguments; new ones start at page 0.
 */
export function useComponentGridState<TFilters extends GridFilters>(
  defaults: GridStateDefaults<TFilters>,
  argsKey: string,
  // Same signature as useUrlGridState; here the page starts at 0 anyway.
  _skip: boolean,
): GridStateStore<TFilters> {
  const [stored, setStored] = useState(() => ({
    argsKey,
    state: { page: 0, pageSize: defaults.pageSize, sortModel: defaults.sortModel, filters: defaults.filters },
  }));
  // Adjusted while rendering (React's advice), so the first request for the new arguments is for page 0.
  if (stored.argsKey !== argsKey) {
    setStored({ argsKey, state: { ...stored.state, page: 0 } });
  }
  const update = useCallback(
    (change: GridStateChange<TFilters>) =>
      setStored((current) => ({
        ...current,
        state: { ...current.state, ...change, filters: { ...current.state.filters, ...change.filters } },
      })),
    [],
  );
  return { state: stored.state, update };
}

const PAGE_PARAM = 'page';
const SIZE_PARAM = 'size';
const SORT_PARAM = 'sort';
const ORDER_PARAM = 'order';

const readInteger = (value: string | null) => (value !== null && /^\d{1,7}$/.test(value) ? Number(value) : undefined);

function readState<TFilters extends GridFilters>(
  params: URLSearchParams,
  defaults: GridStateDefaults<TFilters>,
): GridState<TFilters> {
  const size = readInteger(params.get(SIZE_PARAM));
  const sortField = params.get(SORT_PARAM);
  const order = params.get(ORDER_PARAM);
  const filters = Object.fromEntries(
    Object.entries(defaults.filters).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
  ) as TFilters;
  return {
    page: readPageNumber(params.get(PAGE_PARAM)) ?? 0,
    pageSize: size !== undefined && defaults.pageSizes.includes(size) ? size : defaults.pageSize,
    sortModel:
      sortField !== null && defaults.sortableFields.includes(sortField)
        ? [{ field: sortField, sort: order === 'desc' ? 'desc' : 'asc' }]
        : defaults.sortModel,
    filters,
  };
}

function writeState<TFilters extends GridFilters>(next: URLSearchParams, change: GridStateChange<TFilters>): void {
  if (change.page !== undefined) next.set(PAGE_PARAM, String(change.page));
  if (change.pageSize !== undefined) next.set(SIZE_PARAM, String(change.pageSize));
  if (change.sortModel !== undefined) {
    const [item] = change.sortModel;
    if (item?.sort) {
      next.set(SORT_PARAM, item.field);
      next.set(ORDER_PARAM, item.sort);
    } else {
      next.delete(SORT_PARAM);
      next.delete(ORDER_PARAM);
    }
  }
  for (const [name, value] of Object.entries(change.filters ?? {})) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
}

/**
 * The grid's state in the URL (`page`, `size`, `sort`, `order` and one parameter per filter), so a
 * reload or a shared link shows the same rows. One URL-kept grid per page: the names carry no prefix.
 * Values a URL cannot mean (a page size not offered, a column the server cannot sort) fall back to the
 * defaults (`defaults` must keep its identity between renders). `skip`: the arguments are not known yet (an organisation or an id is still loading), so
 * their arrival is not a change that sends a linked page back to page 0.
 */
export function useUrlGridState<TFilters extends GridFilters>(
  defaults: GridStateDefaults<TFilters>,
  argsKey: string,
  skip: boolean,
): GridStateStore<TFilters> {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  // Parsed once per URL, so the grid sees the same models until the URL changes.
  const fromUrl = useMemo(() => readState(new URLSearchParams(search), defaults), [search, defaults]);

  // The arguments the URL's page belongs to: those of the first request, then those of the last paging.
  const [argsKeyOfPage, setArgsKeyOfPage] = useState<string | null>(skip ? null : argsKey);
  if (argsKeyOfPage === null && !skip) setArgsKeyOfPage(argsKey);
  const pageBelongsToArgs = argsKeyOfPage === null || argsKeyOfPage === argsKey;
  const state = useMemo(() => (pageBelongsToArgs ? fromUrl : { ...fromUrl, page: 0 }), [fromUrl, pageBelongsToArgs]);

  const updateSearch = useSearchUpdate();
  const write = useCallback(
    (change: GridStateChange<TFilters>) => updateSearch((params) => writeState(params, change)),
    [updateSearch],
  );
  // New arguments already request page 0; bring the URL in line so a reload shows what is on screen.
  useEffect(() => {
    if (!pageBelongsToArgs && fromUrl.page !== 0) write({ page: 0 });
  }, [pageBelongsToArgs, fromUrl.page, write]);

  const update = useCallback(
    (change: GridStateChange<TFilters>) => {
      if (change.page !== undefined) setArgsKeyOfPage(argsKey);
      write(change);
    },
    [argsKey, write],
  );
  return { state, update };
}
