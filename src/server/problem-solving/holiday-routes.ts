import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { emptyResponseSchema } from '@shared/contract/common';
import {
  holidayParamsSchema,
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
      if (!outcome.ok) {
        // The day as the admin's calendar shows it, in their date format.
        const { dateFormat } = await app.repos.preferences.of(userOf(request).id);
        throw new HttpError(409, holidayTakenMessage(writeDayText(outcome.taken.day, dateFormat), outcome.taken.name));
      }
      request.log.info({ holiday: request.body }, 'holiday added');
      return {};
    },
  );

  app.delete(
    apiPaths.holiday,
    {
      schema: {
        tags,
        summary: 'Removes a holiday and moves the due dates it touched; a day that is none answers the same',
        params: holidayParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      await removeHoliday(app.repos, request.params.day);
      request.log.info({ day: request.params.day }, 'holiday removed');
      return {};
    },
  );
};
