import { parse as parseContentDisposition } from 'content-disposition';
import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { defaultColumnSettings, type ColumnSettingsKey } from '@shared/contract/column-settings';
import {
  finderColumns,
  finderColumnType,
  finderDocumentType,
  finderKinds,
  finderPageSchema,
  finderSettingsKey,
  finderStateLabel,
  finderStates,
  remitActivityKinds,
  type FinderKind,
  type FinderRequestInput,
  type FinderRow,
  type FinderRowLinkName,
  type RemitActivityKind,
} from '@shared/contract/finders';
import { navigationSchema } from '@shared/contract';
import { mifidFileStateLabels, type MifidFileState } from '@shared/contract/mifid-constants';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';
import { parseCsv } from '../fixtures/parse-csv';
import { UNKNOWN_REQUEST_TIME_ZONE_MESSAGE } from '@shared/contract/preferences-constants';

let testApp: TestApp;
let analyst: Agent;
const organisation = { nordwind: 0, balticPower: 0 };

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await testApp.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every (finder, kind) pair: the REMIT activity report once per kind. */
const finderCases = finderKinds.flatMap((finder): Array<{ finder: FinderKind; kind?: RemitActivityKind }> =>
  finder === 'remitActivity' ? remitActivityKinds.map((kind) => ({ finder, kind })) : [{ finder }],
);

function post(finder: FinderKind, body: unknown, organisationId: number = organisation.nordwind) {
  return analyst.inject({
    method: 'POST',
    url: fillPath(apiPaths.finder, { finderKind: finder }),
    query: { organisationId: String(organisationId) },
    payload: body as FinderRequestInput,
  });
}

async function page(finder: FinderKind, body: FinderRequestInput) {
  const response = await post(finder, body);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return finderPageSchema.parse(response.json());
}

/** Every row of a sort and filter, page by page. */
async function allRows(
  finder: FinderKind,
  sorting: { columnName: string; sortOrder: 'ASCENDING' | 'DESCENDING' },
  filters: FinderRequestInput['filters'] = {},
  entriesPerPage = 100,
): Promise<{ count: number; rows: FinderRow[] }> {
  const collected: FinderRow[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const result = await page(finder, { paging: { page: pageNumber, entriesPerPage }, sorting, filters });
    expect(result.currentPage).toBe(pageNumber);
    collected.push(...result.values);
    if (result.values.length < entriesPerPage) return { count: result.count, rows: collected };
  }
}

/** A row's cell as the grid shows it, which is what it sorts by: a state in the finder's words where it has them. */
const shownCell = (finder: FinderKind, name: string, row: FinderRow): unknown =>
  name === 'state' ? (finderStateLabel(finder, row.state) ?? row.state) : row[name];

const collator = new Intl.Collator('und');
/** The server's order of one column, written independently: nulls last ascending, the id breaks ties. */
function compareCells(name: string, a: unknown, b: unknown): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  const type = name === 'createdAt' || name === 'updatedAt' ? 'dateTime' : finderColumnType(name);
  if (type === 'number') return Number(a) - Number(b);
  if (type === 'date' || type === 'dateTime') return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return collator.compare(String(a), String(b));
}

/** The document type's own test records: ties, missing values, mixed case and accents in every column. */
async function addTestRecords(finder: FinderKind, kind: RemitActivityKind | undefined, count: number) {
  const documentType = finderDocumentType(finder, kind);
  const texts = ['alpha', 'Alpha', 'Äpfel', 'beta', 'Zeta', 'de Vries', '50%_off'];
  const numbers = [1, 2.5, 10, -3, 1];
  const dates = ['2026-01-05', '2026-02-01', '2026-01-05'];
  const states = finderStates[finder];
  for (let index = 0; index < count; index += 1) {
    const attributes: Record<string, string | number | null> = {};
    for (const { name } of finderColumns(finder, kind)) {
      if (['externalId', 'state', 'createdAt', 'updatedAt'].includes(name)) continue;
      // Every fourth record lacks the value; the rest repeat a few values, so ties need the id.
      if ((index + name.length) % 4 === 0) continue;
      const type = finderColumnType(name);
      attributes[name] =
        type === 'number'
          ? numbers[index % numbers.length]!
          : type === 'date'
            ? dates[index % dates.length]!
            : type === 'dateTime'
              ? `${dates[index % dates.length]}T0${index % 3}:00:00Z`
              : texts[index % texts.length]!;
    }
    await testApp.app.repos.reporting.insertRecord({
      organisationId: organisation.nordwind,
      documentType: documentType as never,
      externalId: `TEST-${documentType}-${texts[index % texts.length]}-${index}`,
      state: states[index % states.length] as never,
      attributes,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (index % 9), 10)),
      updatedAt: new Date(Date.UTC(2026, 2, 1 + (index % 3), 10)),
    });
  }
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const all = await testApp.app.repos.organisations.listAll();
  const idOf = (eicCode: string) => all.find((candidate) => candidate.eicCode === eicCode)!.id;
  organisation.nordwind = idOf('11XNORDWIND-EH-G');
  organisation.balticPower = idOf('45XBALTICPOWER-0');
  for (const { finder, kind } of finderCases) await addTestRecords(finder, kind, 23);
  analyst = await loginAsDemo(testApp.app, 'analyst');
}, 180_000);
afterAll(() => testApp.close());

