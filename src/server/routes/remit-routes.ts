import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  remitPresetsSchema,
  remitRefusals,
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
  type RemitPresets,
  type RemitSubmitResponse,
} from '@shared/contract/remit';
import { canAccessOrganisation } from '../auth/organisation-access';
import { ORGANISATION_NOT_FOUND_MESSAGE } from '../auth/organisation-scope';
import { userOf } from '../auth/require-user';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { buildRemitTable1Xml, type RemitTable1Trade } from '../reporting/remit-table1-xml';
import { buildRemitTable2Xml } from '../reporting/remit-table2-xml';
import {
  actionRefusals,
  loadRemitTrade,
  refused,
  REMIT_TRADE_NOT_FOUND_MESSAGE,
  reportVersion,
  tradeSummary,
  type LoadedRemitTrade,
  type RemitTradeRequest,
} from '../reporting/remit-trade-actions';
import { buildTransactionSheet, transactionSheetFamilies } from '../reporting/remit-transaction-sheet';
import { readRemitTable1Xml, readRemitTable2Xml, table1ReportOf } from '../reporting/remit-xml-read';
import type { ReportingDocumentType } from '../reporting/reporting-kinds';
import { remitModifyRoutes } from './remit-modify-routes';

const tags = ['remit'];
const presetErrors = errorResponses(400, 401, 403, 404, 500);

function presets(trade: LoadedRemitTrade, action: 'C' | 'E' | 'M'): RemitPresets {
  const validationFailureMessages = actionRefusals(trade, action);
  return {
    submitEnabled: validationFailureMessages.length === 0,
    validationFailureMessages,
    trade: tradeSummary(trade),
  };
}

async function table1Xml(trade: LoadedRemitTrade, change: (current: RemitTable1Trade) => RemitTable1Trade) {
  const { reportingEntityEic, trade: current } = readRemitTable1Xml(trade.latestXml);
  return buildRemitTable1Xml({ reportingEntityEic, trades: [change(table1ReportOf(current))] });
}

async function submit(
  app: FastifyInstance,
  request: FastifyRequest,
  trade: LoadedRemitTrade,
  action: 'C' | 'E',
  buildXml: () => Promise<string | { refusals: string[] }>,
): Promise<RemitSubmitResponse> {
  // The presets' rules again: the client's submitEnabled decides nothing.
  const refusals = actionRefusals(trade, action);
  if (refusals.length > 0) return refused(refusals);
  const xml = await buildXml();
  if (typeof xml !== 'string') return refused(xml.refusals);
  return reportVersion(app, request, trade, action, xml);
}

/**
 * REMIT transaction sheets and the cancel and delete actions of Table 1 and Table 2 (market-reporting
 * spec section 7). Every call finds the trade within the organisation; a refused action answers 200
 * with validationFailureMessages (the pages show them and re-enable the form), a malformed request 400.
 */
