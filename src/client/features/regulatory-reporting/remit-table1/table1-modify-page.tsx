import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useEffect, useMemo, useRef } from 'react';
import { useController, useWatch, type Control, type Path, type UseFormSetError } from 'react-hook-form';
import {
  useLoadTable1ModifyPresetsQuery,
  useLoadTable1ModifyValueSetsQuery,
  useModifyTable1TradeMutation,
  type Table1TradeArgs,
} from '@client/api/remit-table1-api';
import { FormTextField } from '@client/components/form/form-text-field';
import { decimalRule, digitsOnlyRule, signedDecimalRule } from '@client/components/form/use-guarded-entry';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import {
  beneficiaryCodeTypes,
  remitCurrencies,
  remitMessages,
  table1LoadTypes,
  table1ModifyBodySchema,
  table1QuantityUnits,
  table1SettlementMethods,
  table1TotalQuantityUnits,
  TRADER_ID_MAX_LENGTH,
  type Table1ModifyBody,
  type Table1ModifyPresets,
  type Table1ValueSets,
} from '@shared/contract/remit';
import { FormDateField } from '@client/components/form/form-date-field';
import { fromIsoIgnoringOffset } from '@client/components/form/local-iso';
import { FormOptionalTextField } from '@client/components/form/form-optional-text-field';
import { FormSelectField } from '@client/components/form/form-select-field';
import { FormTimeField } from '@client/components/form/form-time-field';
import { TradeActionPage } from '../trade-action/trade-action-page';
import { TradeSummary } from '../trade-action/trade-summary';
import { useTradeActionOf, type TradeAnswer, type UseTradeActionReturn } from '../trade-action/use-trade-action';
import { useTradeParameters } from '../trade-action/use-trade-parameters';
import { FormSection } from '../remit-table2/form-section';
import { DeliveryProfileFields, DeliveryZoneFields, FixingIndexFields } from './table1-modify-lists';
import { table1ModifyDefaults, valueSetOptions } from './table1-modify-values';

/** A section shows only when the loaded trade has it (the server sends null for an absent one). */
const present = (value: string | null | undefined): boolean => value !== null && value !== undefined;

interface Table1ModifyFormProps {
  args: Omit<Table1TradeArgs, 'recordType'>;
  presets: Table1ModifyPresets | undefined;
  valueSets: Table1ValueSets | undefined;
  action: UseTradeActionReturn;
}

function ExecutionField({ control, disabled }: { control: Control<Table1ModifyBody>; disabled: boolean }) {
  const { field } = useController({ control, name: 'execution' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          disabled={disabled}
        />
      }
      label="Execution (linked to another transaction)"
    />
  );
}