describe.each(finderCases)('the finder $finder $kind', ({ finder, kind }) => {
  const columns = finderColumns(finder, kind).map(({ name }) => name);
  const documentType = finderDocumentType(finder, kind);
  const filters = kind ? { kind } : {};

  it('lists exactly the organisation records of its document type, with the columns, id, type and state', async () => {
    const expected = await rows<{ id: number }>(sql`
      SELECT id FROM reporting_records WHERE organisation_id = ${organisation.nordwind}
        AND document_type = ${documentType} ORDER BY id`);
    const { count, rows: listed } = await allRows(
      finder,
      { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
      filters,
    );
    expect(count).toBe(expected.length);
    expect(listed.map(({ id }) => id).sort((a, b) => a - b)).toEqual(expected.map(({ id }) => Number(id)));
    for (const row of listed) {
      expect(row.documentType).toBe(documentType);
      for (const name of columns) expect(row).toHaveProperty(name);
    }
  });

  it.each(columns)(
    'pages by %s in a total order: ascending sorted with id tie-break, descending its reverse',
    async (columnName) => {
      const ascending = await allRows(finder, { columnName, sortOrder: 'ASCENDING' }, filters, 7);
      const descending = await allRows(finder, { columnName, sortOrder: 'DESCENDING' }, filters, 7);
      expect(new Set(ascending.rows.map(({ id }) => id)).size).toBe(ascending.count);
      expect(ascending.rows).toHaveLength(ascending.count);
      for (let index = 1; index < ascending.rows.length; index += 1) {
        const previous = ascending.rows[index - 1]!;
        const current = ascending.rows[index]!;
        const order = compareCells(
          columnName,
          shownCell(finder, columnName, previous),
          shownCell(finder, columnName, current),
        );
        expect(order < 0 || (order === 0 && previous.id < current.id)).toBe(true);
      }
      expect(descending.rows.map(({ id }) => id)).toEqual(ascending.rows.map(({ id }) => id).reverse());
    },
  );

  it('filters by text (case-insensitive substring of the identifier or of one text value, wildcards literal)', async () => {
    const everything = (await allRows(finder, { columnName: 'updatedAt', sortOrder: 'DESCENDING' }, filters)).rows;
    const searched = (row: FinderRow) =>
      [
        // The record's identifier is searched even where no column shows it (the trail's display value).
        row.externalId,
        // Every text value of the record, dates written as ISO text included; numbers are not text.
        ...columns
          .filter((name) => !['externalId', 'state', 'createdAt', 'updatedAt'].includes(name))
          .flatMap((name) => (typeof row[name] === 'string' ? [row[name]] : [])),
      ].map((value) => value.toLowerCase());
    // '2026-01-05' is a date value; 'vries alpha' would only match across two values, which it must not.
    for (const text of ['ALPHA', '%_', 'äpfel', 'test-', '2026-01-05', 'vries alpha']) {
      const { count, rows: found } = await allRows(
        finder,
        { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
        {
          ...filters,
          text,
        },
      );
      const expected = everything.filter((row) => searched(row).some((value) => value.includes(text.toLowerCase())));
      expect(count).toBe(expected.length);
      expect(found.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
    }
  });

  it('sorts the matches of a text search by every column as it sorts all the records', async () => {
    // A search's matches are fetched first and sorted afterwards (finder-repository.ts matchesSorted):
    // the same total order, collations included, as the unfiltered list.
    const text = 'a';
    for (const columnName of columns) {
      for (const sortOrder of ['ASCENDING', 'DESCENDING'] as const) {
        const sorting = { columnName, sortOrder };
        const everything = (await allRows(finder, sorting, filters)).rows;
        const found = await allRows(finder, sorting, { ...filters, text }, 7);
        const matchedIds = new Set(found.rows.map(({ id }) => id));
        expect(found.rows.length).toBeGreaterThan(0);
        expect(found.rows.map(({ id }) => id)).toEqual(
          everything.map(({ id }) => id).filter((id) => matchedIds.has(id)),
        );
      }
    }
  });

  it.each(columns)(
    'reads the page next to the one shown from its cursor, as by offset, sorted by %s',
    async (columnName) => {
      for (const sortOrder of ['ASCENDING', 'DESCENDING'] as const) {
        const request = (pageNumber: number, cursor?: string) => ({
          paging: { page: pageNumber, entriesPerPage: 5 },
          sorting: { columnName, sortOrder },
          filters,
          ...(cursor ? { cursor } : {}),
        });
        const ids = (found: { values: FinderRow[] }) => found.values.map(({ id }) => id);
        const third = await page(finder, request(2));
        expect(third.cursor).toEqual(expect.any(String));
        // Forward and back from page 2, and forward again along the cursors to the end: each page is the
        // offset's page, through ties, empty values and the last, short page.
        expect(ids(await page(finder, request(3, third.cursor!)))).toEqual(ids(await page(finder, request(3))));
        expect(ids(await page(finder, request(1, third.cursor!)))).toEqual(ids(await page(finder, request(1))));
        let shown = third;
        for (let pageNumber = 3; pageNumber * 5 < third.count; pageNumber += 1) {
          const next = await page(finder, request(pageNumber, shown.cursor!));
          expect(ids(next)).toEqual(ids(await page(finder, request(pageNumber))));
          shown = next;
        }
      }
    },
  );

  it('ignores a cursor of another sort, filter or page size, and one that is not a cursor', async () => {
    const base = {
      paging: { page: 0, entriesPerPage: 5 },
      sorting: { columnName: 'updatedAt', sortOrder: 'DESCENDING' as const },
    };
    const first = await page(finder, { ...base, filters });
    const expected = (
      await page(finder, {
        ...base,
        paging: { page: 1, entriesPerPage: 5 },
        sorting: { columnName: columns[0]!, sortOrder: 'ASCENDING' },
        filters,
      })
    ).values.map(({ id }) => id);
    for (const cursor of [
      first.cursor!,
      'not a cursor',
      Buffer.from('{"page":0,"first":[null,1],"last":[null,1]}').toString('base64url'),
    ]) {
      const found = await page(finder, {
        paging: { page: 1, entriesPerPage: 5 },
        sorting: { columnName: columns[0]!, sortOrder: 'ASCENDING' },
        filters,
        cursor,
      });
      expect(found.values.map(({ id }) => id)).toEqual(expected);
    }
  });

  it('ignores a cursor written by hand, whose edges are no sort key or id of this list (never a 500)', async () => {
    // The cursor's edges go into the keyset query as they are: one the server did not make must not reach it.
    const base = { paging: { page: 0, entriesPerPage: 5 }, filters };
    const first = await page(finder, base);
    const expected = (await page(finder, { ...base, paging: { page: 1, entriesPerPage: 5 } })).values.map(
      ({ id }) => id,
    );
    const [payload = ''] = first.cursor!.split('.');
    const made = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      last: [string | null, number];
    };
    for (const last of [
      ['not a moment', made.last[1]],
      ['0000-01-01', made.last[1]],
      [made.last[0], 2 ** 53 - 1],
    ]) {
      const forged = Buffer.from(JSON.stringify({ ...made, last })).toString('base64url');
      for (const cursor of [forged, `${forged}.${first.cursor!.split('.')[1] ?? ''}`]) {
        const response = await post(finder, { ...base, paging: { page: 1, entriesPerPage: 5 }, cursor });
        expect(response.statusCode).toBe(200);
        expect(finderPageSchema.parse(response.json()).values.map(({ id }) => id)).toEqual(expected);
      }
    }
  });

  it("filters by state and by a received-date range (whole days of the request's zone, UTC without one, both inclusive)", async () => {
    const state = finderStates[finder][0];
    const byState = await allRows(finder, { columnName: 'updatedAt', sortOrder: 'DESCENDING' }, { ...filters, state });
    const [{ expected } = { expected: 0 }] = await rows<{ expected: number }>(sql`
      SELECT count(*)::int AS expected FROM reporting_records WHERE organisation_id = ${organisation.nordwind}
        AND document_type = ${documentType} AND state = ${state}`);
    expect(byState.count).toBe(Number(expected));
    expect(byState.rows.every((row) => row.state === state)).toBe(true);

    const inRange = await allRows(
      finder,
      { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
      { ...filters, from: '2026-01-03', to: '2026-01-05' },
    );
    const expectedIds = await rows<{ id: number }>(sql`
      SELECT id FROM reporting_records WHERE organisation_id = ${organisation.nordwind}
        AND document_type = ${documentType}
        AND created_at >= '2026-01-03T00:00:00Z' AND created_at < '2026-01-06T00:00:00Z' ORDER BY id`);
    expect(expectedIds.length).toBeGreaterThan(0);
    expect(inRange.rows.map(({ id }) => id).sort((a, b) => a - b)).toEqual(expectedIds.map(({ id }) => Number(id)));

    // On Kiritimati (UTC+14) the records of 10:00 UTC were received at midnight of the next day, as the
    // grid of a user there shows them: the same days hold other records.
    const onKiritimati = await allRows(
      finder,
      { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
      { ...filters, from: '2026-01-03', to: '2026-01-05', timeZone: 'Pacific/Kiritimati' },
    );
    const expectedOnKiritimati = await rows<{ id: number }>(sql`
      SELECT id FROM reporting_records WHERE organisation_id = ${organisation.nordwind}
        AND document_type = ${documentType}
        AND created_at >= '2026-01-02T10:00:00Z' AND created_at < '2026-01-05T10:00:00Z' ORDER BY id`);
    expect(expectedOnKiritimati).not.toEqual(expectedIds);
    expect(onKiritimati.rows.map(({ id }) => id).sort((a, b) => a - b)).toEqual(
      expectedOnKiritimati.map(({ id }) => Number(id)),
    );
  });

  it('counts the same on the first page, read with its count in one statement, as on a later page', async () => {
    const sorting = { columnName: 'updatedAt', sortOrder: 'DESCENDING' } as const;
    const first = await page(finder, { paging: { page: 0, entriesPerPage: 2 }, sorting, filters });
    expect(first.count).toBeGreaterThan(2);
    const second = await page(finder, { paging: { page: 1, entriesPerPage: 2 }, sorting, filters });
    expect(second.count).toBe(first.count);
    const nothing = await page(finder, {
      paging: { page: 0, entriesPerPage: 2 },
      sorting,
      filters: { ...filters, from: '2200-12-30', to: '2200-12-31' },
    });
    expect(nothing).toMatchObject({ count: 0, currentPage: 0, values: [] });
  });
});

describe('the MiFID file finder sorted by Document State', () => {
  // Its grid shows the states in words; they sort as read: Being edited, Changes discarded,
  // Confirmed and sent back, Received (the codes would give CONFIRMED, DISCARDED, EDITING, RECEIVED).
  const inWordsOrder = ['EDITING', 'DISCARDED', 'CONFIRMED', 'RECEIVED'];
  const statesInOrder = (listed: FinderRow[]) =>
    listed.map(({ state }) => state).filter((state, index, all) => index === 0 || all[index - 1] !== state);

  it('sorts by the words the grid shows, ascending and descending, the id breaking ties', async () => {
    const ascending = await allRows('mifidFiles', { columnName: 'state', sortOrder: 'ASCENDING' }, {}, 7);
    const descending = await allRows('mifidFiles', { columnName: 'state', sortOrder: 'DESCENDING' }, {}, 7);
    expect(statesInOrder(ascending.rows)).toEqual(inWordsOrder);
    expect(statesInOrder(descending.rows)).toEqual([...inWordsOrder].reverse());
    for (let index = 1; index < ascending.rows.length; index += 1) {
      const [previous, current] = [ascending.rows[index - 1]!, ascending.rows[index]!];
      if (previous.state === current.state) expect(previous.id).toBeLessThan(current.id);
    }
    expect(descending.rows.map(({ id }) => id)).toEqual(ascending.rows.map(({ id }) => id).reverse());
  });

  it('keeps the order of the words under a search, a state filter and in the CSV', async () => {
    const sorting = { columnName: 'state', sortOrder: 'ASCENDING' as const };
    const everything = (await allRows('mifidFiles', sorting)).rows;
    const searched = (await allRows('mifidFiles', sorting, { text: 'test-' }, 5)).rows;
    expect(searched.length).toBeGreaterThan(5);
    const searchedIds = new Set(searched.map(({ id }) => id));
    expect(searched.map(({ id }) => id)).toEqual(everything.map(({ id }) => id).filter((id) => searchedIds.has(id)));
    const editing = (await allRows('mifidFiles', { ...sorting, sortOrder: 'DESCENDING' }, { state: 'EDITING' }, 3))
      .rows;
    expect(editing.map(({ id }) => id)).toEqual(
      everything
        .filter(({ state }) => state === 'EDITING')
        .map(({ id }) => id)
        .reverse(),
    );

    const response = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'mifidFiles' }),
      query: { organisationId: String(organisation.nordwind), ...sorting },
    });
    const [header, ...lines] = parseCsv(response.body);
    const column = header!.indexOf('Document State');
    expect(lines.map((line) => line[column])).toEqual(
      everything.map(({ state }) => finderStateLabel('mifidFiles', state)),
    );
  });

  it.each(['ASCENDING', 'DESCENDING'] as const)(
    'pages %s along the cursors across the states, forward and back, as the whole list reads',
    async (sortOrder) => {
      const sorting = { columnName: 'state', sortOrder };
      const expected = (await allRows('mifidFiles', sorting)).rows.map(({ id }) => id);
      const request = (pageNumber: number, cursor?: string | null) => ({
        paging: { page: pageNumber, entriesPerPage: 5 },
        sorting,
        filters: {},
        ...(cursor ? { cursor } : {}),
      });
      const pages = [await page('mifidFiles', request(0))];
      const lastPage = Math.ceil(pages[0]!.count / 5) - 1;
      for (let pageNumber = 1; pageNumber <= lastPage; pageNumber += 1)
        pages.push(await page('mifidFiles', request(pageNumber, pages[pageNumber - 1]!.cursor)));
      expect(pages.flatMap(({ values }) => values.map(({ id }) => id))).toEqual(expected);
      const wordsOrder = sortOrder === 'ASCENDING' ? inWordsOrder : [...inWordsOrder].reverse();
      expect(statesInOrder(pages.flatMap(({ values }) => values))).toEqual(wordsOrder);
      // Some page read on from a cursor starts in another state than the page before it ended in.
      expect(
        pages.some(({ values }, index) => index > 0 && values[0]!.state !== pages[index - 1]!.values.at(-1)!.state),
      ).toBe(true);
      // Back from the last page, each page read from the edge of the one after it.
      const backwards = [pages[lastPage]!];
      for (let pageNumber = lastPage - 1; pageNumber >= 0; pageNumber -= 1)
        backwards.unshift(await page('mifidFiles', request(pageNumber, backwards[0]!.cursor)));
      expect(backwards.flatMap(({ values }) => values.map(({ id }) => id))).toEqual(expected);
    },
  );
});

