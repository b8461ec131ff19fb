import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  remitModifyQuerySchema,
  remitSubmitResponseSchema,
  table1ModifyBodySchema,
  table1ModifyPresetsSchema,
  table1ValueSetsSchema,
  table2ModifyBodySchema,
  table2ModifyPresetsSchema,
} from '@shared/contract/remit';
import { errorResponses } from '../http/error-responses';
import { submitChange, tradeOf } from './change-routes';
import { modifyTable1, table1ModifyPresets } from './modify-table1';
import { modifyTable2, table2ModifyPresets } from './modify-table2';
import { table1ValueSets } from './value-sets';
import { table1OfferedDeliveryPoints, unofferedDeliveryZones } from './table1-delivery-points';
import { HttpError } from '../http/http-error';
import { actionRefusals, type RemitStores, type RemitTrade } from './remit-trade';
import { organisationOf } from '../access/organisation-scope-hooks';

const tags = ['remit'];
const errors = errorResponses(400, 401, 403, 404, 500);
const submitErrors = errorResponses(400, 401, 403, 404, 409, 500);

/**
 * Modify Trade for Table 1 and Table 2: the loaded trade with submitEnabled, Table 1's value sets, and
 * the submit, which reports an M version made from the version the form was loaded from.
 */
export const remitModifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { masterData } = app.repos;
  app.get(
    apiPaths.remitTable1LoadPresetsModify,
    {
      schema: {
        tags,
        summary: 'Modify Trade (Table 1): the loaded trade by section, with submitEnabled',
        querystring: remitModifyQuerySchema,
        response: { 200: table1ModifyPresetsSchema, ...errors },
      },
    },
    async (request) => table1ModifyPresets(await tradeOf(app, request, 'REMIT_TABLE_1')),
  );

  app.get(
    apiPaths.remitTable1LoadValueSetsModify,
    {
      schema: {
        tags,
        summary: 'Modify Trade (Table 1): value sets with preferred and not-preferred values',
        querystring: remitModifyQuerySchema,
        response: { 200: table1ValueSetsSchema, ...errors },
      },
    },
    async (request) => {
      const trade = await tradeOf(app, request, 'REMIT_TABLE_1');
      const { latest } = trade;
      return table1ValueSets(
        latest.state.table === 'REMIT_TABLE_1' ? latest.state.trade.contract.commodity : 'EL',
        await table1OfferedDeliveryPoints(masterData, organisationOf(request).id, trade),
      );
    },
  );

  app.post(
    apiPaths.remitTable1Modify,
    {
      schema: {
        tags,
        summary: 'Reports a modification (action type M) of a Table 1 trade, as REMITTable1_V3',
        querystring: remitModifyQuerySchema,
        body: table1ModifyBodySchema,
        response: { 200: remitSubmitResponseSchema, ...submitErrors },
      },
    },
    async (request) => {
      const { deliveryZones, expectedVersion } = request.body;
      const trade = await tradeOf(app, request, 'REMIT_TABLE_1');
      // Judged only where the trade may be modified from the version the form was loaded from: an older
      // version is answered stale (or as the retry of a change already made), and a cancelled trade or a
      // non-member by their own refusals, by submitChange.
      const judged = trade.latest.version === expectedVersion && actionRefusals(trade, 'M').length === 0;
      const organisationId = organisationOf(request).id;
      if (deliveryZones && judged) {
        const fieldErrors = await unofferedDeliveryZones(masterData, organisationId, trade, deliveryZones);
        if (Object.keys(fieldErrors).length > 0) throw new HttpError(400, 'Invalid request.', fieldErrors);
      }
      const change = Object.assign(modifyTable1(request.body), {
        // Asked again where the version is stored: a point deleted or retired in between is refused too.
        confirmLocked: deliveryZones
          ? (stores: RemitStores, stored: RemitTrade) =>
              unofferedDeliveryZones(stores.masterData, organisationId, stored, deliveryZones, { locked: true })
          : undefined,
      });
      return submitChange(app, request, 'REMIT_TABLE_1', 'M', expectedVersion, change);
    },
  );

  app.get(
    apiPaths.remitTable2LoadPresetsModify,
    {
      schema: {
        tags,
        summary: 'Modify Trade (Table 2): the loaded trade by section, read-only references and submitEnabled',
        querystring: remitModifyQuerySchema,
        response: { 200: table2ModifyPresetsSchema, ...errors },
      },
    },
    async (request) => table2ModifyPresets(await tradeOf(app, request, 'REMIT_TABLE_2')),
  );

  app.post(
    apiPaths.remitTable2Modify,
    {
      schema: {
        tags,
        summary: 'Reports a modification (action type M) of a Table 2 contract',
        querystring: remitModifyQuerySchema,
        body: table2ModifyBodySchema,
        response: { 200: remitSubmitResponseSchema, ...submitErrors },
      },
    },
    async (request) =>
      submitChange(app, request, 'REMIT_TABLE_2', 'M', request.body.expectedVersion, modifyTable2(request.body)),
  );
};
