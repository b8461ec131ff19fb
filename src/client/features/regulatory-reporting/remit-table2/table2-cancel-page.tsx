import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useMemo } from 'react';
import {
  useCancelTable2TradeMutation,
  useLoadTable2CancellationPresetsQuery,
  type Table2TradeArgs,
} from '@client/api/remit-table2-api';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import { useWatch, type Control } from 'react-hook-form';
import {
  remitMessages,
  table2CancellationFormSchema,
  table2ReportedDeliveryEnd,
  type Table2CancellationForm,
  type Table2CancellationPresets,
} from '@shared/contract/remit';
import { FormDateField } from '@client/components/form/form-date-field';
import { dayAsPicked } from '@client/components/form/local-iso';
import { isIsoCalendarDay } from '@shared/contract/bounds';
import { TradeActionPage } from '../trade-action/trade-action-page';
import { TradeSummary } from '../trade-action/trade-summary';
import { useTradeActionOf, type UseTradeActionReturn } from '../trade-action/use-trade-action';
import { useTradeParameters } from '../trade-action/use-trade-parameters';

interface Table2CancelFormProps {
  args: Table2TradeArgs;
  presets: Table2CancellationPresets | undefined;
  action: UseTradeActionReturn;
}

function Table2CancelForm({ args, presets, action }: Table2CancelFormProps) {
  const [cancelTrade] = useCancelTable2TradeMutation();
  const { track } = action;
  const mutation = useMemo(() => track(cancelTrade), [track, cancelTrade]);
  const form = useServerForm({
    schema: table2CancellationFormSchema,
    keepDraft: action.tradeLoaded,
    defaultValues: { terminationDate: '' },
    mutation,
    // The form holds the picked day as yyyy-mm-dd: an ISO date with no time-zone offset to shift it.
    basis: action.expectedVersion,
    toRequest: ({ terminationDate }, basis) => ({
      historyId: args.historyId,
      organisationId: args.organisationId,
      terminationDate,
      expectedVersion: basis ?? 0,
    }),
    onSuccess: action.onSuccess,
    describeError: action.describeError,
  });
  return (
    <ServerForm form={form} label="Cancel Trade" submitLabel="Cancel Trade" submitDisabled={action.submitDisabled}>
      {presets?.lastContractDate && (
        <Typography variant="body2">
          The termination date must not be before the contract date of the latest reported record.
        </Typography>
      )}
      <div style={{ maxWidth: 340 }}>
        <FormDateField
          control={form.control}
          name="terminationDate"
          label="Termination Date"
          required
          disabled={action.formDisabled || form.submitting}
        />
      </div>
      {!action.formDisabled && <ReportedDeliveryEnd control={form.control} presets={presets} />}
    </ServerForm>
  );
}

/**
 * What the report will make of delivery for the date picked: Table 2 has no termination date, so the
 * report ends delivery on it, and a date before delivery starts is reported as its first day. Said
 * before the user submits, so the date reported is never a surprise; gone once the form cannot be sent.
 */
function ReportedDeliveryEnd({
  control,
  presets,
}: {
  control: Control<Table2CancellationForm>;
  presets: Table2CancellationPresets | undefined;
}) {
  const terminationDate = useWatch({ control, name: 'terminationDate' });
  const { lastContractDate, deliveryStartDate: deliveryStart, deliveryEndDate: deliveryEnd } = presets ?? {};
  if (!deliveryStart || !deliveryEnd) return null;
  const picked = isIsoCalendarDay(terminationDate) ? terminationDate : null;
  const delivery = `Delivery runs from ${dayAsPicked(deliveryStart)} to ${dayAsPicked(deliveryEnd)}`;
  let outcome = 'the report ends it on the termination date.';
  if (picked && lastContractDate && picked < lastContractDate)
    outcome = `${dayAsPicked(picked)} is before the contract date (${dayAsPicked(lastContractDate)}), so it cannot be reported.`;
  else if (picked && picked > deliveryEnd)
    outcome = `${dayAsPicked(picked)} is after it ends, so it cannot be reported.`;
  else if (picked && picked < deliveryStart)
    outcome = `${dayAsPicked(picked)} is before it starts, so the report ends delivery on ${dayAsPicked(table2ReportedDeliveryEnd(picked, { deliveryStart, deliveryEnd }))}, its first day.`;
  return (
    <Typography variant="body2" role="status">
      {`${delivery}; ${outcome}`}
    </Typography>
  );
}

/** Cancel Trade for REMIT Table 2: an early termination (action type C) from the termination date. */
export function Table2CancelPage() {
  const parameters = useTradeParameters();
  const { args } = parameters;
  const presets = useLoadTable2CancellationPresetsQuery(args, READ_AFRESH_WHEN_SHOWN);
  const action = useTradeActionOf(parameters, presets, { successMessage: remitMessages.cancellationSubmitted });
  return (
    <TradeActionPage
      title="Cancel Trade"
      action={action}
      table="TABLE_2"
      trade={presets.currentData?.trade}
      intro={<TradeSummary trade={presets.currentData?.trade} />}
    >
      {args !== skipToken && (
        <Table2CancelForm key={action.formKey} args={args} presets={presets.currentData} action={action} />
      )}
    </TradeActionPage>
  );
}