describe('kept record counts', () => {
  const keptAndCounted = async () => {
    const [{ kept, counted } = { kept: '', counted: '' }] = await rows<{ kept: string; counted: string }>(sql`
      SELECT
        (SELECT coalesce(json_agg(k ORDER BY k)::text, '[]') FROM (SELECT organisation_id, document_type, state, record_count
          FROM reporting_record_counts WHERE record_count <> 0) k) AS kept,
        (SELECT coalesce(json_agg(c ORDER BY c)::text, '[]') FROM (SELECT organisation_id, document_type, state, count(*)::int AS record_count
          FROM reporting_records GROUP BY 1, 2, 3) c) AS counted`);
    return { kept: JSON.parse(kept) as unknown[], counted: JSON.parse(counted) as unknown[] };
  };

  it('stay equal to the records through inserts, state changes, moves between families and deletes, and a finder reads them', async () => {
    const start = await keptAndCounted();
    expect(start.kept).toEqual(start.counted);
    const at = '2026-03-01T08:00:00Z';
    const ids = await rows<{ id: number }>(sql`
      INSERT INTO reporting_records (organisation_id, document_type, external_id, state, created_at, updated_at)
      SELECT ${organisation.nordwind}, 'ESM_INVOICE', 'COUNT-TEST-' || n, 'RECEIVED', ${at}::timestamptz, ${at}::timestamptz
      FROM generate_series(1, 5) AS n RETURNING id`);
    const [one, two, three] = ids.map(({ id }) => id);
    await testApp.app.db.execute(sql`UPDATE reporting_records SET state = 'REJECTED' WHERE id IN (${one}, ${two})`);
    // An update that changes no group (most do) leaves the counts as they are.
    await testApp.app.db.execute(sql`UPDATE reporting_records SET updated_at = updated_at WHERE id = ${three}`);
    await testApp.app.db.execute(sql`UPDATE reporting_records SET document_type = 'ESM_NETTING' WHERE id = ${three}`);
    await testApp.app.db.execute(sql`DELETE FROM reporting_records WHERE id = ${one}`);
    const after = await keptAndCounted();
    expect(after.kept).toEqual(after.counted);
    expect(after.kept).not.toEqual(start.kept);

    const [{ rejected } = { rejected: 0 }] = await rows<{ rejected: number }>(sql`
      SELECT count(*)::int AS rejected FROM reporting_records
      WHERE organisation_id = ${organisation.nordwind} AND document_type = 'ESM_INVOICE' AND state = 'REJECTED'`);
    const sorting = { columnName: 'updatedAt', sortOrder: 'DESCENDING' } as const;
    for (const pageNumber of [0, 1]) {
      const byState = await page('invoices', {
        paging: { page: pageNumber, entriesPerPage: 1 },
        sorting,
        filters: { state: 'REJECTED' },
      });
      expect(byState.count).toBe(Number(rejected));
    }
    await testApp.app.db.execute(sql`DELETE FROM reporting_records WHERE external_id LIKE 'COUNT-TEST-%'`);
    const end = await keptAndCounted();
    expect(end.kept).toEqual(end.counted);
    expect(end.kept).toEqual(start.kept);
  });
});

