import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  beneficiaryCodeTypes,
  remitModifyQuerySchema,
  remitRefusals,
  remitSubmitResponseSchema,
  table1ModifyBodySchema,
  table1MissingSectionMessages,
  table1ModifyPresetsSchema,
  table1ModifySectionsOf,
  table1ValueSetsSchema,
  table2ModifyBodySchema,
  table2ModifyPresetsSchema,
  type RemitSubmitResponse,
  type Table1ModifyPresets,
  type Table1ModifySections,
  type Table1ModifyValues,
  type Table2ModifyPresets,
  type Table2ModifyValues,
} from '@shared/contract/remit';
import { errorResponses } from '../http/error-responses';
import { buildRemitTable1Xml, type RemitTable1Trade } from './table1-xml';
import { buildRemitTable2Xml, type RemitTable2Contract } from './table2-xml';
import {
  actionRefusals,
  loadRemitTrade,
  refused,
  reportVersion,
  tradeSummary,
  type LoadedRemitTrade,
} from './trade-actions';
import { table1ValueSets } from './value-sets';
import {
  readRemitTable1Xml,
  readRemitTable2Xml,
  table1ReportOf,
  table1SchemaVersion,
} from './xml-read';

const tags = ['remit'];
const errors = errorResponses(400, 401, 403, 404, 500);
const text = (value: number | undefined) => (value === undefined ? null : String(value));

function table1Presets(trade: LoadedRemitTrade): Table1ModifyPresets {
  const validationFailureMessages = actionRefusals(trade, 'M');
  const { trade: current } = readRemitTable1Xml(trade.latestXml);
  const profiles = current.contract.profiles ?? [current.contract.profile];
  const beneficiaryType = current.beneficiary?.type.toUpperCase() as (typeof beneficiaryCodeTypes)[number] | undefined;
  return {
    submitEnabled: validationFailureMessages.length === 0,
    validationFailureMessages,
    trade: tradeSummary(trade),
    sourceTableVersion: table1SchemaVersion(trade.latestXml),
    referenceResponseModel: {
      transactionTimeUtc: current.transactionTime,
      traderId: current.traderId,
      beneficiaryCodeType: beneficiaryType ?? 'ACE',
      beneficiaryCode: current.beneficiary?.code ?? null,
      execution: current.linkedTransactionId !== undefined,
      linkedTransactionId: current.linkedTransactionId ?? null,
    },
    commercialResponseModel: {
      quantityValue: text(current.quantity),
      quantityUnit: current.quantityUnit,
      priceValue: text(current.price),
      priceUnit: current.currency,
      totalQuantityValue: text(current.totalQuantity),
      totalQuantityUnit: current.totalQuantityUnit,
      notionalAmountValue: text(current.notionalAmount),
      notionalAmountUnit: current.currency,
      fixingIndexModels: (current.fixingIndices ?? []).map((fixing) => ({
        indexName: fixing.indexName,
        indexValues: fixing.values.map((value) => ({
          indexValue: String(value.value),
          indexCurrency: value.currency ?? '',
        })),
      })),
    },
    settlementResponseModel: { settlementMethod: current.contract.settlementMethod },
    deliveryResponseModel: {
      loadType: current.contract.loadType,
      deliveryStart: current.contract.deliveryStart,
      deliveryEnd: current.contract.deliveryEnd,
      deliveryPointOrZones: current.deliveryPointEics,
    },
    deliveryProfileResponseModel: {
      deliveryProfiles: profiles.map((profile) => ({
        daysOfTheWeek: profile.daysOfTheWeek ?? null,
        startTime: profile.start,
        endTime: profile.end,
      })),
      // The form edits at most three profiles; a trade with more is shown, not edited, profile by profile.
      tooComplex: profiles.length > 3,
    },
  };
}

const requiredLabels = {
  quantity: 'Quantity',
  totalNotionalQuantity: 'Total notional quantity',
} as const;

/**
 * The modified Table 1 report: the form's values over the latest version. Returns field messages when
 * a value the report needs is missing. Always reported as REMITTable1_V3 (a V2 trade is converted).
 */
