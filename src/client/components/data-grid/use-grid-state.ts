import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from '../use-search-update';
import { readPageNumber } from '@shared/contract/bounds';
import { gridAddressParameters } from '@shared/grid-address';

/** A page's filters as the grid keeps them: one string per filter, null for "not filtered". */
export type GridFilters = Record<string, string | null>;

/**
 * Per filter, whether a value the URL names is one the page's controls could have set (a day of the
 * calendar, a state of the list); any other is read as "not filtered". A filter without one takes any.
 */
export type GridFilterRules<TFilters extends GridFilters> = { [Name in keyof TFilters]?: (value: string) => boolean };

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
  filterRules?: GridFilterRules<TFilters>;
  /**
   * The page's own parameters beside the grid's (a record kind, a density): the values its controls
   * could have set. Any other is left out of the address and said to be, as a refused filter is.
   */
  addressRules?: AddressRules;
}

/** Per parameter of the page's address, whether a value is one the page's controls could have set. */
export type AddressRules = Record<string, (value: string) => boolean>;

/** A change of the grid's state: only the fields given, and of the filters only those given. */
export type GridStateChange<TFilters extends GridFilters> = Partial<Omit<GridState<TFilters>, 'filters'>> & {
  filters?: Partial<TFilters>;
};

/** A parameter of the page's address that named nothing the grid can show, as the address had it. */
export interface LeftOutOfAddress {
  name: string;
  value: string;
}

export interface GridStateStore<TFilters extends GridFilters> {
  /** The state to request; the page is already 0 when the request's other arguments changed. */
  state: GridState<TFilters>;
  /**
   * What the address named that the grid cannot show and left out (a day that is not one, a page size
   * not offered), until the user changes the grid or dismisses it; always empty for a component's state.
   */
  leftOut: readonly LeftOutOfAddress[];
  dismissLeftOut: () => void;
  /**
   * Called from event handlers: changes only the fields given, over the changes made before it, also
   * those the page has not rendered yet (a handler of an older render would otherwise write back the
   * filters it saw, undoing a filter set since; `use-search-update.ts`).
   */
  update: (change: GridStateChange<TFilters>) => void;
  /**
   * The page's own move to a page the list has (the last one, for a link past the end): not the user's
   * change, so what the address left out stays said.
   */
  correctPage: (page: number) => void;
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
  const correctPage = useCallback((page: number) => update({ page }), [update]);
  return { state: stored.state, update, correctPage, leftOut: NOTHING_LEFT_OUT, dismissLeftOut: ignore };
}

const NOTHING_LEFT_OUT: readonly LeftOutOfAddress[] = [];
const ignore = () => {};

const { page: PAGE_PARAM, size: SIZE_PARAM, sort: SORT_PARAM, order: ORDER_PARAM } = gridAddressParameters;

const readInteger = (value: string | null) => (value !== null && /^\d{1,7}$/.test(value) ? Number(value) : undefined);