describe('row links', () => {
  async function linksOf(kind: RemitActivityKind, id: number) {
    const { rows: listed } = await allRows(
      'remitActivity',
      { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
      { kind },
    );
    const row = listed.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`Record ${id} not listed`);
    return row.links;
  }

  async function addVersion(recordId: number, actionType: 'N' | 'M' | 'C' | 'E') {
    const [{ next } = { next: 1 }] = await rows<{ next: number }>(
      sql`SELECT COALESCE(MAX(version), 0)::int + 1 AS next FROM reporting_record_versions WHERE record_id = ${recordId}`,
    );
    const document = await testApp.app.repos.reporting.insertDocument({
      organisationId: organisation.nordwind,
      recordId,
      kind: 'xml',
      mediaType: 'application/xml',
      fileName: `test-${recordId}-${next}.xml`,
      contentText: '<test/>',
      createdAt: new Date(),
    });
    await testApp.app.repos.reporting.insertVersion({
      recordId,
      version: Number(next),
      actionType,
      documentId: document.id,
      reportedAt: new Date(),
    });
  }

  it.each(['REMIT_TABLE_1', 'REMIT_TABLE_2'] as const)(
    '%s: never reported → nothing; N/M → cancel, delete, modify; after C only delete; after E nothing',
    async (kind) => {
      const [record] = await rows<{ id: number }>(sql`
        SELECT id FROM reporting_records WHERE organisation_id = ${organisation.nordwind}
          AND document_type = ${kind} AND external_id LIKE 'TEST-%' ORDER BY id LIMIT 1`);
      const id = Number(record!.id);
      expect(await linksOf(kind, id)).toEqual(['transactionSheet']);
      await addVersion(id, 'N');
      await addVersion(id, 'M');
      expect(await linksOf(kind, id)).toEqual(['transactionSheet', 'cancel', 'delete', 'modify']);
      await addVersion(id, 'C');
      expect(await linksOf(kind, id)).toEqual(['transactionSheet', 'delete']);
      await addVersion(id, 'E');
      expect(await linksOf(kind, id)).toEqual(['transactionSheet']);
    },
  );

  it('follows the seeded version histories of every REMIT trade', async () => {
    for (const kind of ['REMIT_TABLE_1', 'REMIT_TABLE_2'] as const) {
      const histories = await rows<{ id: number; actions: string | null }>(sql`
        SELECT r.id, string_agg(v.action_type, '' ORDER BY v.version) AS actions
        FROM reporting_records r LEFT JOIN reporting_record_versions v ON v.record_id = r.id
        WHERE r.organisation_id = ${organisation.nordwind} AND r.document_type = ${kind} GROUP BY r.id`);
      const { rows: listed } = await allRows(
        'remitActivity',
        { columnName: 'updatedAt', sortOrder: 'ASCENDING' },
        { kind },
      );
      for (const { id, actions } of histories) {
        const row = listed.find((candidate) => candidate.id === Number(id))!;
        const history = actions ?? '';
        const expected = history.includes('E')
          ? [false, false, false]
          : history.includes('C')
            ? [false, true, false]
            : history.length > 0
              ? [true, true, true]
              : [false, false, false];
        expect(['cancel', 'delete', 'modify'].map((link) => row.links.includes(link as FinderRowLinkName))).toEqual(
          expected,
        );
      }
    }
  });

  it('names each row by its external id and links documents only where one is stored, positions for MiFID files', async () => {
    const deals = await page('deals', { paging: { page: 0, entriesPerPage: 100 } });
    const withHtml = new Set(
      (
        await rows<{ record_id: number }>(sql`
          SELECT DISTINCT record_id FROM reporting_documents WHERE organisation_id = ${organisation.nordwind}
            AND kind = 'html' AND record_id IS NOT NULL`)
      ).map((row) => Number(row.record_id)),
    );
    const externalIds = new Map(
      (
        await rows<{ id: number; external_id: string }>(sql`
          SELECT id, external_id FROM reporting_records WHERE organisation_id = ${organisation.nordwind}`)
      ).map((row) => [Number(row.id), row.external_id]),
    );
    expect(deals.values.some((row) => row.links.includes('document'))).toBe(true);
    expect(deals.values.some((row) => !row.links.includes('document'))).toBe(true);
    for (const row of deals.values) {
      expect(row.externalId).toBe(externalIds.get(row.id));
      // A confirmation's sheet is the SMT view; it takes no trade action.
      expect(row.links).toEqual(withHtml.has(row.id) ? ['document', 'transactionSheet'] : ['transactionSheet']);
    }
    const mifid = await page('mifidFiles', { paging: { page: 0, entriesPerPage: 5 } });
    expect(mifid.values[0]!.links).toEqual(['positionsPage']);
    expect(mifid.values[0]!.externalId).toBe(externalIds.get(mifid.values[0]!.id));
  });
});

