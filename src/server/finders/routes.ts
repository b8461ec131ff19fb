import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, fillPath } from '@shared/api-paths';
import type { CatalogueColumn } from '@shared/contract/column-settings';
import {
  finderColumns,
  finderCsvBodySchemaOf,
  finderCsvFileName,
  finderCsvPostQuerySchema,
  finderCsvQuerySchemaOf,
  finderDocumentType,
  finderKinds,
  finderPageSchemaOf,
  finderQuerySchema,
  finderRequestSchemaOf,
  finderSettingsKey,
  finderTitles,
  type FinderFilters,
  type FinderKind,
  type FinderSorting,
  type RemitActivityKind,
} from '@shared/contract/finders';
import type { z } from 'zod';
import type { MomentFormat } from '@shared/moment-format';
import { userOf } from '../access/require-user-hooks';
import { csvColumnNames } from '../column-settings/csv-columns';
import { errorResponses } from '../http/error-responses';
import type { FinderScope } from './repository';
import { AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE } from '@shared/contract/audit-trail-constants';
import { organisationOf } from '../access/organisation-scope-hooks';
import { mayAct } from '../access/organisation-standing';
import { attachmentHeader } from '../audit-trail/audit-trail-text';
import { cursorKeyOf, decodeCursor, pageCursor } from './finder-cursor';
import { finderCsvStream, finderRows, linkFactsOf } from './finder-rows';

type FinderPageBody = z.infer<ReturnType<typeof finderPageSchemaOf>>;

const kindOf = (finder: FinderKind, filters: FinderFilters): RemitActivityKind | undefined =>
  finder === 'remitActivity' ? filters.kind : undefined;

/** The records a request names; its days are read in the zone it names, UTC without one. */
function scopeOf(finder: FinderKind, organisationId: number, filters: FinderFilters, timeZone = 'UTC'): FinderScope {
  const kind = kindOf(finder, filters);
  return {
    organisationId,
    documentType: finderDocumentType(finder, kind),
    filters: { text: filters.text || undefined, from: filters.from, to: filters.to, state: filters.state },
    timeZone: filters.timeZone ?? timeZone,
  };
}

/**
 * The CSV's columns, so the file matches the grid: those the request names, else the user's column
 * settings for the finder's key; every column of a file finder, which has no settings.
 */
async function csvColumns(
  app: FastifyInstance,
  request: FastifyRequest,
  finder: FinderKind,
  kind: RemitActivityKind | undefined,
  organisationId: number,
  shown: readonly string[] | undefined,
): Promise<CatalogueColumn[]> {
  const all = finderColumns(finder, kind);
  const key = finderSettingsKey(finder, kind);
  const names = key
    ? await csvColumnNames(app.repos.columnSettings, { userId: userOf(request).id, organisationId, key }, shown)
    : (shown ?? all.map(({ name }) => name));
  return names.flatMap((name) => all.filter((column) => column.name === name));
}

async function sendCsv(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  finder: FinderKind,
  sorting: FinderSorting,
  filters: FinderFilters,
  moments: MomentFormat,
  shownColumns?: readonly string[],
) {
  const organisationId = organisationOf(request, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE).id;
  const kind = kindOf(finder, filters);
  const columns = await csvColumns(app, request, finder, kind, organisationId, shownColumns);
  // A link's CSV names one zone, for its moments and its days alike.
  const batches = app.repos.finders.batches(scopeOf(finder, organisationId, filters, moments.timeZone), sorting);
  // A file, not JSON: the response schemas describe only the errors.
  const file: FastifyReply = reply;
  file
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', attachmentHeader(finderCsvFileName(finder, kind)));
  return file.send(finderCsvStream(finder, batches, columns, moments));
}

/**
 * The work-area finders: one paged, sorted, filtered list per finder kind and its CSV export, one set
 * of routes per kind so each validates its own columns and states. Every read is within the
 * organisation the call names (the signed-in parent checked the user may see it) or the user's own.
 */
export const finderRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repos.finders;
  const cursorKey = cursorKeyOf(app.config.sessionSecret);

  for (const finder of finderKinds) {
    const title = finderTitles[finder];
    app.post(
      fillPath(apiPaths.finder, { finderKind: finder }),
      {
        // A read sent as POST: an observing admin may make it.
        config: { readsOnly: true },
        schema: {
          tags: ['finders'],
          summary: `${title}: one page of the organisation's records, sorted and filtered`,
          querystring: finderQuerySchema,
          body: finderRequestSchemaOf(finder),
          response: { 200: finderPageSchemaOf(finder), ...errorResponses(400, 401, 403, 404, 500) },
        },
      },
      async (request) => {
        const { paging, sorting, filters, cursor } = request.body;
        const organisation = organisationOf(request, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE);
        const organisationId = organisation.id;
        const kind = kindOf(finder, filters);
        const cursorScope = { finder, organisationId, filters, sorting, entriesPerPage: paging.entriesPerPage };
        const anchor = decodeCursor(cursorKey, cursorScope, cursor);
        const scope = scopeOf(finder, organisationId, filters);
        const facts = linkFactsOf(finder, scope.documentType);
        const page = await repository.page(scope, sorting, paging, anchor, facts);
        const values = finderRows(finder, finderColumns(finder, kind), page.values, mayAct(organisation));
        return {
          count: page.count,
          currentPage: page.currentPage,
          // A row's type names no column; the route's response schema names them (`finderPageSchemaOf`).
          values: values as FinderPageBody['values'],
          cursor: pageCursor(cursorKey, cursorScope, page.currentPage, page.edges),
        };
      },
    );

    app.get(
      fillPath(apiPaths.finderCsv, { finderKind: finder }),
      {
        schema: {
          tags: ['finders'],
          summary: `${title}: every matching record as CSV (streamed), in the user's columns and the sort given`,
          querystring: finderCsvQuerySchemaOf(finder),
          response: errorResponses(400, 401, 403, 404, 500),
        },
      },
      async (request, reply) => {
        const {
          organisationId: _scopedByTheParent,
          columnName,
          sortOrder,
          timeZone,
          dateFormat,
          ...filters
        } = request.query;
        return sendCsv(app, request, reply, finder, { columnName, sortOrder }, filters, { timeZone, dateFormat });
      },
    );

    app.post(
      fillPath(apiPaths.finderCsv, { finderKind: finder }),
      {
        // A read sent as POST: an observing admin may make it.
        config: { readsOnly: true },
        schema: {
          tags: ['finders'],
          summary: `${title}: every matching record as CSV (streamed), in the body's columns or the user's; the body's paging is ignored`,
          querystring: finderCsvPostQuerySchema,
          body: finderCsvBodySchemaOf(finder),
          response: errorResponses(400, 401, 403, 404, 500),
        },
      },
      async (request, reply) =>
        sendCsv(
          app,
          request,
          reply,
          finder,
          request.body.sorting,
          request.body.filters,
          request.query,
          request.body.columns,
        ),
    );
  }
};
