import { dateBoundsMessage, withinDateBounds } from './bounds';
import { z } from 'zod';
import { organisationIdSchema, searchTextSchema } from './common';
import { checkCsvColumns, csvColumnsSchema } from './column-settings-schema';
import { downloadMomentQueryShape, knownTimeZoneSchema } from './download-moment';
import {
  FINDER_CURSOR_MAX_LENGTH,
  FINDER_DATE_RANGE_MESSAGE,
  FINDER_DEFAULT_SORT,
  FINDER_KIND_NOT_ALLOWED_MESSAGE,
  FINDER_TEXT_MAX_LENGTH,
  finderColumnNames,
  finderRangeCrosses,
  finderKinds,
  finderStates,
  finderUnknownColumnMessage,
  finderNotAColumnMessage,
  finderSortableColumns,
  finderUnknownStateMessage,
  remitActivityKinds,
  type FinderKind,
  type RemitActivityKind,
} from './finder-constants';
import { pagingSchema, sortOrderSchema, type PageOf, type SortOrder } from './paging';

export * from './finder-constants';

/** The path of both finder calls: `/api/finders/{finderKind}` and `.../csv`. */
export const finderParamsSchema = z.object({ finderKind: z.enum(finderKinds) });

const isoDate = (name: string) =>
  z.iso.date({ error: `${name} must be a date (YYYY-MM-DD).` }).refine(withinDateBounds, dateBoundsMessage(name));

/**
 * The filters of every finder. `text` searches the record's identifier and its text values (case
 * insensitive, a substring of one value); `from`/`to` bound the record's `createdAt` by whole days,
 * both inclusive, in `timeZone` (the zone the user's grid shows moments in; UTC without one); `state`
 * is one of the finder's states; `kind` only for the REMIT activity report (default REMIT_TABLE_1).
 */
export const finderFiltersSchema = z.object({
  text: searchTextSchema(FINDER_TEXT_MAX_LENGTH).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  state: z.string().max(40).optional(),
  kind: z.enum(remitActivityKinds).optional(),
  timeZone: knownTimeZoneSchema.optional(),
});
export type FinderFilters = z.infer<typeof finderFiltersSchema>;

export interface FinderSorting {
  columnName: string;
  sortOrder: SortOrder;
}

/**
 * The finder-specific checks the shapes cannot say: the sort column belongs to the finder (and the
 * selected kind), the state is one of the finder's, only the REMIT activity report has a kind, and
 * 'from' is not after 'to'. Issues name the field, so the 400 lists them per field.
 */
export function checkFinderRequest(
  finder: FinderKind,
  request: { sorting?: FinderSorting; filters?: FinderFilters },
  context: z.RefinementCtx,
  sortingPath: readonly string[] = ['sorting', 'columnName'],
  filtersPath: readonly string[] = ['filters'],
): void {
  const filters = request.filters ?? {};
  if (filters.kind !== undefined && finder !== 'remitActivity')
    context.addIssue({ code: 'custom', path: [...filtersPath, 'kind'], message: FINDER_KIND_NOT_ALLOWED_MESSAGE });
  const kind: RemitActivityKind | undefined = finder === 'remitActivity' ? filters.kind : undefined;
  const column = request.sorting?.columnName;
  if (column !== undefined && !finderColumnNames(finder, kind).includes(column))
    context.addIssue({ code: 'custom', path: [...sortingPath], message: finderUnknownColumnMessage(column) });
  if (filters.state !== undefined && !(finderStates[finder] as readonly string[]).includes(filters.state))
    context.addIssue({
      code: 'custom',
      path: [...filtersPath, 'state'],
      message: finderUnknownStateMessage(filters.state),
    });
  if (finderRangeCrosses(filters.from, filters.to))
    context.addIssue({ code: 'custom', path: [...filtersPath, 'to'], message: FINDER_DATE_RANGE_MESSAGE });
}

/** The sort of a finder request: any column some kind of the finder has; checked per kind above. */
const finderSortingSchema = z.object({
  columnName: z.string().min(1).max(60),
  sortOrder: sortOrderSchema,
});

/**
 * The body of POST /api/finders/{finderKind}: `{ paging, sorting, filters }`. Validate it with
 * `finderRequestSchemaOf(finderKind)`, which adds the per-finder checks.
 */
export const finderRequestSchema = z.object({
  paging: pagingSchema,
  sorting: finderSortingSchema.default({ ...FINDER_DEFAULT_SORT }),
  filters: finderFiltersSchema.default({}),
  /**
   * The `cursor` of the page shown, sent with the request of the page after or before it: the server
   * then continues from that page's edge instead of counting off every row before. Opaque; one that
   * does not belong to the request is ignored.
   */
  cursor: z.string().max(FINDER_CURSOR_MAX_LENGTH).optional(),
});
export type FinderRequestInput = z.input<typeof finderRequestSchema>;
export type FinderRequest = z.output<typeof finderRequestSchema>;

export const finderRequestSchemaOf = (finder: FinderKind) =>
  finderRequestSchema.superRefine((request, context) => checkFinderRequest(finder, request, context));

/** The query string of both finder calls: the organisation. */
export const finderQuerySchema = z.object({ organisationId: organisationIdSchema.optional() });