describe('the left menu', () => {
  it("lists the finders of each organisation's roles, at the client's finder paths", async () => {
    const all = await testApp.app.repos.organisations.listAll();
    const alpenstrom = all.find((candidate) => candidate.eicCode === '12XALPENSTROM-V0')!.id;
    const menu = async (organisationId: number) => {
      const response = await analyst.inject({
        method: 'GET',
        url: apiPaths.navigation,
        query: { organisationId: String(organisationId) },
      });
      expect(response.statusCode).toBe(200);
      return navigationSchema
        .parse(response.json())
        .groups.filter((group) => ['ecm', 'esm', 'err', 'etm'].includes(group.path))
        .map((group) => [group.path, group.children.map((child) => [child.name, child.path])]);
    };
    expect(await menu(organisation.nordwind)).toEqual([
      ['ecm', [['Deal Finder', 'ecm/dealfinder']]],
      [
        'esm',
        [
          ['Invoice Finder', 'esm/invoicefinder'],
          ['Netting Finder', 'esm/nettingfinder'],
        ],
      ],
      [
        'err',
        [
          ['REMIT Activity Report', 'err/remit_report/activity'],
          ['REMIT Files In', 'err/remit_filesin'],
          ['REMIT Files Out', 'err/remit_filesout'],
          ['MiFID Position Files', 'err/mifid'],
        ],
      ],
      ['etm', [['Files In', 'etm/filesin']]],
    ]);
    // Alpenstrom reports but neither confirms nor settles.
    expect((await menu(alpenstrom)).map(([path]) => path)).toEqual(['err', 'etm']);
  });
});