export const remitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Another organisation's caller learns nothing, not even whether its payload would be valid: the
  // organisation is checked before the request is validated (the parent checks it again after).
  app.addHook('preValidation', async (request) => {
    const raw = (request.query as Record<string, unknown> | undefined)?.organisationId;
    const organisationId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
    if (organisationId !== undefined && !canAccessOrganisation(userOf(request), organisationId))
      throw new HttpError(404, ORGANISATION_NOT_FOUND_MESSAGE);
  });

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
      const { regime, documentType, historyId, recordType, organisationId: named } = request.query;
      const user = userOf(request);
      const notFound = new HttpError(404, REMIT_TRADE_NOT_FOUND_MESSAGE);
      const organisationId = named ?? user.organisationId;
      if (organisationId === null || !canAccessOrganisation(user, organisationId)) throw notFound;
      const view = transactionSheetFamilies[regime][documentType as ReportingDocumentType];
      const record = view ? await app.repos.reporting.findRecord(organisationId, historyId) : null;
      if (!view || !record || record.documentType !== documentType) throw notFound;
      const versions = await app.repos.reporting.listVersions(record.id);
      const latest = versions.at(-1);
      const document = latest ? await app.repos.reporting.findDocument(organisationId, latest.documentId) : null;
      return buildTransactionSheet(view, record, recordType ?? 'TRADE', versions, document?.contentText ?? null);
    },
  );

  // ---- Table 1
  const loadTable1 = (request: RemitTradeRequest) => loadRemitTrade(app, request, 'REMIT_TABLE_1');

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
    async (request) => {
      const trade = await loadTable1(request);
      const { trade: current } = readRemitTable1Xml(trade.latestXml);
      return {
        ...presets(trade, 'C'),
        traderId: current.traderId,
        lastTransactionTimeUtc: current.transactionTime,
        deliveryStartDate: current.contract.deliveryStart,
        deliveryEndDate: current.contract.deliveryEnd,
      };
    },
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
    async (request) => presets(await loadTable1(request), 'E'),
  );

  app.post(
    apiPaths.remitTable1Cancellation,
    {
      schema: {
        tags,
        summary: 'Reports an early termination (action type C) of a Table 1 trade',
        querystring: table1ActionQuerySchema,
        body: table1CancellationBodySchema,
        response: { 200: remitSubmitResponseSchema, ...presetErrors },
      },
    },
    async (request) => {
      const trade = await loadTable1(request);
      const body = request.body;
      return submit(app, request, trade, 'C', async () => {
        const { trade: current } = readRemitTable1Xml(trade.latestXml);
        const transactionTime = `${body.transactionTimeUtc}Z`;
        const refusals: string[] = [];
        if (Date.parse(transactionTime) <= Date.parse(current.transactionTime))
          refusals.push(remitRefusals.transactionTimeNotAfterLast(current.transactionTime));
        if (body.terminationDate > current.contract.deliveryEnd)
          refusals.push(remitRefusals.terminationAfterDeliveryEnd(current.contract.deliveryEnd));
        if (refusals.length > 0) return { refusals };
        return table1Xml(trade, (report) => ({
          ...report,
          traderId: body.traderId,
          transactionTime,
          terminationDate: `${body.terminationDate}T00:00:00Z`,
          actionType: 'C',
        }));
      });
    },
  );

  app.post(
    apiPaths.remitTable1Deletion,
    {
      schema: {
        tags,
        summary: 'Reports an error record (action type E, a logical delete) of a Table 1 trade',
        querystring: table1DeletionQuerySchema,
        response: { 200: remitSubmitResponseSchema, ...presetErrors },
      },
    },
    async (request) => {
      const trade = await loadTable1(request);
      return submit(app, request, trade, 'E', () => table1Xml(trade, (report) => ({ ...report, actionType: 'E' })));
    },
  );

  // ---- Table 2
  const loadTable2 = (request: RemitTradeRequest) => loadRemitTrade(app, request, 'REMIT_TABLE_2');

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
    async (request) => {
      const trade = await loadTable2(request);
      return { ...presets(trade, 'C'), lastContractDate: readRemitTable2Xml(trade.latestXml).contract.contractDate };
    },
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
    async (request) => presets(await loadTable2(request), 'E'),
  );

  app.post(
    apiPaths.remitTable2Cancellation,
    {
      schema: {
        tags,
        summary: 'Reports an early termination (action type C) of a Table 2 contract on terminationDate',
        querystring: table2CancellationQuerySchema,
        response: { 200: remitSubmitResponseSchema, ...presetErrors },
      },
    },
    async (request) => {
      const { terminationDate } = request.query;
      const trade = await loadTable2(request);
      return submit(app, request, trade, 'C', async () => {
        const { reportingEntityEic, contract } = readRemitTable2Xml(trade.latestXml);
        if (terminationDate < contract.contractDate)
          return { refusals: [remitRefusals.terminationBeforeContractDate(contract.contractDate)] };
        // An early termination ends delivery on the termination date (never before delivery starts).
        const deliveryEnd =
          terminationDate < contract.deliveryEnd
            ? terminationDate < contract.deliveryStart
              ? contract.deliveryStart
              : terminationDate
            : contract.deliveryEnd;
        return buildRemitTable2Xml({ reportingEntityEic, contracts: [{ ...contract, deliveryEnd, actionType: 'C' }] });
      });
    },
  );

  app.post(
    apiPaths.remitTable2Deletion,
    {
      schema: {
        tags,
        summary: 'Reports an error record (action type E, a logical delete) of a Table 2 contract',
        querystring: table2DeletionQuerySchema,
        response: { 200: remitSubmitResponseSchema, ...presetErrors },
      },
    },
    async (request) => {
      const trade = await loadTable2(request);
      return submit(app, request, trade, 'E', async () => {
        const { reportingEntityEic, contract } = readRemitTable2Xml(trade.latestXml);
        return buildRemitTable2Xml({ reportingEntityEic, contracts: [{ ...contract, actionType: 'E' }] });
      });
    },
  );

  await app.register(remitModifyRoutes);
};