function table1Modified(
  current: RemitTable1Trade,
  body: Table1ModifyValues,
  sections: Table1ModifySections,
): RemitTable1Trade | { fieldValidationMessages: Record<string, string> } {
  // Only the sections the stored trade has are required; an absent one keeps the stored values.
  const messages: Record<string, string> = table1MissingSectionMessages(body, sections);
  for (const [key, label] of Object.entries(requiredLabels)) {
    if (!body[key as keyof typeof requiredLabels]) messages[key] = `Field '${label}' is required.`;
  }
  if (body.notionalCurrency && body.notionalCurrency !== (body.priceCurrency ?? current.currency))
    messages.notionalAmount = remitRefusals.notionalCurrency;
  if (Object.keys(messages).length > 0) return { fieldValidationMessages: messages };

  const profiles = body.deliveryProfiles?.map((profile) => ({
    ...(profile.daysOfTheWeek ? { daysOfTheWeek: profile.daysOfTheWeek } : {}),
    start: profile.startTime,
    end: profile.endTime,
  }));
  const zones = body.deliveryZones;
  const { beneficiaryEic: _eic, beneficiary: _beneficiary, terminationDate: _end, ...rest } = current;
  const beneficiaryCode = body.beneficiaryCode?.trim();
  return {
    ...rest,
    ...(beneficiaryCode
      ? {
          beneficiary: {
            type: body.beneficiaryCodeType.toLowerCase() as NonNullable<RemitTable1Trade['beneficiary']>['type'],
            code: beneficiaryCode,
          },
        }
      : {}),
    traderId: body.traderId,
    transactionTime: `${body.transactionDate}T${body.transactionTime}Z`,
    linkedTransactionId: body.execution ? body.linkedTransactionId : undefined,
    quantity: Number(body.quantity),
    quantityUnit: body.quantityUnit ?? current.quantityUnit,
    price: body.price === undefined ? current.price : Number(body.price),
    currency: body.priceCurrency ?? current.currency,
    notionalAmount: body.notionalAmount === undefined ? current.notionalAmount : Number(body.notionalAmount),
    totalQuantity: Number(body.totalNotionalQuantity),
    totalQuantityUnit: body.totalNotionalQuantityUnit ?? current.totalQuantityUnit,
    fixingIndices: body.fixingIndices.map((fixing) => ({
      indexName: fixing.indexName,
      values:
        fixing.indexValue === undefined
          ? []
          : [{ value: Number(fixing.indexValue), ...(fixing.indexCurrency ? { currency: fixing.indexCurrency } : {}) }],
    })),
    contract: {
      ...current.contract,
      settlementMethod: body.settlementMethod ?? current.contract.settlementMethod,
      loadType: body.loadType ?? current.contract.loadType,
      deliveryStart: body.deliveryStartDate ?? current.contract.deliveryStart,
      deliveryEnd: body.deliveryEndDate ?? current.contract.deliveryEnd,
      ...(zones?.[0] ? { deliveryPointEic: zones[0], deliveryPointEics: zones } : {}),
      ...(profiles?.[0] ? { profile: profiles[0], profiles } : {}),
    },
    actionType: 'M',
  };
}

const sectionText = (value: number | string | undefined | null) =>
  value === undefined || value === null ? null : String(value);