describe('refusals', () => {
  it("answers 404 for another organisation's id, on the page and on both CSV calls", async () => {
    expect((await post('deals', { paging: { page: 0, entriesPerPage: 5 } }, organisation.balticPower)).statusCode).toBe(
      404,
    );
    const csvUrl = fillPath(apiPaths.finderCsv, { finderKind: 'deals' });
    const query = { organisationId: String(organisation.balticPower) };
    expect((await analyst.inject({ method: 'GET', url: csvUrl, query })).statusCode).toBe(404);
    expect((await analyst.inject({ method: 'POST', url: csvUrl, query, payload: {} })).statusCode).toBe(404);
  });

  it('answers 400 with the field for bad paging, a column or state the finder lacks, a kind elsewhere, bad dates', async () => {
    const cases: Array<[FinderKind, unknown, string]> = [
      ['deals', { paging: { page: 0, entriesPerPage: 101 } }, 'paging.entriesPerPage'],
      ['deals', { paging: { page: -1, entriesPerPage: 5 } }, 'paging.page'],
      [
        'deals',
        { paging: { page: 0, entriesPerPage: 5 }, sorting: { columnName: 'uti', sortOrder: 'ASCENDING' } },
        'sorting.columnName',
      ],
      [
        'deals',
        { paging: { page: 0, entriesPerPage: 5 }, sorting: { columnName: 'tradeId', sortOrder: 'UP' } },
        'sorting.sortOrder',
      ],
      // price is a Table 1 column, not a Table 2 one.
      [
        'remitActivity',
        {
          paging: { page: 0, entriesPerPage: 5 },
          sorting: { columnName: 'price', sortOrder: 'ASCENDING' },
          filters: { kind: 'REMIT_TABLE_2' },
        },
        'sorting.columnName',
      ],
      ['remitActivity', { paging: { page: 0, entriesPerPage: 5 }, filters: { kind: 'TABLE_9' } }, 'filters.kind'],
      ['deals', { paging: { page: 0, entriesPerPage: 5 }, filters: { kind: 'REMIT_TABLE_1' } }, 'filters.kind'],
      ['mifidFiles', { paging: { page: 0, entriesPerPage: 5 }, filters: { state: 'MATCHED' } }, 'filters.state'],
      ['deals', { paging: { page: 0, entriesPerPage: 5 }, filters: { from: '2026-13-01' } }, 'filters.from'],
      [
        'deals',
        { paging: { page: 0, entriesPerPage: 5 }, filters: { timeZone: 'Mars/Olympus_Mons' } },
        'filters.timeZone',
      ],
      [
        'deals',
        { paging: { page: 0, entriesPerPage: 5 }, filters: { from: '2026-02-01', to: '2026-01-01' } },
        'filters.to',
      ],
      ['deals', { paging: { page: 0, entriesPerPage: 5 }, filters: { text: 'x'.repeat(201) } }, 'filters.text'],
      ['deals', {}, 'paging'],
    ];
    for (const [finder, body, field] of cases) {
      const response = await post(finder, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(Object.keys(response.json().fieldErrors ?? {})).toContain(field);
    }
    // A zone the server's Intl lacks (a newer browser's own): the message says the way on, not "pick from the list".
    const unknownZone = await post('deals', {
      paging: { page: 0, entriesPerPage: 5 },
      filters: { from: '2026-01-01', timeZone: 'America/Nowhere_New' },
    });
    expect(unknownZone.json().fieldErrors?.['filters.timeZone']).toEqual([UNKNOWN_REQUEST_TIME_ZONE_MESSAGE]);
    const unknownFinder = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.finder, { finderKind: 'trades' }),
      payload: { paging: { page: 0, entriesPerPage: 5 } },
    });
    expect(unknownFinder.statusCode).toBe(404);
    const badCsv = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'etmFilesIn' }),
      query: { columnName: 'uti' },
    });
    expect(badCsv.statusCode).toBe(400);
    expect(Object.keys(badCsv.json().fieldErrors ?? {})).toContain('columnName');
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: fillPath(apiPaths.finder, { finderKind: 'deals' }),
      payload: { paging: { page: 0, entriesPerPage: 5 } },
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});