/** POST /api/finders/{finderKind}/csv: the organisation, and the zone and date format of its moments. */
export const finderCsvPostQuerySchema = finderQuerySchema.extend(downloadMomentQueryShape);

/**
 * GET /api/finders/{finderKind}/csv: the organisation, the sort and the filters as query parameters
 * (a plain link downloads it). POST .../csv takes the finder body instead (its paging is ignored).
 */
export const finderCsvQuerySchema = z.object({
  organisationId: organisationIdSchema.optional(),
  columnName: z.string().min(1).max(60).default(FINDER_DEFAULT_SORT.columnName),
  sortOrder: sortOrderSchema.default(FINDER_DEFAULT_SORT.sortOrder),
  ...finderFiltersSchema.shape,
  ...downloadMomentQueryShape,
});
export type FinderCsvQuery = z.output<typeof finderCsvQuerySchema>;

export const finderCsvQuerySchemaOf = (finder: FinderKind) =>
  finderCsvQuerySchema.superRefine((query, context) =>
    checkFinderRequest(
      finder,
      {
        sorting: { columnName: query.columnName, sortOrder: query.sortOrder },
        filters: { text: query.text, from: query.from, to: query.to, state: query.state, kind: query.kind },
      },
      context,
      ['columnName'],
      [],
    ),
  );

/** More than any finder has (the REMIT activity report's Table 1 has the most). */
const FINDER_CSV_MAX_COLUMNS = 60;

export const finderCsvBodySchema = finderRequestSchema.extend({
  paging: pagingSchema.optional(),
  columns: csvColumnsSchema(FINDER_CSV_MAX_COLUMNS),
});
export type FinderCsvBodyInput = z.input<typeof finderCsvBodySchema>;

export const finderCsvBodySchemaOf = (finder: FinderKind) =>
  finderCsvBodySchema.superRefine((request, context) => {
    checkFinderRequest(finder, request, context);
    const kind = finder === 'remitActivity' ? request.filters.kind : undefined;
    checkCsvColumns(finderColumnNames(finder, kind), request.columns, context, finderNotAColumnMessage);
  });

/**
 * The links a row offers besides its audit trail (every row's, by its family: `auditTrailOfDocumentType`),
 * decided on the server so the client infers no permission: its document in the document frame (query
 * `id` = the row's id), its transaction sheet (REMIT's for REMIT trades, SMT's for confirmations,
 * invoices and netting statements), the MiFID positions page, and for REMIT Table 1 and 2 trades
 * which of Cancel, Delete and Modify the version history allows (a cancelled trade only takes an
 * error record; a deleted one nothing more). A list of names rather than a flag each, and the trail
 * not spelt out per row: they were a third of a finder page's bytes.
 */
export const finderRowLinkNames = [
  'document',
  'transactionSheet',
  'positionsPage',
  'cancel',
  'delete',
  'modify',
] as const;
export type FinderRowLinkName = (typeof finderRowLinkNames)[number];
export const finderRowLinksSchema = z.array(z.enum(finderRowLinkNames));

export const finderCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FinderCell = z.infer<typeof finderCellSchema>;

/**
 * One row: `id` (the historyId / fileId / confirmationId ... of the links), `documentType`, `state`,
 * `externalId` (the record's name, as its audit trail's `displayValue`), `links`, and every column of
 * the finder and kind under its column name (null where the record has no value; `createdAt`/`updatedAt`
 * ISO date-times).
 */
export const finderRowSchema = z
  .object({
    id: z.number().int(),
    documentType: z.string(),
    state: z.string(),
    externalId: z.string(),
    links: finderRowLinksSchema,
  })
  .catchall(finderCellSchema);
/** Columns are `row[name]` (a FinderCell); the five named fields are always there. */
export type FinderRow = {
  id: number;
  documentType: string;
  state: string;
  externalId: string;
  links: FinderRowLinkName[];
} & { [column: string]: FinderCell | FinderRowLinkName[] };

export const finderPageSchema = z.object({
  count: z.number().int(),
  currentPage: z.number().int(),
  values: z.array(finderRowSchema),
  /** The page's edges, for the request of the next or previous page; null for an empty page. */
  cursor: z.string().max(FINDER_CURSOR_MAX_LENGTH).nullable(),
});
export type FinderPage = PageOf<FinderRow> & { cursor: string | null };

/**
 * One finder's page as its route writes it: every column any of its kinds shows, by name. The server's
 * serializer, compiled from this schema, then writes each cell by its name instead of walking a
 * catch-all row's keys (half the time for a page of 25 rows). A column its finder does not have fails
 * the answer where answers are checked (the tests' CHECK_ANSWERS), and is left out of it elsewhere.
 */
export function finderPageSchemaOf(finder: FinderKind) {
  const columns = finderSortableColumns(finder);
  const rowSchema = finderRowSchema
    .extend(
      Object.fromEntries(
        columns
          .filter((name) => !Object.hasOwn(finderRowSchema.shape, name))
          .map((name) => [name, finderCellSchema.optional()]),
      ),
    )
    .strict();
  return finderPageSchema.extend({ values: z.array(rowSchema) });
}