function Table1ModifyForm({ args, presets, valueSets, action }: Table1ModifyFormProps) {
  const [modifyTrade] = useModifyTable1TradeMutation();
  const { track } = action;
  const mutation = useMemo(() => track(modifyTrade), [track, modifyTrade]);
  const { expectedVersion } = action;
  const defaultValues = useMemo(
    () => (presets ? { ...table1ModifyDefaults(presets), expectedVersion } : {}),
    [presets, expectedVersion],
  );
  // The server keys list entries by number (startTime1, indexName2): they are set under those keys,
  // which the entries' fields read beside their own paths.
  const setErrorRef = useRef<UseFormSetError<Table1ModifyBody> | undefined>(undefined);
  const onSuccess = (result: TradeAnswer) => {
    const refusal = action.onSuccess(result);
    if (!refusal?.fieldErrors) return refusal;
    for (const [key, messages] of Object.entries(refusal.fieldErrors)) {
      setErrorRef.current?.(key as Path<Table1ModifyBody>, { type: 'server', message: messages.join(' ') });
    }
    // Set here already, but a refusal still: the form must know the server took nothing.
    return { message: '' };
  };
  const form = useServerForm({
    schema: table1ModifyBodySchema,
    keepDraft: action.tradeLoaded,
    defaultValues,
    mutation,
    // After its own success the page reports from the version it made; a reload from the reloaded one;
    // values restored after the session ended from the version they were filled from.
    basis: expectedVersion,
    toRequest: (values, basis) => ({
      ...args,
      body: {
        ...values,
        expectedVersion: basis ?? values.expectedVersion,
        transactionDateTime: `${values.transactionDate}T${values.transactionTime}`,
      },
    }),
    onSuccess,
    describeError: action.describeError,
  });
  const { setError } = form.form;
  useEffect(() => {
    setErrorRef.current = setError;
  }, [setError]);
  const { control } = form;
  const execution = useWatch({ control, name: 'execution' });
  // The pickers' date restriction (spec section 5): no trade after today (UTC), no delivery ending before
  // it starts or before the trade. A date typed past them is refused on its field: the body's schema
  // refuses an end before the start, the server a trade in the future and an end before the trade.
  const [tradeDay, deliveryStartDay] = useWatch({ control, name: ['transactionDate', 'deliveryStartDate'] });
  const deliveryEndsFrom = latestOf(fromIsoIgnoringOffset(tradeDay), fromIsoIgnoringOffset(deliveryStartDay));
  const disabled = action.formDisabled || form.submitting;
  const commercial = presets?.commercialResponseModel;
  const options = (set: keyof Table1ValueSets, allowed: readonly string[]) =>
    valueSetOptions(valueSets?.[set], allowed);

  return (
    <ServerForm form={form} label="Modify Trade" submitLabel="Modify Trade" submitDisabled={action.submitDisabled}>
      <Stack spacing={2}>
        {presets?.referenceResponseModel && (
          <FormSection title="Reference">
            <FormDateField
              control={control}
              name="transactionDate"
              label="Trade time (UTC) - date part"
              required
              disabled={disabled}
              maxDate={todayUtc()}
            />
            <FormTimeField
              control={control}
              name="transactionTime"
              label="Trade time (UTC) - time part"
              required
              disabled={disabled}
              helperText="hh:mm:ss"
            />
            <FormTextField
              control={control}
              name="traderId"
              label="Trader ID"
              required
              disabled={disabled}
              inputProps={{ maxLength: TRADER_ID_MAX_LENGTH }}
            />
            <FormSelectField
              control={control}
              name="beneficiaryCodeType"
              label="Beneficiary code type"
              {...options('beneficiaries', beneficiaryCodeTypes)}
              revalidates={['beneficiaryCode']}
              // Always holds a type (ACE by default): no empty choice, and no required marker, which
              // the spec gives only the fields it lists.
              emptyChoice={null}
              disabled={disabled}
            />
            <FormOptionalTextField
              control={control}
              name="beneficiaryCode"
              label="Beneficiary code"
              disabled={disabled}
              maxLength={40}
            />
            <ExecutionField control={control} disabled={disabled} />
            <FormOptionalTextField
              control={control}
              name="linkedTransactionId"
              label="Linked transaction ID"
              required={execution === true}
              disabled={disabled}
              maxLength={100}
            />
          </FormSection>
        )}
        {present(commercial?.quantityValue) && (
          <FormSection title="Quantity">
            <FormOptionalTextField
              control={control}
              name="quantity"
              label="Quantity"
              required
              inputMode="numeric"
              rule={digitsOnlyRule}
              disabled={disabled}
            />
            <FormSelectField
              control={control}
              name="quantityUnit"
              label="Quantity unit"
              {...options('quantityUnits', table1QuantityUnits)}
              disabled={disabled}
            />
          </FormSection>
        )}
        {present(commercial?.priceValue) && (
          <FormSection title="Price">
            <FormOptionalTextField
              control={control}
              name="price"
              label="Price"
              inputMode="decimal"
              rule={decimalRule}
              disabled={disabled}
            />
            <FormSelectField
              control={control}
              name="priceCurrency"
              label="Price currency"
              {...options('currencies', remitCurrencies)}
              disabled={disabled}
            />
          </FormSection>
        )}
        {present(commercial?.totalQuantityValue) && (
          <FormSection title="Total notional quantity">
            <FormOptionalTextField
              control={control}
              name="totalNotionalQuantity"
              label="Total notional quantity"
              required
              inputMode="numeric"
              rule={digitsOnlyRule}
              disabled={disabled}
            />
            <FormSelectField
              control={control}
              name="totalNotionalQuantityUnit"
              label="Total notional quantity unit"
              {...options('totalQuantityUnits', table1TotalQuantityUnits)}
              disabled={disabled}
            />
          </FormSection>
        )}
        {present(commercial?.notionalAmountValue) && (
          <FormSection title="Notional amount">
            <FormOptionalTextField
              control={control}
              name="notionalAmount"
              label="Notional amount"
              inputMode="decimal"
              rule={signedDecimalRule}
              disabled={disabled}
            />
            <FormSelectField
              control={control}
              name="notionalCurrency"
              label="Notional currency"
              {...options('currencies', remitCurrencies)}
              disabled={disabled}
            />
          </FormSection>
        )}
        {presets?.settlementResponseModel && (
          <FormSection title="Settlement">
            <FormSelectField
              control={control}
              name="settlementMethod"
              label="Settlement method"
              {...options('settlementMethods', table1SettlementMethods)}
              required
              disabled={disabled}
            />
          </FormSection>
        )}
        {presets?.deliveryResponseModel && (
          <FormSection title="Delivery">
            <FormSelectField
              control={control}
              name="loadType"
              label="Load type"
              {...options('loadTypes', table1LoadTypes)}
              disabled={disabled}
            />
            <FormDateField
              control={control}
              name="deliveryStartDate"
              label="Delivery start date"
              required
              disabled={disabled}
            />
            <FormDateField
              control={control}
              name="deliveryEndDate"
              label="Delivery end date"
              required
              disabled={disabled}
              minDate={deliveryEndsFrom}
            />
            <DeliveryZoneFields
              control={control}
              disabled={disabled}
              submitting={form.submitting}
              setValue={form.form.setValue}
              zoneOptions={options('deliveryPointOrZones', valueSetKeys(valueSets, 'deliveryPointOrZones'))}
            />
          </FormSection>
        )}
        {presets?.deliveryProfileResponseModel && (
          <FormSection title="Delivery profiles">
            {presets.deliveryProfileResponseModel.tooComplex && (
              <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
                The reported delivery profile is too complex to edit here; its first profiles are shown.
              </Alert>
            )}
            <DeliveryProfileFields control={control} disabled={disabled} submitting={form.submitting} />
          </FormSection>
        )}
        {commercial && (
          <FormSection title="Fixing indices">
            <FixingIndexFields
              control={control}
              disabled={disabled}
              submitting={form.submitting}
              indexNames={options('indexNames', valueSetKeys(valueSets, 'indexNames'))}
            />
          </FormSection>
        )}
      </Stack>
    </ServerForm>
  );
}