describe('the CSV export', () => {
  const labelsOf = (key: ColumnSettingsKey, names: string[]) =>
    names.map(
      (name) => finderColumns('remitActivity', 'REMIT_TABLE_1').find((column) => column.name === name)?.label ?? name,
    );

  it("streams every filtered row (not one page) in the sort, under the user's default columns, as an attachment", async () => {
    const filters = { kind: 'REMIT_TABLE_1' as const, text: 'test-' };
    const sorting = { columnName: 'price', sortOrder: 'DESCENDING' as const };
    const listed = await allRows('remitActivity', sorting, filters);
    expect(listed.count).toBeGreaterThan(20);
    const response = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'remitActivity' }),
      query: { organisationId: String(organisation.nordwind), ...sorting, ...filters },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const disposition = parseContentDisposition(String(response.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('remit-activity-remit_table_1.csv');
    // UTF-8 with its byte-order mark, so Excel does not read an accented name as Latin-1.
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(response.body);
    const key = finderSettingsKey('remitActivity', 'REMIT_TABLE_1')!;
    const shown = defaultColumnSettings(key).activeColumns;
    expect(header).toEqual(labelsOf(key, shown));
    expect(lines).toHaveLength(listed.count);
    const utiColumn = shown.indexOf('uti');
    const priceColumn = shown.indexOf('price');
    expect(lines.map((line) => line[utiColumn])).toEqual(listed.rows.map((row) => String(row.uti ?? '')));
    expect(lines.map((line) => line[priceColumn])).toEqual(
      listed.rows.map((row) => (row.price === null ? '' : String(row.price))),
    );
  });

  it('follows saved column settings, takes the finder body by POST, and keeps formulas inert', async () => {
    const saved = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.columnSettingsPersist, { key: 'ecm' }),
      payload: { activeColumns: ['state', 'externalId'], organisationId: organisation.nordwind },
    });
    expect(saved.statusCode).toBe(200);
    await testApp.app.repos.reporting.insertRecord({
      organisationId: organisation.nordwind,
      documentType: 'ECM',
      externalId: '=HYPERLINK("x")',
      state: 'SENT',
      attributes: {},
      createdAt: new Date(Date.UTC(2026, 0, 2)),
      updatedAt: new Date(Date.UTC(2026, 0, 2)),
    });
    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'deals' }),
      query: { organisationId: String(organisation.nordwind) },
      payload: { sorting: { columnName: 'externalId', sortOrder: 'ASCENDING' }, filters: { state: 'SENT' } },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual(['State', 'Confirmation ID']);
    const listed = await allRows('deals', { columnName: 'externalId', sortOrder: 'ASCENDING' }, { state: 'SENT' });
    expect(lines.map((line) => line[1])).toEqual(
      listed.rows.map((row) =>
        String(row.externalId).startsWith('=') ? `'${row.externalId}` : String(row.externalId),
      ),
    );
    expect(lines.every((line) => line[0] === 'SENT')).toBe(true);
    expect(lines.some((line) => line[1] === `'=HYPERLINK("x")`)).toBe(true);
  });

  it("writes the columns the body names, in its order, over the saved settings; refuses another finder's column", async () => {
    const url = fillPath(apiPaths.finderCsv, { finderKind: 'remitActivity' });
    const query = { organisationId: String(organisation.nordwind) };
    const body = {
      sorting: { columnName: 'uti', sortOrder: 'ASCENDING' as const },
      filters: { kind: 'REMIT_TABLE_1' as const },
    };
    const response = await analyst.inject({
      method: 'POST',
      url,
      query,
      payload: { ...body, columns: ['price', 'uti', 'tradeTime'] },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual(['Price', 'UTI', 'Trade Time']);
    const listed = await allRows('remitActivity', body.sorting, body.filters);
    expect(lines.map((line) => line[1])).toEqual(listed.rows.map((row) => String(row.uti ?? '')));

    for (const [columns, message] of [
      [['uti', 'confirmationId'], "Column 'confirmationId' is not one of this finder's columns."],
      [['uti', 'uti'], "Column 'uti' is listed more than once."],
    ] as const) {
      const refused = await analyst.inject({ method: 'POST', url, query, payload: { ...body, columns } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fieldErrors: { 'columns.1': [message] } });
    }
    // Table 2 has no trade time.
    const otherKind = await analyst.inject({
      method: 'POST',
      url,
      query,
      payload: { ...body, filters: { kind: 'REMIT_TABLE_2' }, columns: ['tradeTime'] },
    });
    expect(otherKind.statusCode).toBe(400);
  });

  it("writes an amount with its currency's decimals, as the grid shows it (4112683.20, not 4112683.2)", async () => {
    const sorting = { columnName: 'externalId', sortOrder: 'ASCENDING' as const };
    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'invoices' }),
      query: { organisationId: String(organisation.nordwind) },
      payload: { sorting, filters: {}, columns: ['externalId', 'netAmount', 'currency'] },
    });
    expect(response.statusCode).toBe(200);
    const [, ...lines] = parseCsv(response.body);
    const listed = await allRows('invoices', sorting);
    expect(lines).toHaveLength(listed.count);
    expect(lines.some((line) => /\.\d0$/.test(line[1]!))).toBe(true);
    for (const [index, row] of listed.rows.entries()) {
      const written = lines[index]![1]!;
      if (row.netAmount === null) {
        expect(written).toBe('');
        continue;
      }
      expect(Number(written)).toBe(row.netAmount);
      expect(written).toMatch(row.currency === 'JPY' ? /^-?\d+(\.\d+)?$/ : /^-?\d+\.\d{2,}$/);
    }
  });

  it('writes date-times in the timestamp format the grid shows', async () => {
    const sorting = { columnName: 'externalId', sortOrder: 'ASCENDING' as const };
    const listed = await allRows('mifidFiles', sorting);
    expect(listed.rows.filter((row) => typeof row.receiptTimestamp === 'string').length).toBeGreaterThan(0);
    const response = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'mifidFiles' }),
      query: { organisationId: String(organisation.nordwind), ...sorting },
    });
    const [header, ...lines] = parseCsv(response.body);
    // What the CSV should hold, written independently of the formatter: the UTC parts of the ISO value.
    const shown = (value: unknown) => {
      if (value === null || value === undefined) return '';
      const iso = new Date(String(value)).toISOString();
      return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
    };
    for (const [label, name] of [
      ['Receipt Timestamp', 'receiptTimestamp'],
      ['Last Update', 'updatedAt'],
    ] as const) {
      const column = header!.indexOf(label);
      expect(lines.map((line) => line[column])).toEqual(listed.rows.map((row) => shown(row[name])));
    }
  });

  it("writes the date-only columns in the user's date format when asked, as the grid shows them", async () => {
    const dayIn = (value: unknown) => {
      const day = String(value ?? '');
      return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}` : day;
    };
    for (const [finder, filters, columns] of [
      ['remitActivity', { kind: 'REMIT_TABLE_1' }, ['uti', 'deliveryStart', 'deliveryEnd']],
      ['remitActivity', { kind: 'REMIT_TABLE_2' }, ['uti', 'contractDate', 'deliveryStart']],
      ['deals', {}, ['externalId', 'tradeDate']],
    ] as const) {
      const sorting = { columnName: columns[0], sortOrder: 'ASCENDING' as const };
      const listed = await allRows(finder, sorting, filters);
      const url = fillPath(apiPaths.finderCsv, { finderKind: finder });
      const payload = { sorting, filters, columns: [...columns] };
      const inUserFormat = await analyst.inject({
        method: 'POST',
        url,
        query: { organisationId: String(organisation.nordwind), timeZone: 'UTC', dateFormat: 'dd/mm/yy' },
        payload,
      });
      expect(inUserFormat.statusCode).toBe(200);
      const [, ...lines] = parseCsv(inUserFormat.body);
      for (const [index, name] of columns.entries()) {
        if (index === 0) continue;
        expect(listed.rows.some((row) => /^\d{4}-\d{2}-\d{2}$/.test(String(row[name])))).toBe(true);
        expect(lines.map((line) => line[index])).toEqual(listed.rows.map((row) => dayIn(row[name])));
      }
      // Without a date format, the download's default: the days as stored.
      const asStored = await analyst.inject({
        method: 'POST',
        url,
        query: { organisationId: String(organisation.nordwind) },
        payload,
      });
      const [, ...storedLines] = parseCsv(asStored.body);
      expect(storedLines.map((line) => line[1])).toEqual(listed.rows.map((row) => String(row[columns[1]] ?? '')));
    }
  });

  it("writes date-times in the user's zone and date format when asked, and refuses an unknown zone", async () => {
    const sorting = { columnName: 'externalId', sortOrder: 'ASCENDING' as const };
    const listed = await allRows('mifidFiles', sorting);
    const inTokyo = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'mifidFiles' }),
      query: { organisationId: String(organisation.nordwind), timeZone: 'Asia/Tokyo', dateFormat: 'dd/mm/yy' },
      payload: { sorting, filters: {} },
    });
    expect(inTokyo.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(inTokyo.body);
    // Tokyo keeps no summer time: nine hours ahead, written independently of the formatter.
    const shown = (value: unknown) => {
      if (value === null || value === undefined) return '';
      const iso = new Date(new Date(String(value)).getTime() + 9 * 3_600_000).toISOString();
      return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)} ${iso.slice(11, 19)} GMT+9`;
    };
    const column = header!.indexOf('Last Update');
    expect(lines.map((line) => line[column])).toEqual(listed.rows.map((row) => shown(row.updatedAt)));

    const unknown = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'mifidFiles' }),
      query: { organisationId: String(organisation.nordwind), timeZone: 'Mars/Olympus_Mons', dateFormat: 'mm/dd/yy' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      fieldErrors: { timeZone: [UNKNOWN_REQUEST_TIME_ZONE_MESSAGE], dateFormat: [expect.any(String)] },
    });
  });

  it("writes a MiFID file's Document State in the grid's words, not its code; other finders keep their codes", async () => {
    const sorting = { columnName: 'externalId', sortOrder: 'ASCENDING' as const };
    const listed = await allRows('mifidFiles', sorting);
    expect(new Set(listed.rows.map((row) => row.state))).toEqual(new Set(finderStates.mifidFiles));
    const response = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'mifidFiles' }),
      query: { organisationId: String(organisation.nordwind), ...sorting },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(response.body);
    const column = header!.indexOf('Document State');
    expect(lines.map((line) => line[column])).toEqual(
      listed.rows.map((row) => mifidFileStateLabels[row.state as MifidFileState]),
    );
    expect(lines.map((line) => line[column])).toContain('Being edited');

    const etm = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'etmFilesIn' }),
      query: { organisationId: String(organisation.nordwind), ...sorting },
    });
    const [etmHeader, ...etmLines] = parseCsv(etm.body);
    const etmState = etmHeader!.indexOf('State');
    const etmListed = await allRows('etmFilesIn', sorting);
    expect(etmLines.map((line) => line[etmState])).toEqual(etmListed.rows.map((row) => row.state));
  });

  it('writes only the header when nothing matches', async () => {
    const response = await analyst.inject({
      method: 'GET',
      url: fillPath(apiPaths.finderCsv, { finderKind: 'etmFilesIn' }),
      query: { text: 'no such file anywhere' },
    });
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)).toEqual([['File Name', 'Trades', 'State', 'Received', 'Last Update']]);
  });
});

