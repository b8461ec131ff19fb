import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useMemo } from 'react';
import {
  useLoadTable2ModifyPresetsQuery,
  useModifyTable2TradeMutation,
  type Table2TradeArgs,
} from '@client/api/remit-table2-api';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import {
  remitCurrencies,
  remitMessages,
  table2ContractTypes,
  table2Frequencies,
  remitCodeLabels,
  table2FrequencyLabels,
  table2IndexPriceTypes,
  table2LoadTypes,
  table2ModifyBodySchema,
  table2SettlementMethods,
  table2TotalQuantityUnits,
  table2VolumeOptionalities,
  type Table2ModifyPresets,
} from '@shared/contract/remit';
import { FormDateField } from '@client/components/form/form-date-field';
import { dayAsPicked } from '@client/components/form/local-iso';
import { FormOptionalTextField } from '@client/components/form/form-optional-text-field';
import { decimalRule, signedDecimalRule } from '@client/components/form/use-guarded-entry';
import { codeOptions, FormSelectField } from '@client/components/form/form-select-field';
import { TradeActionPage } from '../trade-action/trade-action-page';
import { useTradeActionOf, type UseTradeActionReturn } from '../trade-action/use-trade-action';
import { useTradeParameters } from '../trade-action/use-trade-parameters';
import { FormSection } from './form-section';

import {
  DeliveryZonesFields,
  FixingIndicesSection,
  OptionDetailsSection,
  VolumeIntervalsSection,
} from './table2-modify-lists';
import { table2ModifyDefaults } from './table2-modify-values';

/** The note above the form: what submitting it reports, and why two of its fields cannot change. */
export const TABLE2_MODIFY_INFO =
  "By submitting this form you confirm that you want to report a modification of this trade to the regulator's " +
  'reporting system. Contract Date is the effective date of the modification and must be on or after the last ' +
  'reported contract date. Market Participant and UTI cannot be changed: a trade with wrong data in those must be ' +
  'deleted and re-reported. All other fields can be edited.';

interface Table2ModifyFormProps {
  args: Table2TradeArgs;
  presets: Table2ModifyPresets | undefined;
  action: UseTradeActionReturn;
}

function ReadOnly({ label, value }: { label: string; value: string | undefined }) {
  return <OutlinedTextField label={label} value={value ?? ''} readOnly />;
}

