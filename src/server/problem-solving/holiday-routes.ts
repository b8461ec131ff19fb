import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { emptyResponseSchema } from '@shared/contract/common';
import {
  holidayChangedMessage,
  holidayParamsSchema,
  holidayRemovalQuerySchema,
  holidaySchema,
  holidaysSchema,
  holidayTakenMessage,
} from '@shared/contract/problem-solving';
import { writeDayText } from '@shared/moment-format';
import { requireAdmin, userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { addHoliday, removeHoliday } from './holiday-calendar';

const tags = ['admin'];

/** A 409 naming the holiday the day is, in the admin's own date format (as their calendar shows it). */
async function refusal(
  request: FastifyRequest,
  taken: { day: string; name: string },
  message: (day: string, name: string) => string,
): Promise<HttpError> {
  const { dateFormat } = await request.server.repos.preferences.of(userOf(request).id);
  return new HttpError(409, message(writeDayText(taken.day, dateFormat), taken.name));
}

/** The holiday calendar of the problem-solving deadlines, for administrators. */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    apiPaths.holidays,
    {
      schema: {
        tags,
        summary: 'The days the problem-solving deadlines skip besides weekends, oldest first',
        response: { 200: holidaysSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ values: await app.repos.holidays.list() }),
  );

  app.post(
    apiPaths.holidays,
    {
      schema: {
        tags,
        summary: 'Adds a holiday and moves the due dates it touches; the same day again under another name is 409',
        body: holidaySchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => {
      const outcome = await addHoliday(app.repos, request.body);
      if (!outcome.ok) throw await refusal(request, outcome.taken, holidayTakenMessage);
      request.log.info({ holiday: request.body }, 'holiday added');
      return {};
    },
  );

  app.delete(
    apiPaths.holiday,
    {
      schema: {
        tags,
        summary:
          'Removes a holiday, named as the calendar showed it, and moves the due dates it touched; a day that is none answers the same, one now under another name is 409',
        params: holidayParamsSchema,
        querystring: holidayRemovalQuerySchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => {
      const outcome = await removeHoliday(app.repos, { day: request.params.day, name: request.query.name });
      if (!outcome.ok) throw await refusal(request, outcome.taken, holidayChangedMessage);
      request.log.info({ day: request.params.day }, 'holiday removed');
      return {};
    },
  );
};
