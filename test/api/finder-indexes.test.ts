import { desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import {
  finderColumnNames,
  finderDocumentType,
  finderKinds,
  remitActivityKinds,
  type FinderKind,
  type RemitActivityKind,
} from '@shared/contract/finders';
import { searchWindow } from '@server/db/search-window';
import { commonTrigramsOf } from '@server/finders/common-trigrams-repository';
import { reportingRecords } from '@server/db/schema';
import { finderMatchesSortedQuery, finderRowsQuery, linkFactColumns } from '@server/finders/repository';
import { buildTestApp, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
}, 180_000);
afterAll(() => testApp.close());

/** The plan PostgreSQL picks for a query, sequential scans (unless asked not to) and, when asked, sorts priced out. */
async function planOf(
  query: SQLWrapper,
  { sortsPricedOut, seqScansPricedOut = true }: { sortsPricedOut: boolean; seqScansPricedOut?: boolean },
): Promise<string> {
  return testApp.app.db.transaction(async (tx) => {
    if (sortsPricedOut) {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      // Else, on the test's near-empty table, a smaller partial index sorted by a prefix of the key wins.
      await tx.execute(sql`SET LOCAL enable_incremental_sort = off`);
    }
    if (seqScansPricedOut) await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const finderCases = finderKinds.flatMap((finder): Array<{ finder: FinderKind; kind?: RemitActivityKind }> =>
  finder === 'remitActivity' ? remitActivityKinds.map((kind) => ({ finder, kind })) : [{ finder }],
);
const sortCases = finderCases.flatMap(({ finder, kind }) =>
  finderColumnNames(finder, kind).flatMap((columnName) =>
    (['ASCENDING', 'DESCENDING'] as const).map((sortOrder) => ({ finder, kind, columnName, sortOrder })),
  ),
);

/**
 * Every sort of every finder reads its page from an index in order: with sorting and sequential scans
 * priced out, the plan has no Sort node, which is only possible when an index matches the sort key and
 * the id tie-break in both directions. A catalogue column added without its index fails here.
 */
describe('finder sort indexes', () => {
  it.each(sortCases)(
    '$finder $kind by $columnName $sortOrder reads an index in order',
    async ({ finder, kind, columnName, sortOrder }) => {
      const db = testApp.app.db;
      const query = finderRowsQuery(
        db,
        { organisationId: 1, documentType: finderDocumentType(finder, kind), filters: {} },
        { columnName, sortOrder },
        25,
      );
      const plan = await planOf(query, { sortsPricedOut: true });
      expect(plan).not.toMatch(/\bSort\b/);
      expect(plan).toMatch(/Index Scan/);
    },
  );
});

describe("a page's link facts", () => {
  /**
   * Each row's HTML document and latest REMIT version are probes of its own entries: written as EXISTS,
   * the HTML document was hashed instead, a read of every document of every record on each page
   * (100,000 documents: 5.4 of a page's 5.6 ms), unseen while the benchmark seeded records without them.
   */
  it("reads only the page's own rows' documents and versions, whatever the tables hold", async () => {
    const db = testApp.app.db;
    await db.execute(sql`
      INSERT INTO reporting_documents (organisation_id, record_id, kind, media_type, file_name, content_text, created_at)
      SELECT r.organisation_id, r.id, 'txt', 'text/plain', 'note-' || n || '.txt', 'A note.', now()
      FROM reporting_records r, generate_series(1, 20) AS n`);
    await db.execute(sql`ANALYZE reporting_documents`);
    const query = db
      .select({ id: reportingRecords.id, ...linkFactColumns('reporting_records') })
      .from(reportingRecords)
      .where(eq(reportingRecords.organisationId, 1))
      .orderBy(desc(reportingRecords.updatedAt))
      .limit(25);
    // Sequential scans keep their price: the point is that PostgreSQL does not choose one.
    const plan = await planOf(query, { sortsPricedOut: false, seqScansPricedOut: false });
    expect(plan).not.toMatch(/Seq Scan on reporting_documents|Seq Scan on reporting_record_versions/);
    expect(plan).toMatch(
      /Index Scan on reporting_documents_record_idx|Index Scan using reporting_documents_record_idx/,
    );
  });
});

describe('the MiFID file finder sorted by its state', () => {
  /**
   * Its Document State sorts by the words the grid shows, a CASE over the one label table: its index
   * (migration 0017) spells the same words, and a label changed in the table without a migration of
   * the index leaves the sort without it.
   */
  it.each(['ASCENDING', 'DESCENDING'] as const)('reads the index of the words %s', async (sortOrder) => {
    const query = finderRowsQuery(
      testApp.app.db,
      { organisationId: 1, documentType: 'MIFID_POSITION_FILE', filters: {} },
      { columnName: 'state', sortOrder },
      25,
    );
    const plan = await planOf(query, { sortsPricedOut: true });
    expect(plan).not.toMatch(/\bSort\b/);
    expect(plan).toMatch(/Index Scan (Backward )?using reporting_records_finder_mifid_state_words_idx/);
  });
});

describe('finder state filter', () => {
  /**
   * Under a state filter, every sort reads the state's own range of an index in order: a column's index
   * walked for one state's records passes every record of the other states first, and in real data a
   * state clusters in a column's values (sent trades are older ones).
   */
  it.each(sortCases.filter(({ columnName }) => columnName !== 'state'))(
    '$finder $kind by $columnName $sortOrder seeks the state and reads in order',
    async ({ finder, kind, columnName, sortOrder }) => {
      const query = finderRowsQuery(
        testApp.app.db,
        { organisationId: 1, documentType: finderDocumentType(finder, kind), filters: { state: 'SENT' } },
        { columnName, sortOrder },
        25,
      );
      const plan = await planOf(query, { sortsPricedOut: true });
      expect(plan).not.toMatch(/\bSort\b/);
      expect(plan).toMatch(/Index Cond: .*state.*'SENT'/);
      expect(plan).not.toMatch(/Filter: .*state/);
    },
  );

  it('seeks the state in the state sort index instead of filtering every record it walks', async () => {
    const db = testApp.app.db;
    const query = finderRowsQuery(
      db,
      { organisationId: 1, documentType: 'REMIT_TABLE_1', filters: { state: 'SENT' } },
      { columnName: 'state', sortOrder: 'ASCENDING' },
      25,
    );
    const plan = await planOf(query, { sortsPricedOut: true });
    // Compared in the index's collation, the state is part of the index condition, not a filter after it.
    expect(plan).toMatch(/Index (Only )?Scan using reporting_records_finder_state_idx/);
    expect(plan).toMatch(/Index Cond: .*state.*'SENT'/);
    expect(plan).not.toMatch(/Filter: .*state/);
  });
});

describe('finder text search', () => {
  it('is answered by the trigram index of the stored search text', async () => {
    const db = testApp.app.db;
    // Enough records that walking another index costs more than the trigram index; the sequential
    // scan, which only a table this small makes cheap, is priced out.
    await db.execute(sql`
      INSERT INTO reporting_records (organisation_id, document_type, external_id, state, attributes, created_at, updated_at)
      SELECT 1, 'REMIT_TABLE_1', 'INDEX-TEST-' || n, 'RECEIVED', jsonb_build_object('uti', md5(n::text)), now(), now()
      FROM generate_series(1, 2000) AS n`);
    await db.execute(sql`VACUUM ANALYZE reporting_records`);
    const query = finderRowsQuery(
      db,
      { organisationId: 1, documentType: 'REMIT_TABLE_1', filters: { text: '81DC9BDB52' } }, // md5('1234'), as a UTI is searched
      { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
      25,
    );
    const plan = await planOf(query, { sortsPricedOut: false });
    expect(plan).toMatch(/Bitmap Index Scan on reporting_records_search_text_idx/);
  });

  it('keeps the stored search text true whatever writes the record', async () => {
    const db = testApp.app.db;
    const result = (await db.execute(sql`
      INSERT INTO reporting_records (organisation_id, document_type, external_id, state, attributes, created_at, updated_at)
      VALUES (1, 'ECM', 'SEARCH-Ä-1', 'RECEIVED', '{"counterparty": "Énergie Rhône", "price": 12.5, "flag": true, "tradeDate": "2026-01-05"}', now(), now())
      RETURNING search_text`)) as unknown as { rows: Array<{ search_text: string }> };
    const searchText = result.rows[0]!.search_text;
    expect(searchText.split('\n').sort()).toEqual(['2026-01-05', 'search-ä-1', 'énergie rhône'].sort());
  });
});

describe('finder text search through a window', () => {
  // Every UTI of one party starts alike: the prefix's trigrams are in most records.
  beforeAll(async () => {
    await testApp.app.db.execute(sql`
      INSERT INTO reporting_records (organisation_id, document_type, external_id, state, attributes, created_at, updated_at)
      SELECT 1, 'REMIT_TABLE_1', 'WINDOW-TEST-' || n, 'RECEIVED', jsonb_build_object('uti', 'WINDOWPARTY' || lpad(n::text, 6, '0')), now(), now()
      FROM generate_series(1, 3000) AS n`);
    await testApp.app.db.execute(sql`VACUUM ANALYZE reporting_records`);
  });

  it('finds the trigrams most records hold in a sample of them', async () => {
    const common = await commonTrigramsOf(testApp.app.db).current();
    expect([...common]).toEqual(
      expect.arrayContaining(['win', 'ind', 'ndo', 'dow', 'owp', 'wpa', 'par', 'art', 'rty']),
    );
    expect(common.has('123')).toBe(false);
    const window = searchWindow('windowparty001234', (trigram) => common.has(trigram));
    expect('windowparty001234').toContain(window);
    expect(window).toMatch(/^\d{3,}$/);
  });

  it('keeps the sample it had when taking a new one, once it is stale, fails', async () => {
    let now = 0;
    let failing = false;
    const db = testApp.app.db;
    const flaky = new Proxy(db, {
      get: (target, key) =>
        key === 'execute' && failing ? () => Promise.reject(new Error('connection lost')) : Reflect.get(target, key),
    });
    const trigrams = commonTrigramsOf(flaky, () => now);
    expect((await trigrams.current()).has('win')).toBe(true);
    failing = true;
    now = 11 * 60_000;
    await trigrams.current(); // the stale sample, while a new one is taken in the background
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await trigrams.current()).has('win')).toBe(true);
  });

  it('asks the trigram index for the window only and checks the whole term on its candidates', async () => {
    const query = finderRowsQuery(
      testApp.app.db,
      {
        organisationId: 1,
        documentType: 'REMIT_TABLE_1',
        filters: { text: 'WindowParty001234' },
        textWindow: '001234',
      },
      { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
      25,
    );
    const plan = await planOf(query, { sortsPricedOut: false });
    expect(plan).toMatch(
      /Bitmap Index Scan on reporting_records_search_text_idx.*\n\s+Index Cond: \(search_text ~~ '%001234%'::text\)$/m,
    );
    expect(plan).toMatch(/Filter: .*strpos\(search_text/);
  });

  it('answers a search exactly as the whole term does', async () => {
    const finders = testApp.app.repos.finders;
    const sort = { columnName: 'uti', sortOrder: 'ASCENDING' } as const;
    const scope = (text: string) => ({ organisationId: 1, documentType: 'REMIT_TABLE_1', filters: { text } });
    const utisOf = async (text: string) =>
      (await finders.page(scope(text), sort, { page: 0, entriesPerPage: 100 })).values.map((row) => row.attributes.uti);
    const wholeTermMatches = async (text: string) => {
      const result = (await testApp.app.db.execute(sql`
        SELECT attributes->>'uti' AS uti FROM reporting_records
        WHERE organisation_id = 1 AND document_type = 'REMIT_TABLE_1' AND search_text LIKE '%' || lower(${text}) || '%'
        ORDER BY (attributes->>'uti') COLLATE "und-x-icu", id`)) as unknown as { rows: Array<{ uti: string }> };
      return result.rows.map(({ uti }) => uti);
    };
    for (const text of ['WINDOWPARTY00123', 'windowParty001234', '0123', 'party00299'])
      expect(await utisOf(text)).toEqual(await wholeTermMatches(text));
    expect(await utisOf('WINDOWPARTY00123')).toHaveLength(10);
    // Every trigram common: the whole term, as before.
    expect((await finders.page(scope('windowparty'), sort, { page: 0, entriesPerPage: 25 })).count).toBe(3000);
    // The window matches, the whole term does not.
    expect((await finders.page(scope('WINDOWPARTY-001234'), sort, { page: 0, entriesPerPage: 25 })).count).toBe(0);
  });
});

describe('finder matches sorted', () => {
  it('fetches the matches behind OFFSET 0, so the planner cannot walk the sort index past every other record instead', () => {
    const query = finderMatchesSortedQuery(
      testApp.app.db,
      { organisationId: 1, documentType: 'REMIT_TABLE_1', filters: { from: '2026-03-01', to: '2026-03-31' } },
      { columnName: 'tradeTime', sortOrder: 'ASCENDING' },
    );
    expect(query.toSQL().sql).toMatch(/ offset 0\) "matches"/);
  });
});

describe('finder search with more matches than are fetched and sorted', () => {
  it('counts them all and walks the sort index for the first page', async () => {
    const db = testApp.app.db;
    await db.execute(sql`
      INSERT INTO reporting_records (organisation_id, document_type, external_id, state, attributes, created_at, updated_at)
      SELECT 1, 'REMIT_TABLE_1', 'MANY-' || n, 'RECEIVED', jsonb_build_object('uti', 'MANYMATCH' || n), now(), now()
      FROM generate_series(1, 10050) AS n`);
    const page = await testApp.app.repos.finders.page(
      { organisationId: 1, documentType: 'REMIT_TABLE_1', filters: { text: 'manymatch' } },
      { columnName: 'uti', sortOrder: 'DESCENDING' },
      { page: 0, entriesPerPage: 25 },
    );
    const expected = (await db.execute(sql`
      SELECT attributes->>'uti' AS uti FROM reporting_records WHERE organisation_id = 1 AND attributes->>'uti' LIKE 'MANYMATCH%'
      ORDER BY (attributes->>'uti') COLLATE "und-x-icu" DESC, id DESC LIMIT 25`)) as unknown as {
      rows: Array<{ uti: string }>;
    };
    expect(page.count).toBe(10050);
    expect(page.values.map((row) => row.attributes.uti)).toEqual(expected.rows.map(({ uti }) => uti));
  });
});

describe('finder first page of a few matches', () => {
  // 60 records of January 2031 whose UTIs sort after those of 140 February ones: descending, the walk
  // (at most half the matches, 30 records) finds the page among its first 25; ascending, it finds none.
  beforeAll(async () => {
    await testApp.app.db.execute(sql`
      INSERT INTO reporting_records (organisation_id, document_type, external_id, state, attributes, created_at, updated_at)
      SELECT 1, 'REMIT_TABLE_1', 'FEW-' || n, 'RECEIVED',
        jsonb_build_object('uti', CASE WHEN n <= 60 THEN 'ZZFEW' ELSE 'AAFEW' END || lpad(n::text, 3, '0')),
        CASE WHEN n <= 60 THEN timestamptz '2031-01-10T00:00:00Z' ELSE timestamptz '2031-02-10T00:00:00Z' END,
        now()
      FROM generate_series(1, 200) AS n`);
  });

  it.each(['ASCENDING', 'DESCENDING'] as const)(
    'is the same whether the walk finds it (the matches first) or gives up on it (the matches last): %s',
    async (sortOrder) => {
      const page = await testApp.app.repos.finders.page(
        {
          organisationId: 1,
          documentType: 'REMIT_TABLE_1',
          filters: { from: '2031-01-01', to: '2031-01-31' },
        },
        { columnName: 'uti', sortOrder },
        { page: 0, entriesPerPage: 25 },
      );
      const expected = Array.from({ length: 60 }, (_, index) => `ZZFEW${String(index + 1).padStart(3, '0')}`);
      if (sortOrder === 'DESCENDING') expected.reverse();
      expect(page.count).toBe(60);
      expect(page.values.map((row) => row.attributes.uti)).toEqual(expected.slice(0, 25));
    },
  );
});

describe('finder pages at the edge of fetching and sorting their matches', () => {
  // 10,000 records of the 10th of May 2032 whose UTIs start QZEDGEA, and one of the 20th starting QZEDGEB:
  // a search or a date range matches exactly 10,000 records (sorted) or 10,001 (counted and walked).
  beforeAll(async () => {
    await testApp.app.db.execute(sql`
      INSERT INTO reporting_records (organisation_id, document_type, external_id, state, attributes, created_at, updated_at)
      SELECT 1, 'REMIT_TABLE_1', 'QZ-' || n, 'RECEIVED',
        jsonb_build_object('uti', 'QZEDGE' || CASE WHEN n <= 10000 THEN 'A' ELSE 'B' END || lpad(n::text, 5, '0')),
        CASE WHEN n <= 10000 THEN timestamptz '2032-05-10T12:00:00Z' ELSE timestamptz '2032-05-20T12:00:00Z' END,
        now()
      FROM generate_series(1, 10001) AS n`);
  }, 60_000);

  const edgeCases = [
    { matches: 10_000, filters: { text: 'qzedgea' }, oracle: sql`search_text LIKE '%qzedgea%'` },
    { matches: 10_001, filters: { text: 'qzedge' }, oracle: sql`search_text LIKE '%qzedge%'` },
    {
      matches: 10_000,
      filters: { from: '2032-05-01', to: '2032-05-15' },
      oracle: sql`created_at >= '2032-05-01T00:00:00Z' AND created_at < '2032-05-16T00:00:00Z'`,
    },
    {
      matches: 10_001,
      filters: { from: '2032-05-01', to: '2032-05-31' },
      oracle: sql`created_at >= '2032-05-01T00:00:00Z' AND created_at < '2032-06-01T00:00:00Z'`,
    },
  ];
  const pageCases = edgeCases.flatMap((edge) =>
    (['ASCENDING', 'DESCENDING'] as const).flatMap((sortOrder) =>
      (['first', 'last'] as const).map((which) => ({
        ...edge,
        sortOrder,
        which,
        filtered: JSON.stringify(edge.filters),
      })),
    ),
  );

  it.each(pageCases)(
    "$filtered ($matches matches): the $which page by UTI $sortOrder is the oracle's",
    async ({ matches, filters, oracle, sortOrder, which }) => {
      const entriesPerPage = 25;
      const page = which === 'first' ? 0 : Math.ceil(matches / entriesPerPage) - 1;
      const answer = await testApp.app.repos.finders.page(
        { organisationId: 1, documentType: 'REMIT_TABLE_1', filters },
        { columnName: 'uti', sortOrder },
        { page, entriesPerPage },
      );
      const direction = sortOrder === 'ASCENDING' ? sql`ASC NULLS LAST` : sql`DESC NULLS FIRST`;
      const expected = (await testApp.app.db.execute(sql`
        SELECT attributes->>'uti' AS uti FROM reporting_records
        WHERE organisation_id = 1 AND document_type = 'REMIT_TABLE_1' AND ${oracle}
        ORDER BY (attributes->>'uti') COLLATE "und-x-icu" ${direction}, id ${sortOrder === 'ASCENDING' ? sql`ASC` : sql`DESC`}
        LIMIT ${entriesPerPage} OFFSET ${page * entriesPerPage}`)) as unknown as { rows: Array<{ uti: string }> };
      expect(answer.count).toBe(matches);
      expect(answer.values.map((row) => row.attributes.uti)).toEqual(expected.rows.map(({ uti }) => uti));
      expect(answer.values).toHaveLength(which === 'last' && matches === 10_001 ? 1 : entriesPerPage);
    },
  );
});