function Table2ModifyForm({ args, presets, action }: Table2ModifyFormProps) {
  const [modifyTrade] = useModifyTable2TradeMutation();
  const { track } = action;
  const mutation = useMemo(() => track(modifyTrade), [track, modifyTrade]);
  const { expectedVersion } = action;
  const defaultValues = useMemo(
    () => (presets ? { ...table2ModifyDefaults(presets), expectedVersion } : {}),
    [presets, expectedVersion],
  );
  const form = useServerForm({
    schema: table2ModifyBodySchema,
    keepDraft: action.tradeLoaded,
    defaultValues,
    mutation,
    // Dates are held as the picked yyyy-mm-dd: ISO strings with no time-zone offset to shift them.
    basis: expectedVersion,
    toRequest: (values, basis) => ({
      historyId: args.historyId,
      organisationId: args.organisationId,
      body: { ...values, expectedVersion: basis ?? values.expectedVersion },
    }),
    onSuccess: action.onSuccess,
    describeError: action.describeError,
  });
  const { control } = form;
  const disabled = action.formDisabled || form.submitting;
  const references = presets?.references;

  return (
    <ServerForm form={form} label="Modify Trade" submitLabel="Modify Trade" submitDisabled={action.submitDisabled}>
      <Stack spacing={2}>
        <FormSection title="References">
          <ReadOnly label="UTI" value={references?.uti} />
          <ReadOnly label="Market Participant" value={references?.marketParticipant} />
          <ReadOnly label="Contract ID" value={references?.contractId} />
          <ReadOnly
            label="Last reported contract date"
            value={references?.lastContractDate && dayAsPicked(references.lastContractDate)}
          />
        </FormSection>
        <FormSection title="Product details">
          {/* Today at the latest, so a mistyped year (62 for 26) shows at once; the server judges the date
              and says why on the field. The last reported date is not enforced here (spec section 5). */}
          <FormDateField
            control={control}
            name="contractDate"
            label="Contract Date"
            required
            disabled={disabled}
            maxDate={new Date()}
          />
          <FormSelectField
            control={control}
            name="contractType"
            label="Contract type"
            options={codeOptions(table2ContractTypes, remitCodeLabels.contractType)}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="commodity"
            label="Commodity"
            options={codeOptions(['EL', 'NG'], remitCodeLabels.commodity)}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="settlementMethod"
            label="Settlement method"
            options={codeOptions(table2SettlementMethods, remitCodeLabels.settlementMethod)}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="loadType"
            label="Load type"
            options={codeOptions(table2LoadTypes, remitCodeLabels.loadType)}
            disabled={disabled}
          />
        </FormSection>
        <FormSection title="Reporting counterparty">
          <ReadOnly label="Market Participant" value={presets?.reportingCounterparty?.marketParticipant} />
          <FormSelectField
            control={control}
            name="tradingCapacity"
            label="Trading capacity"
            options={codeOptions(['P', 'A'], remitCodeLabels.tradingCapacity)}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="buySell"
            label="Buy/sell indicator"
            options={codeOptions(['B', 'S'], remitCodeLabels.buySell)}
            required
            disabled={disabled}
          />
        </FormSection>
        <FormSection title="Other counterparty">
          <FormOptionalTextField
            control={control}
            name="otherMarketParticipant"
            label="Other market participant"
            required
            disabled={disabled}
            maxLength={40}
          />
        </FormSection>
        <FormSection title="Delivery">
          <FormDateField
            control={control}
            name="deliveryStart"
            label="Delivery start date"
            required
            disabled={disabled}
          />
          <FormDateField control={control} name="deliveryEnd" label="Delivery end date" required disabled={disabled} />
          <DeliveryZonesFields control={control} disabled={disabled} setValue={form.form.setValue} />
        </FormSection>
        <OptionDetailsSection control={control} disabled={disabled} />
        <FormSection title="Volume">
          <FormOptionalTextField
            control={control}
            name="totalQuantity"
            label="Total notional contract quantity"
            inputMode="decimal"
            rule={decimalRule}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="totalQuantityUnit"
            label="Total quantity unit"
            options={codeOptions(table2TotalQuantityUnits)}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="volumeOptionality"
            label="Volume optionality"
            options={codeOptions(table2VolumeOptionalities, remitCodeLabels.volumeOptionality)}
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="volumeOptionalityFrequency"
            label="Volume optionality frequency"
            options={codeOptions(table2Frequencies, table2FrequencyLabels)}
            disabled={disabled}
          />
        </FormSection>
        <VolumeIntervalsSection control={control} disabled={disabled} />
        <FormSection title="Price">
          <FormOptionalTextField
            control={control}
            name="price"
            label="Price"
            inputMode="decimal"
            rule={signedDecimalRule}
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="priceCurrency"
            label="Price currency"
            options={codeOptions(remitCurrencies)}
            disabled={disabled}
          />
          <FormOptionalTextField
            control={control}
            name="priceFormula"
            label="Price formula"
            disabled={disabled}
            maxLength={1000}
          />
          <FormOptionalTextField
            control={control}
            name="estimatedNotionalAmount"
            label="Estimated notional amount"
            inputMode="decimal"
            rule={signedDecimalRule}
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="estimatedNotionalCurrency"
            label="Notional currency"
            options={codeOptions(remitCurrencies)}
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="typeOfIndexPrice"
            label="Type of index price"
            options={codeOptions(table2IndexPriceTypes, remitCodeLabels.typeOfIndexPrice)}
            disabled={disabled}
          />
        </FormSection>
        <FixingIndicesSection control={control} disabled={disabled} />
      </Stack>
    </ServerForm>
  );
}

/**
 * Modify Trade for REMIT Table 2 (market-reporting spec section 2): every section of the loaded
 * trade, the references read-only; a success disables the form and scrolls to the top.
 */
export function Table2ModifyPage() {
  const parameters = useTradeParameters();
  const { args } = parameters;
  const presets = useLoadTable2ModifyPresetsQuery(args, READ_AFRESH_WHEN_SHOWN);
  const action = useTradeActionOf(parameters, presets, { successMessage: remitMessages.modificationSubmitted });
  return (
    <TradeActionPage
      title="Modify Trade"
      action={action}
      table="TABLE_2"
      trade={presets.currentData?.trade}
      failureTitle={remitMessages.table2CannotBeModified}
      intro={
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {TABLE2_MODIFY_INFO}
        </Alert>
      }
    >
      {args !== skipToken && (
        <Table2ModifyForm key={action.formKey} args={args} presets={presets.currentData} action={action} />
      )}
    </TradeActionPage>
  );
}
