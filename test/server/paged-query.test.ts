import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { MAX_ENTRIES_PER_PAGE, type SortOrder } from '@shared/contract/paging';
import { offsetSource, pagedQuery, type PageOrder, type PageSource } from '@server/db/paged-query';

// Only the columns' identities matter here: the in-memory source below reads `sortOrder` and does the sorting.
const items = pgTable('items', { id: integer('id'), name: text('name') });

interface Item {
  id: number;
  name: string | null;
}

/** 251 rows, many of them with equal names and some with none, in scrambled id order. */
const rows: Item[] = Array.from({ length: 251 }, (_, index) => {
  const id = ((index * 97) % 251) + 1;
  return { id, name: id % 7 === 0 ? null : ['Berg', 'apfel', 'Äpfel', 'Zeta'][id % 4]! };
});

/** The order the database gives for `name ASC NULLS LAST, id ASC`, and exactly its reverse. */
function sorted(sortOrder: SortOrder): Item[] {
  const collator = new Intl.Collator('und');
  const ascending = [...rows].sort((a, b) => {
    if (a.name === null || b.name === null) return a.name === b.name ? a.id - b.id : a.name === null ? 1 : -1;
    return collator.compare(a.name, b.name) || a.id - b.id;
  });
  return sortOrder === 'ASCENDING' ? ascending : ascending.reverse();
}

/** An offset source over the rows above that records every row query it is asked for. */
function memorySource() {
  const queries: Array<{ sortOrder: SortOrder; limit: number; offset: number }> = [];
  const source = offsetSource<Item>({
    count: async () => rows.length,
    rows: async ({ sortOrder }, limit, offset) => {
      queries.push({ sortOrder, limit, offset });
      return sorted(sortOrder).slice(offset, offset + limit);
    },
  });
  return { source, queries };
}

const order = (sortOrder: SortOrder): PageOrder => ({ key: items.name, sortOrder, tieBreak: items.id });
const ids = (values: Item[]) => values.map((row) => row.id);

describe('pagedQuery over the offset source', () => {
  it('answers in the contract shape: count, currentPage and the page of rows', async () => {
    const { source } = memorySource();
    const page = await pagedQuery(source, { page: 1, entriesPerPage: 10 }, order('ASCENDING'));
    expect(page).toEqual({ count: 251, currentPage: 1, values: sorted('ASCENDING').slice(10, 20) });
  });

  it('answers a short last page with the remaining rows', async () => {
    const { source, queries } = memorySource();
    const page = await pagedQuery(source, { page: 25, entriesPerPage: 10 }, order('ASCENDING'));
    expect(ids(page.values)).toEqual(ids(sorted('ASCENDING').slice(250)));
    // Read from the nearer end: the first row of the reversed order, not 250 rows skipped.
    expect(queries).toEqual([{ sortOrder: 'DESCENDING', limit: 1, offset: 0 }]);
  });

  it('answers a page past the end empty, with the count, and without a row query', async () => {
    const { source, queries } = memorySource();
    for (const page of [26, 1_000_000]) {
      expect(await pagedQuery(source, { page, entriesPerPage: 10 }, order('DESCENDING'))).toEqual({
        count: 251,
        currentPage: page,
        values: [],
      });
    }
    expect(queries).toEqual([]);
  });

  it('answers the first page of an empty list empty', async () => {
    const empty: PageSource<Item> = {
      count: async () => 0,
      page: async () => {
        throw new Error('no row query for an empty list');
      },
    };
    expect(await pagedQuery(empty, { page: 0, entriesPerPage: 25 }, order('ASCENDING'))).toEqual({
      count: 0,
      currentPage: 0,
      values: [],
    });
  });

  it(`pages ${MAX_ENTRIES_PER_PAGE} rows at a time, the largest page the grid asks for`, async () => {
    const { source } = memorySource();
    const pages = await Promise.all(
      [0, 1, 2].map((page) => pagedQuery(source, { page, entriesPerPage: MAX_ENTRIES_PER_PAGE }, order('ASCENDING'))),
    );
    expect(pages.map((page) => page.values.length)).toEqual([100, 100, 51]);
    expect(pages.flatMap((page) => ids(page.values))).toEqual(ids(sorted('ASCENDING')));
  });

  it.each(['ASCENDING', 'DESCENDING'] as const)(
    'shows every row exactly once across the pages of any size, %s, ties broken by id',
    async (sortOrder) => {
      const { source } = memorySource();
      for (const entriesPerPage of [1, 7, 10, 25, 50, 100]) {
        const pageCount = Math.ceil(rows.length / entriesPerPage);
        const pages = await Promise.all(
          Array.from({ length: pageCount }, (_, page) =>
            pagedQuery(source, { page, entriesPerPage }, order(sortOrder)),
          ),
        );
        expect(pages.flatMap((page) => ids(page.values))).toEqual(ids(sorted(sortOrder)));
      }
    },
  );

  it('keeps equal names in id order, and DESCENDING is ASCENDING reversed', async () => {
    const { source } = memorySource();
    const all = async (sortOrder: SortOrder) =>
      ids(
        (await pagedQuery(source, { page: 0, entriesPerPage: 100 }, order(sortOrder))).values.concat(
          (await pagedQuery(source, { page: 1, entriesPerPage: 100 }, order(sortOrder))).values,
          (await pagedQuery(source, { page: 2, entriesPerPage: 100 }, order(sortOrder))).values,
        ),
      );
    const ascending = await all('ASCENDING');
    expect(await all('DESCENDING')).toEqual([...ascending].reverse());
    const bergs = ascending.filter((id) => rows.find((row) => row.id === id)?.name === 'Berg');
    expect(bergs).toEqual([...bergs].sort((a, b) => a - b));
    // Empty names last.
    expect(ascending.slice(-Math.floor(251 / 7))).toEqual(
      rows
        .filter((row) => row.name === null)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
  });
});

describe('pagedQuery over another strategy', () => {
  it('uses the strategy’s own count and page fetch, never a COUNT of the rows', async () => {
    const calls: string[] = [];
    const keyset: PageSource<Item> = {
      count: async () => {
        calls.push('count');
        return 1_000_000;
      },
      page: async (window, pageOrder) => {
        calls.push(`page ${window.offset} ${window.limit} ${window.count} ${pageOrder.sortOrder}`);
        return [{ id: window.offset + 1, name: null }];
      },
    };
    const page = await pagedQuery(keyset, { page: 39_999, entriesPerPage: 25 }, order('DESCENDING'));
    expect(page).toEqual({ count: 1_000_000, currentPage: 39_999, values: [{ id: 999_976, name: null }] });
    expect(calls).toEqual(['count', 'page 999975 25 1000000 DESCENDING']);
  });
});