describe('a search across the kinds of space', () => {
  it('finds a value stored with a no-break space by a plain one, and a plain space by a pasted no-break or narrow one', async () => {
    const inserted = async (counterparty: string) =>
      (
        await testApp.app.repos.reporting.insertRecord({
          organisationId: organisation.nordwind,
          documentType: 'REMIT_TABLE_1',
          externalId: `SPACES-${counterparty.length}-${Math.random()}`,
          state: 'RECEIVED',
          attributes: { counterparty },
          createdAt: new Date(Date.UTC(2026, 0, 1)),
          updatedAt: new Date(Date.UTC(2026, 0, 1)),
        })
      ).id;
    const pastedFromAPage = await inserted('Énergie\u00a0Rhône Süd');
    const typed = await inserted('Wärme Baltica Nord');
    const found = async (text: string) =>
      (
        await allRows(
          'remitActivity',
          { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
          { kind: 'REMIT_TABLE_1', text },
        )
      ).rows.map(({ id }) => id);
    expect(await found('énergie rhône')).toEqual([pastedFromAPage]);
    expect(await found('Wärme\u00a0Baltica\u202fNord')).toEqual([typed]);
    expect(await found('rhône\u2009süd')).toEqual([pastedFromAPage]);
  });
});

describe("a record's moments", () => {
  it('come as the contract writes an instant, in UTC to the millisecond, whatever the fraction stored', async () => {
    const { id } = await testApp.app.repos.reporting.insertRecord({
      organisationId: organisation.nordwind,
      documentType: 'REMIT_FILE_IN',
      externalId: `moments-of-a-file-${Math.random()}.xml`,
      state: 'RECEIVED',
      attributes: {},
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      updatedAt: new Date(Date.UTC(2026, 0, 1)),
    });
    const listed = async () => {
      const { rows } = await allRows(
        'remitFilesIn',
        { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
        { text: 'moments-of-a-file' },
      );
      expect(rows.map((row) => row.id)).toEqual([id]);
      return [rows[0]!.createdAt, rows[0]!.updatedAt];
    };
    const stored = async (createdAt: string, updatedAt: string) => {
      await testApp.app.db.execute(
        sql`UPDATE reporting_records SET created_at = ${createdAt}::timestamptz, updated_at = ${updatedAt}::timestamptz WHERE id = ${id}`,
      );
      return listed();
    };
    expect(await stored('2026-03-01 10:00:00+00', '2026-03-01 10:00:00.5+00')).toEqual([
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:00:00.500Z',
    ]);
    // Microseconds are cut, not rounded, as a Date keeps them.
    expect(await stored('2026-03-01 10:00:00.123999+00', '2026-12-31 23:59:59.999999+00')).toEqual([
      '2026-03-01T10:00:00.123Z',
      '2026-12-31T23:59:59.999Z',
    ]);
    // Written with another offset, the same instants.
    expect(await stored('2026-03-01 11:00:00.25+01', '9999-12-31 23:59:59-05:30')).toEqual([
      '2026-03-01T10:00:00.250Z',
      '+010000-01-01T05:29:59.000Z',
    ]);
  });
});
