import {
  finderColumns,
  finderDocumentType,
  finderKinds,
  finderPageSchema,
  finderPageSchemaOf,
  remitActivityKinds,
  type FinderKind,
  type RemitActivityKind,
} from '@shared/contract/finders';
import { compiledSerializerCompiler } from '@server/http/compiled-serializer';
import { finderRows } from '@server/finders/finder-rows';
import type { FinderPageRow } from '@server/finders/repository';

type Serialize = (data: unknown) => string;
const compile = (finder: FinderKind, checkWithContract: boolean): Serialize =>
  compiledSerializerCompiler({ checkWithContract })({
    schema: finderPageSchemaOf(finder),
    method: 'POST',
    url: `/api/finders/${finder}`,
    httpStatus: '200',
  } as Parameters<ReturnType<typeof compiledSerializerCompiler>>[0]) as Serialize;

const finderAndKinds = finderKinds.flatMap((finder) =>
  (finder === 'remitActivity' ? remitActivityKinds : [undefined]).map((kind) => ({
    name: kind ? `${finder} ${kind}` : finder,
    finder,
    kind,
  })),
);

/** A page of two records holding a value in every column of the finder and kind. */
function pageOf(finder: FinderKind, kind: RemitActivityKind | undefined) {
  const columns = finderColumns(finder, kind);
  const records: FinderPageRow[] = [1, 2].map((id) => ({
    id,
    documentType: finderDocumentType(finder, kind),
    state: 'SENT',
    externalId: `EXT-${id}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    attributes: Object.fromEntries(columns.map(({ name }, index) => [name, index % 2 ? `Rhône ${id}` : id * 1.5])),
    hasHtml: id === 1,
    lastActionType: null,
  }));
  return { count: 2, currentPage: 0, values: finderRows(finder, columns, records, true), cursor: null };
}

describe("a finder page's answer, written by the serializer compiled from its finder's schema", () => {
  it.each(finderAndKinds)('writes every column of $name, checked or not', ({ finder, kind }) => {
    const page = pageOf(finder, kind);
    // JSON's own round trip: the rows as they were built, every cell included.
    const expected = JSON.parse(JSON.stringify(page));
    expect(JSON.parse(compile(finder, true)(page))).toEqual(expected);
    expect(JSON.parse(compile(finder, false)(page))).toEqual(expected);
  });

  it('fails, when checked, a row with a column its finder does not have, and leaves it out unchecked', () => {
    const page = pageOf('deals', undefined);
    const [first, ...rest] = page.values;
    const withStranger = { ...page, values: [{ ...first!, passwordHash: 'secret' }, ...rest] };
    expect(() => compile('deals', true)(withStranger)).toThrow();
    expect(JSON.parse(compile('deals', false)(withStranger)).values[0]).not.toHaveProperty('passwordHash');
  });

  it('refuses a link the contract does not name', () => {
    const page = pageOf('invoices', undefined);
    const [first] = page.values;
    const misnamed = { ...first!, links: ['auditTrail'] };
    expect(finderPageSchemaOf('invoices').safeParse({ ...page, values: [misnamed] }).success).toBe(false);
  });

  it.each(finderAndKinds)('writes $name as the shared page schema the client reads it', ({ finder, kind }) => {
    const written: unknown = JSON.parse(compile(finder, true)(pageOf(finder, kind)));
    expect(finderPageSchema.parse(written)).toEqual(written);
  });
});