function table2Presets(trade: LoadedRemitTrade): Table2ModifyPresets {
  const validationFailureMessages = actionRefusals(trade, 'M');
  const { contract } = readRemitTable2Xml(trade.latestXml);
  const fixed = 'formula' in contract.price ? null : contract.price;
  return {
    submitEnabled: validationFailureMessages.length === 0,
    validationFailureMessages,
    trade: tradeSummary(trade),
    references: {
      uti: trade.record.externalId,
      marketParticipant: contract.marketParticipantEic,
      contractId: contract.contractId,
      lastContractDate: contract.contractDate,
    },
    productDetails: {
      contractDate: contract.contractDate,
      contractType: contract.contractType,
      commodity: contract.commodity,
      settlementMethod: contract.settlementMethod,
      loadType: contract.loadType ?? null,
    },
    reportingCounterparty: {
      marketParticipant: contract.marketParticipantEic,
      tradingCapacity: contract.tradingCapacity,
      buySell: contract.buySell,
    },
    otherMarketParticipants: { otherMarketParticipant: contract.otherMarketParticipantEic },
    delivery: {
      deliveryPointOrZones: [...contract.deliveryPointEics],
      deliveryStart: contract.deliveryStart,
      deliveryEnd: contract.deliveryEnd,
    },
    optionDetails: contract.optionDetails.map((option) => ({
      optionStyle: option.style,
      optionType: option.type,
      firstExerciseDate: sectionText(option.firstExerciseDate),
      lastExerciseDate: sectionText(option.lastExerciseDate),
      strikePrice: sectionText(option.strikePrice?.value),
      strikePriceCurrency: sectionText(option.strikePrice?.currency),
    })),
    volume: {
      totalQuantity: String(contract.totalQuantity),
      totalQuantityUnit: contract.totalQuantityUnit,
      volumeOptionality: sectionText(contract.volumeOptionality),
      volumeOptionalityFrequency: sectionText(contract.volumeOptionalityFrequency),
    },
    volumeOptionalityIntervals: contract.volumeOptionalityIntervals.map((interval) => ({
      capacity: String(interval.capacity),
      capacityUnit: interval.unit,
      startDate: interval.startDate,
      endDate: interval.endDate,
    })),
    price: {
      price: sectionText(fixed?.value),
      priceCurrency: sectionText(fixed?.currency),
      priceFormula: 'formula' in contract.price ? contract.price.formula : null,
      estimatedNotionalAmount: sectionText(contract.estimatedNotional?.value),
      estimatedNotionalCurrency: sectionText(contract.estimatedNotional?.currency),
      typeOfIndexPrice: sectionText(contract.typeOfIndexPrice),
    },
    fixingIndices: contract.fixingIndices.map((fixing) => ({
      fixingIndex: fixing.index,
      fixingIndexSource: sectionText(fixing.source),
      firstFixingDate: sectionText(fixing.firstFixingDate),
      lastFixingDate: sectionText(fixing.lastFixingDate),
      fixingFrequency: sectionText(fixing.frequency),
    })),
  };
}

type Currency = NonNullable<RemitTable2Contract['estimatedNotional']>['currency'];

/** The modified Table 2 report: Market Participant, UTI and contract ID stay; the rest is the form's. */
function table2Modified(current: RemitTable2Contract, body: Table2ModifyValues): RemitTable2Contract {
  const price: RemitTable2Contract['price'] = body.priceFormula
    ? { formula: body.priceFormula }
    : { value: Number(body.price), currency: body.priceCurrency as Currency };
  return {
    marketParticipantEic: current.marketParticipantEic,
    contractId: current.contractId,
    otherMarketParticipantEic: body.otherMarketParticipant,
    tradingCapacity: body.tradingCapacity,
    buySell: body.buySell,
    contractDate: body.contractDate,
    contractType: body.contractType,
    commodity: body.commodity,
    price,
    ...(body.estimatedNotionalAmount
      ? {
          estimatedNotional: {
            value: Number(body.estimatedNotionalAmount),
            currency: (body.estimatedNotionalCurrency ?? body.priceCurrency ?? 'EUR') as Currency,
          },
        }
      : {}),
    totalQuantity: Number(body.totalQuantity),
    totalQuantityUnit: body.totalQuantityUnit,
    ...(body.volumeOptionality ? { volumeOptionality: body.volumeOptionality } : {}),
    ...(body.volumeOptionalityFrequency ? { volumeOptionalityFrequency: body.volumeOptionalityFrequency } : {}),
    volumeOptionalityIntervals: body.volumeOptionalityIntervals.map((interval) => ({
      capacity: Number(interval.capacity),
      unit: interval.capacityUnit,
      startDate: interval.startDate,
      endDate: interval.endDate,
    })),
    ...(body.typeOfIndexPrice ? { typeOfIndexPrice: body.typeOfIndexPrice } : {}),
    fixingIndices: body.fixingIndices.map((fixing) => ({
      index: fixing.fixingIndex,
      ...(fixing.fixingIndexSource ? { source: fixing.fixingIndexSource } : {}),
      ...(fixing.firstFixingDate ? { firstFixingDate: fixing.firstFixingDate } : {}),
      ...(fixing.lastFixingDate ? { lastFixingDate: fixing.lastFixingDate } : {}),
      ...(fixing.fixingFrequency ? { frequency: fixing.fixingFrequency } : {}),
    })),
    settlementMethod: body.settlementMethod,
    optionDetails: body.optionDetails.map((option) => ({
      style: option.optionStyle,
      type: option.optionType,
      ...(option.firstExerciseDate ? { firstExerciseDate: option.firstExerciseDate } : {}),
      ...(option.lastExerciseDate ? { lastExerciseDate: option.lastExerciseDate } : {}),
      ...(option.strikePrice
        ? {
            strikePrice: {
              value: Number(option.strikePrice),
              currency: (option.strikePriceCurrency ?? body.priceCurrency ?? 'EUR') as Currency,
            },
          }
        : {}),
    })),
    deliveryPointEics: body.deliveryPointOrZones,
    deliveryStart: body.deliveryStart,
    deliveryEnd: body.deliveryEnd,
    ...(body.loadType ? { loadType: body.loadType } : {}),
    actionType: 'M',
  };
}

