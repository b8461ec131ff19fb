import { sql } from 'drizzle-orm';
import {
  finderColumnNames,
  finderDocumentType,
  finderKinds,
  remitActivityKinds,
  type FinderKind,
  type RemitActivityKind,
} from '@shared/contract/finders';
import { finderRowsQuery } from '@server/repositories/finder-repository';
import { buildTestApp, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
}, 180_000);
afterAll(() => testApp.close());

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
  it.each(sortCases)('$finder $kind by $columnName $sortOrder reads an index in order', async ({ finder, kind, columnName, sortOrder }) => {
    const db = testApp.app.db;
    const query = finderRowsQuery(
      db,
      { organisationId: 1, documentType: finderDocumentType(finder, kind), columns: [], filters: {} },
      { columnName, sortOrder },
      25,
    );
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).not.toMatch(/\bSort\b/);
    expect(plan).toMatch(/Index Scan/);
  });
});