/** The state a URL names, and the names of its parameters that name nothing the grid can show. */
function readState<TFilters extends GridFilters>(
  params: URLSearchParams,
  defaults: GridStateDefaults<TFilters>,
): { state: GridState<TFilters>; refused: string[] } {
  const refused: string[] = [];
  const read = <T>(name: string, value: T | undefined): T | undefined => {
    if (value === undefined && params.has(name)) refused.push(name);
    return value;
  };
  const page = read(PAGE_PARAM, readPageNumber(params.get(PAGE_PARAM)));
  const size = readInteger(params.get(SIZE_PARAM));
  const pageSize = read(SIZE_PARAM, size !== undefined && defaults.pageSizes.includes(size) ? size : undefined);
  const sortParam = params.get(SORT_PARAM);
  const sortField = read(
    SORT_PARAM,
    sortParam !== null && defaults.sortableFields.includes(sortParam) ? sortParam : undefined,
  );
  const orderParam = params.get(ORDER_PARAM);
  // An order means something only beside a column.
  const order = read(
    ORDER_PARAM,
    sortField !== undefined && (orderParam === 'asc' || orderParam === 'desc') ? orderParam : undefined,
  );
  const filters = Object.fromEntries(
    Object.entries(defaults.filters).map(([name, fallback]) => {
      const value = params.get(name);
      const rule = defaults.filterRules?.[name];
      return [name, read(name, value !== null && (!rule || rule(value)) ? value : undefined) ?? fallback];
    }),
  ) as TFilters;
  for (const [name, rule] of Object.entries(defaults.addressRules ?? {})) {
    const value = params.get(name);
    if (value !== null && !rule(value)) refused.push(name);
  }
  return {
    state: {
      page: page ?? 0,
      pageSize: pageSize ?? defaults.pageSize,
      sortModel: sortField !== undefined ? [{ field: sortField, sort: order ?? 'asc' }] : defaults.sortModel,
      filters,
    },
    refused,
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
 * Values a URL cannot mean (a page size not offered, a column the server cannot sort, a filter its rule
 * refuses) fall back to the defaults and leave the URL (`defaults` must keep its identity between
 * renders). `skip`: the arguments are not known yet (an organisation or an id is still loading), so
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
  const { state: fromUrl, refused } = useMemo(
    () => readState(new URLSearchParams(search), defaults),
    [search, defaults],
  );

  // The arguments the URL's page belongs to: those of the first request, then those of the last paging.
  const [argsKeyOfPage, setArgsKeyOfPage] = useState<string | null>(skip ? null : argsKey);
  if (argsKeyOfPage === null && !skip) setArgsKeyOfPage(argsKey);
  const pageBelongsToArgs = argsKeyOfPage === null || argsKeyOfPage === argsKey;
  const state = useMemo(() => (pageBelongsToArgs ? fromUrl : { ...fromUrl, page: 0 }), [fromUrl, pageBelongsToArgs]);

  // What the address the page was opened with (a link, a bookmark, a reload) named in vain, kept past
  // the address's correction below so the page can say so: a finder that quietly showed every record
  // in place of a mistyped day's was read as that day's. A later change of the page's own (another
  // record kind, whose columns lack the sort) is corrected as before, without a word.
  const [leftOut, setLeftOut] = useState<readonly LeftOutOfAddress[]>(() => {
    const params = new URLSearchParams(search);
    return refused.map((name) => ({ name, value: params.get(name) ?? '' }));
  });
  const dismissLeftOut = useCallback(() => setLeftOut(NOTHING_LEFT_OUT), []);

  const updateSearch = useSearchUpdate();
  // What the grid does not show leaves the address too, as a control would never have put it there: a
  // reload or a shared link then says what the grid shows (replaced, so Back does not bring it again).
  useEffect(() => {
    if (refused.length > 0) updateSearch((params) => refused.forEach((name) => params.delete(name)));
  }, [refused, updateSearch]);
  const write = useCallback(
    (change: GridStateChange<TFilters>) => updateSearch((params) => writeState(params, change)),
    [updateSearch],
  );
  // New arguments already request page 0; bring the URL in line so a reload shows what is on screen.
  useEffect(() => {
    if (!pageBelongsToArgs && fromUrl.page !== 0) write({ page: 0 });
  }, [pageBelongsToArgs, fromUrl.page, write]);

  const correctPage = useCallback(
    (page: number) => {
      setArgsKeyOfPage(argsKey);
      write({ page });
    },
    [argsKey, write],
  );
  const update = useCallback(
    (change: GridStateChange<TFilters>) => {
      if (change.page !== undefined) setArgsKeyOfPage(argsKey);
      dismissLeftOut();
      write(change);
    },
    [argsKey, write, dismissLeftOut],
  );
  return { state, update, correctPage, leftOut, dismissLeftOut };
}