/**
 * Modify Trade for Table 1 and Table 2: the loaded trade with submitEnabled, Table 1's value sets, and
 * the submit, which reports an M version built from the latest version and the form. A submission
 * that changes nothing is refused, so a double click or a retry is never reported twice.
 */
export const remitModifyRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => table1Presets(await loadRemitTrade(app, request, 'REMIT_TABLE_1')),
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
      const trade = await loadRemitTrade(app, request, 'REMIT_TABLE_1');
      return table1ValueSets(readRemitTable1Xml(trade.latestXml).trade.contract.commodity);
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
        response: { 200: remitSubmitResponseSchema, ...errors },
      },
    },
    async (request): Promise<RemitSubmitResponse> => {
      const trade = await loadRemitTrade(app, request, 'REMIT_TABLE_1');
      const refusals = actionRefusals(trade, 'M');
      if (refusals.length > 0) return refused(refusals);
      const { reportingEntityEic, trade: read } = readRemitTable1Xml(trade.latestXml);
      const current = table1ReportOf(read);
      const modified = table1Modified(current, request.body, table1ModifySectionsOf(table1Presets(trade)));
      if ('fieldValidationMessages' in modified)
        return refused(Object.values(modified.fieldValidationMessages), modified.fieldValidationMessages);
      const sameAsLatest = buildRemitTable1Xml({
        reportingEntityEic,
        trades: [{ ...modified, actionType: current.actionType }],
      });
      if (sameAsLatest === trade.latestXml) return refused([remitRefusals.nothingChanged]);
      const xml = buildRemitTable1Xml({ reportingEntityEic, trades: [modified] });
      return reportVersion(app, request, trade, 'M', xml);
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
    async (request) => table2Presets(await loadRemitTrade(app, request, 'REMIT_TABLE_2')),
  );

  app.post(
    apiPaths.remitTable2Modify,
    {
      schema: {
        tags,
        summary: 'Reports a modification (action type M) of a Table 2 contract',
        querystring: remitModifyQuerySchema,
        body: table2ModifyBodySchema,
        response: { 200: remitSubmitResponseSchema, ...errors },
      },
    },
    async (request): Promise<RemitSubmitResponse> => {
      const trade = await loadRemitTrade(app, request, 'REMIT_TABLE_2');
      const refusals = actionRefusals(trade, 'M');
      if (refusals.length > 0) return refused(refusals);
      const { reportingEntityEic, contract: current } = readRemitTable2Xml(trade.latestXml);
      if (request.body.contractDate < current.contractDate) {
        const message = remitRefusals.contractDateBeforeLast(current.contractDate);
        return refused([message], { contractDate: message });
      }
      const modified = table2Modified(current, request.body);
      const sameAsLatest = buildRemitTable2Xml({
        reportingEntityEic,
        contracts: [{ ...modified, actionType: current.actionType }],
      });
      if (sameAsLatest === trade.latestXml) return refused([remitRefusals.nothingChanged]);
      const xml = buildRemitTable2Xml({ reportingEntityEic, contracts: [modified] });
      return reportVersion(app, request, trade, 'M', xml);
    },
  );
};
