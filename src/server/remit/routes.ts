import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  remitPresetsSchema,
  remitSubmitResponseSchema,
  table1ActionQuerySchema,
  table1CancellationBodySchema,
  table1CancellationPresetsSchema,
  table1DeletionQuerySchema,
  table2ActionQuerySchema,
  table2CancellationPresetsSchema,
  table2CancellationQuerySchema,
  table2DeletionQuerySchema,
  transactionSheetQuerySchema,
  transactionSheetSchema,
} from '@shared/contract/remit';
import { organisationOf } from '../access/organisation-scope-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { cancelTable1, cancelTable2, table1CancellationPresets, table2CancellationPresets } from './cancel';
import { submitChange, tradeOf } from './change-routes';
import { deleteTrade } from './delete';
import { remitModifyRoutes } from './modify-routes';
import { presetsOf, REMIT_TRADE_NOT_FOUND_MESSAGE } from './remit-trade';
import { transactionSheetOf } from './transaction-sheet';

const tags = ['remit'];
const presetErrors = errorResponses(400, 401, 403, 404, 500);
const submitErrors = errorResponses(400, 401, 403, 404, 409, 500);

/**
 * REMIT transaction sheets and the cancel and delete actions of Table 1 and Table 2 (market-reporting
 * spec section 7). Every call finds the trade within the organisation; a refused action answers 200
 * with validationFailureMessages (the pages show them and re-enable the form), a malformed request 400,
 * a submit made from a version that is no longer the latest 409.
 */
export const remitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.remitTransactionSheet,
    {
      schema: {
        tags,
        summary: "A record's transaction sheet: value groups in two columns, REMIT trades from their latest version",
        querystring: transactionSheetQuerySchema,
        response: { 200: transactionSheetSchema, ...presetErrors },
      },
    },
    async (request) => {
      const sheet = await transactionSheetOf(
        app.repos,
        organisationOf(request, REMIT_TRADE_NOT_FOUND_MESSAGE),
        request.query,
      );
      if (!sheet) throw new HttpError(404, REMIT_TRADE_NOT_FOUND_MESSAGE);
      return sheet;
    },
  );

  // ---- Table 1
  app.get(
    apiPaths.remitTable1LoadPresetsCancellation,
    {
      schema: {
        tags,
        summary: 'Presets of Cancel Table 1 Trade: submitEnabled, why not, and what the form starts with',
        querystring: table1ActionQuerySchema,
        response: { 200: table1CancellationPresetsSchema, ...presetErrors },
      },
    },
    async (request) => table1CancellationPresets(await tradeOf(app, request, 'REMIT_TABLE_1')),
  );

  app.get(
    apiPaths.remitTable1LoadPresetsDeletion,
    {
      schema: {
        tags,
        summary: 'Presets of Delete Table 1 Trade',
        querystring: table1ActionQuerySchema,
        response: { 200: remitPresetsSchema, ...presetErrors },
      },
    },
    async (request) => presetsOf(await tradeOf(app, request, 'REMIT_TABLE_1'), 'E'),
  );

  app.post(
    apiPaths.remitTable1Cancellation,
    {
      schema: {
        tags,
        summary: 'Reports an early termination (action type C) of a Table 1 trade',
        querystring: table1ActionQuerySchema,
        body: table1CancellationBodySchema,
        response: { 200: remitSubmitResponseSchema, ...submitErrors },
      },
    },
    async (request) => {
      const { expectedVersion, ...values } = request.body;
      return submitChange(app, request, 'REMIT_TABLE_1', 'C', expectedVersion, cancelTable1(values));
    },
  );

  app.post(
    apiPaths.remitTable1Deletion,
    {
      schema: {
        tags,
        summary: 'Reports an error record (action type E, a logical delete) of a Table 1 trade',
        querystring: table1DeletionQuerySchema,
        response: { 200: remitSubmitResponseSchema, ...submitErrors },
      },
    },
    async (request) => submitChange(app, request, 'REMIT_TABLE_1', 'E', request.query.expectedVersion, deleteTrade),
  );

  // ---- Table 2
  app.get(
    apiPaths.remitTable2LoadPresetsCancellation,
    {
      schema: {
        tags,
        summary: 'Presets of Cancel Trade (Table 2), with the contract date the termination must not precede',
        querystring: table2ActionQuerySchema,
        response: { 200: table2CancellationPresetsSchema, ...presetErrors },
      },
    },
    async (request) => table2CancellationPresets(await tradeOf(app, request, 'REMIT_TABLE_2')),
  );

  app.get(
    apiPaths.remitTable2LoadPresetsDeletion,
    {
      schema: {
        tags,
        summary: 'Presets of Delete Table 2 Trade',
        querystring: table2ActionQuerySchema,
        response: { 200: remitPresetsSchema, ...presetErrors },
      },
    },
    async (request) => presetsOf(await tradeOf(app, request, 'REMIT_TABLE_2'), 'E'),
  );

  app.post(
    apiPaths.remitTable2Cancellation,
    {
      schema: {
        tags,
        summary: 'Reports an early termination (action type C) of a Table 2 contract on terminationDate',
        querystring: table2CancellationQuerySchema,
        response: { 200: remitSubmitResponseSchema, ...submitErrors },
      },
    },
    async (request) => {
      const { terminationDate, expectedVersion } = request.query;
      return submitChange(app, request, 'REMIT_TABLE_2', 'C', expectedVersion, cancelTable2(terminationDate));
    },
  );

  app.post(
    apiPaths.remitTable2Deletion,
    {
      schema: {
        tags,
        summary: 'Reports an error record (action type E, a logical delete) of a Table 2 contract',
        querystring: table2DeletionQuerySchema,
        response: { 200: remitSubmitResponseSchema, ...submitErrors },
      },
    },
    async (request) => submitChange(app, request, 'REMIT_TABLE_2', 'E', request.query.expectedVersion, deleteTrade),
  );

  await app.register(remitModifyRoutes);
};
