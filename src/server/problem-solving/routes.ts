import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE } from '@shared/contract/audit-trail-constants';
import { columnSettingsKeys } from '@shared/contract/column-settings';
import { emptyResponseSchema } from '@shared/contract/common';
import {
  PROBLEM_CHART_DAYS,
  PROBLEM_NOT_FOUND_MESSAGE,
  problemDailySchema,
  handledProblemsSchema,
  markHandledBodySchema,
  markHandledResultSchema,
  problemCategories,
  problemCountsSchema,
  problemCsvQuerySchema,
  problemCsvRequestSchema,
  problemPageRequestSchema,
  problemPageSchema,
  problemParamsSchema,
  problemScopeQuerySchema,
  problemUrgencies,
  recordParamsSchema,
  reopenBodySchema,
  type ProblemCategory,
  type ProblemUrgency,
} from '@shared/contract/problem-solving';
import { organisationOf } from '../access/organisation-scope-hooks';
import { mayAct } from '../access/organisation-standing';
import { userOf } from '../access/require-user-hooks';
import { attachmentHeader } from '../audit-trail/audit-trail-text';
import { csvColumnNames } from '../column-settings/csv-columns';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { readerMoments } from '../preferences/reader-moments';
import { markProblemsHandled, reopenProblem, type ProblemChangeContext } from './problem-changes';
import { lastDays, problemCsvStream, problemRows, urgencyOf, utcDay } from './problem-rows';

const tags = ['problem solving'];

/**
 * Problem solving: the queue of the organisation's open problems (a page, the CSV, the counts),
 * marking them handled with a note, and reopening from a record's trail. The organisation is the one
 * the signed-in parent resolved; another organisation's problem is not found, never shown.
 */