/** Every key a value set offers (the codes the server accepts for open lists such as zones). */
function valueSetKeys(valueSets: Table1ValueSets | undefined, set: keyof Table1ValueSets): string[] {
  const valueSet = valueSets?.[set];
  return valueSet ? [...valueSet.preferredValues, ...valueSet.notPreferredValues].map((pair) => pair.key) : [];
}

/**
 * Modify Trade for REMIT Table 1 (market-reporting spec sections 2, 5 and 8): only the sections the
 * loaded trade has; the modify action is re-enabled after a failure or a success.
 */
export function Table1ModifyPage() {
  const parameters = useTradeParameters();
  const { args } = parameters;
  const modifyArgs =
    args === skipToken ? skipToken : { historyId: args.historyId, organisationId: args.organisationId };
  const presets = useLoadTable1ModifyPresetsQuery(modifyArgs, READ_AFRESH_WHEN_SHOWN);
  const valueSets = useLoadTable1ModifyValueSetsQuery(modifyArgs, READ_AFRESH_WHEN_SHOWN);
  // The form needs both answers: either's failure blocks it, and it loads until both are in.
  const action = useTradeActionOf(
    parameters,
    {
      currentData: presets.currentData,
      error: presets.error ?? valueSets.error,
      isLoading: presets.isLoading || valueSets.isLoading,
      isFetching: presets.isFetching || valueSets.isFetching,
      refetch: presets.refetch,
      fulfilledTimeStamp: oldestOf(presets.fulfilledTimeStamp, valueSets.fulfilledTimeStamp),
    },
    { successMessage: remitMessages.modificationSubmitted, enabledAfterSuccess: true },
  );
  return (
    <TradeActionPage
      title="Modify Trade"
      action={action}
      table="TABLE_1"
      trade={presets.currentData?.trade}
      inlineFailures
      intro={
        <>
          <Alert severity="info" role="note" sx={{ mb: 2 }}>
            {remitMessages.table1ModifyInfo}
          </Alert>
          <TradeSummary trade={presets.currentData?.trade} />
        </>
      }
    >
      {modifyArgs !== skipToken && (
        <Table1ModifyForm
          key={action.formKey}
          args={modifyArgs}
          presets={presets.currentData}
          valueSets={valueSets.currentData}
          action={action}
        />
      )}
    </TradeActionPage>
  );
}

/** The earlier of two answers' times, either perhaps not (yet) there. */
function oldestOf(first: number | undefined, second: number | undefined): number | undefined {
  if (first === undefined || second === undefined) return first ?? second;
  return Math.min(first, second);
}

/** The later of two days, either perhaps not (yet) a date. */
function latestOf(first: Date | null, second: Date | null): Date | undefined {
  if (!first || !second) return first ?? second ?? undefined;
  return first > second ? first : second;
}

/** Today in UTC, the trade time's zone, as the picker's day. */
const todayUtc = (): Date | undefined => fromIsoIgnoringOffset(new Date().toISOString()) ?? undefined;