export const problemSolvingRoutes: FastifyPluginAsyncZod = async (app) => {
  const organisationIdOf = (request: FastifyRequest) => organisationOf(request, PROBLEM_NOT_FOUND_MESSAGE).id;
  const changeContext = async (request: FastifyRequest): Promise<ProblemChangeContext> => {
    const user = userOf(request);
    return {
      repos: app.repos,
      organisationId: organisationIdOf(request),
      actor: { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.username },
      at: app.now(),
      writeMoment: await readerMoments(app.repos.preferences, user.id),
    };
  };

  app.post(
    apiPaths.problemSolvingProblems,
    {
      // A read sent as POST: an observing admin may make it.
      config: { readsOnly: true },
      schema: {
        tags,
        summary: 'One page of the organisation’s open problems; due by first: overdue, due today, later',
        querystring: problemScopeQuerySchema,
        body: problemPageRequestSchema,
        response: { 200: problemPageSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const { paging, sorting, filters } = request.body;
      const organisation = organisationOf(request, PROBLEM_NOT_FOUND_MESSAGE);
      const organisationId = organisation.id;
      const today = utcDay(app.now());
      const page = await app.repos.problems.page({ organisationId, filters, today }, sorting, paging);
      const mayChange = mayAct(organisation);
      const values = await problemRows(app.repos.finders, organisationId, page.values, today, mayChange);
      return { count: page.count, currentPage: page.currentPage, values, mayChange };
    },
  );

  app.post(
    apiPaths.problemSolvingCsv,
    {
      config: { readsOnly: true },
      schema: {
        tags,
        summary:
          'Every matching open problem, or the selected ones, as CSV (streamed), in the order given and the body’s columns or the user’s; the body’s paging is ignored',
        querystring: problemCsvQuerySchema,
        body: problemCsvRequestSchema,
        response: errorResponses(400, 401, 403, 404, 500),
      },
    },
    async (request, reply) => {
      const { sorting, filters, problemIds, columns } = request.body;
      const today = utcDay(app.now());
      const organisationId = organisationIdOf(request);
      const settingsScope = { userId: userOf(request).id, organisationId, key: columnSettingsKeys.PROBLEM_SOLVING };
      const columnNames = await csvColumnNames(app.repos.columnSettings, settingsScope, columns);
      const batches = app.repos.problems.batches({ organisationId, filters, today, problemIds }, sorting);
      // A file, not JSON: the response schemas describe only the errors.
      const file: FastifyReply = reply;
      file
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', attachmentHeader('problem-solving.csv'));
      return file.send(problemCsvStream(batches, columnNames, today, request.query));
    },
  );

  app.get(
    apiPaths.problemSolvingCounts,
    {
      schema: {
        tags,
        summary: 'The organisation’s open problems per category and urgency; `urgent` is overdue plus due today',
        querystring: problemScopeQuerySchema,
        response: { 200: problemCountsSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const today = utcDay(app.now());
      const groups = await app.repos.problems.counts(organisationIdOf(request));
      const byCategory = Object.fromEntries(problemCategories.map((category) => [category, 0])) as Record<
        ProblemCategory,
        number
      >;
      const byUrgency = Object.fromEntries(problemUrgencies.map((urgency) => [urgency, 0])) as Record<
        ProblemUrgency,
        number
      >;
      for (const { category, dueBy, count } of groups) {
        byCategory[category] += count;
        byUrgency[urgencyOf(dueBy, today)] += count;
      }
      const total = Object.values(byCategory).reduce((sum, count) => sum + count, 0);
      return { total, urgent: byUrgency.OVERDUE + byUrgency.DUE_TODAY, byCategory, byUrgency };
    },
  );

  app.get(
    apiPaths.problemSolvingDaily,
    {
      schema: {
        tags,
        summary:
          'The last 30 days: the organisation’s REMIT reports per day of their latest outcome (sent, accepted, rejected)',
        querystring: problemScopeQuerySchema,
        response: { 200: problemDailySchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const days = lastDays(utcDay(app.now()), PROBLEM_CHART_DAYS);
      const groups = await app.repos.problems.dailyOutcomes(
        organisationIdOf(request),
        days[0]!,
        days[days.length - 1]!,
      );
      const byDay = new Map(days.map((day) => [day, { day, sent: 0, accepted: 0, rejected: 0 }]));
      for (const { day, state, count } of groups) {
        const entry = byDay.get(day);
        if (!entry) continue;
        if (state === 'SENT') entry.sent += Number(count);
        else if (state === 'ACKNOWLEDGED') entry.accepted += Number(count);
        else entry.rejected += Number(count);
      }
      return { days: [...byDay.values()] };
    },
  );

  app.post(
    apiPaths.problemSolvingHandled,
    {
      schema: {
        tags,
        summary: 'Marks the selected problems handled with a note; answers per problem: handled, not found or stale',
        querystring: problemScopeQuerySchema,
        body: markHandledBodySchema,
        response: { 200: markHandledResultSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ({ outcomes: await markProblemsHandled(await changeContext(request), request.body) }),
  );

  app.post(
    apiPaths.problemSolvingReopen,
    {
      schema: {
        tags,
        summary: 'Puts a handled problem back in the queue; a stale version is refused with 409',
        params: problemParamsSchema,
        querystring: problemScopeQuerySchema,
        body: reopenBodySchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const outcome = await reopenProblem(await changeContext(request), {
        problemId: request.params.problemId,
        version: request.body.version,
      });
      if (!outcome.ok) throw new HttpError(outcome.reason === 'notFound' ? 404 : 409, outcome.message);
      return {};
    },
  );

  app.get(
    apiPaths.problemSolvingRecordHandled,
    {
      schema: {
        tags,
        summary: 'A record’s handled problems, newest first: what its audit trail offers to reopen',
        params: recordParamsSchema,
        querystring: problemScopeQuerySchema,
        response: { 200: handledProblemsSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const organisation = organisationOf(request, PROBLEM_NOT_FOUND_MESSAGE);
      const organisationId = organisation.id;
      // Another organisation's record, or none, is not found, as on its trail: never an empty list.
      if (!(await app.repos.reporting.findRecord(organisationId, request.params.recordId)))
        throw new HttpError(404, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE);
      const rows = await app.repos.problems.handledOf(organisationId, request.params.recordId);
      return {
        values: rows.map((row) => ({
          problemId: row.id,
          version: row.version,
          category: row.category,
          handledAt: (row.handledAt ?? row.since).toISOString(),
          handledBy: row.handledByName,
          note: row.handledNote ?? '',
        })),
        mayChange: mayAct(organisation),
      };
    },
  );
};
