import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useMemo } from 'react';
import {
  useCancelTable1TradeMutation,
  useLoadTable1CancellationPresetsQuery,
  type Table1TradeArgs,
} from '@client/api/remit-table1-api';
import { FormTextField } from '@client/components/form/form-text-field';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import {
  remitMessages,
  table1CancellationBodyFromForm,
  table1CancellationFormSchema,
  table1CancelGuidance,
  table1CancelLabels,
  TRADER_ID_MAX_LENGTH,
  type Table1CancellationPresets,
} from '@shared/contract/remit';
import { FormDateField } from '@client/components/form/form-date-field';
import { FormTimeField } from '@client/components/form/form-time-field';
import { fromIsoIgnoringOffset } from '@client/components/form/local-iso';
import { TradeActionPage } from '../trade-action/trade-action-page';
import { TradeSummary } from '../trade-action/trade-summary';
import { useTradeActionOf, type UseTradeActionReturn } from '../trade-action/use-trade-action';
import { useTradeParameters } from '../trade-action/use-trade-parameters';

interface Table1CancelFormProps {
  args: Table1TradeArgs;
  presets: Table1CancellationPresets | undefined;
  action: UseTradeActionReturn;
}

function Table1CancelForm({ args, presets, action }: Table1CancelFormProps) {
  const [cancelTrade] = useCancelTable1TradeMutation();
  const { track } = action;
  const mutation = useMemo(() => track(cancelTrade), [track, cancelTrade]);
  const form = useServerForm({
    schema: table1CancellationFormSchema,
    keepDraft: action.tradeLoaded,
    defaultValues: { transactionDate: '', transactionTime: '', terminationDate: '', traderId: presets?.traderId ?? '' },
    mutation,
    basis: action.expectedVersion,
    toRequest: (values, basis) => ({ ...args, body: table1CancellationBodyFromForm(values, basis ?? 0) }),
    onSuccess: action.onSuccess,
    describeError: action.describeError,
  });
  const disabled = action.formDisabled || form.submitting;
  const deliveryEnd = fromIsoIgnoringOffset(presets?.deliveryEndDate) ?? undefined;
  const tradeDate = fromIsoIgnoringOffset(presets?.tradeDate) ?? undefined;
  return (
    <ServerForm form={form} label="Cancel Trade" submitLabel="Cancel Trade" submitDisabled={action.submitDisabled}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, maxWidth: 720 }}>
        <FormDateField
          control={form.control}
          name="transactionDate"
          label={table1CancelLabels.transactionDate}
          required
          disabled={disabled}
        />
        <FormTimeField
          control={form.control}
          name="transactionTime"
          label={table1CancelLabels.transactionTime}
          required
          disabled={disabled}
          helperText="hh:mm:ss, hours 00-23"
        />
        <FormDateField
          control={form.control}
          name="terminationDate"
          label={table1CancelLabels.terminationDate}
          required
          disabled={disabled}
          minDate={tradeDate}
          maxDate={deliveryEnd}
        />
        <FormTextField
          control={form.control}
          name="traderId"
          label={table1CancelLabels.traderId}
          required
          disabled={disabled}
          inputProps={{ maxLength: TRADER_ID_MAX_LENGTH }}
        />
      </Box>
    </ServerForm>
  );
}

/** Cancel Trade for REMIT Table 1: an early termination (action type C) of the reported trade. */
export function Table1CancelPage() {
  const parameters = useTradeParameters();
  const { args } = parameters;
  const presets = useLoadTable1CancellationPresetsQuery(args, READ_AFRESH_WHEN_SHOWN);
  const action = useTradeActionOf(parameters, presets, { successMessage: remitMessages.cancellationSubmitted });
  return (
    <TradeActionPage
      title="Cancel Trade"
      action={action}
      table="TABLE_1"
      trade={presets.currentData?.trade}
      intro={
        <>
          <TradeSummary trade={presets.currentData?.trade} />
          <Alert severity="info" role="note" sx={{ mb: 2 }}>
            {table1CancelGuidance.map((line) => (
              <Box component="p" key={line} sx={{ m: 0 }}>
                {line}
              </Box>
            ))}
          </Alert>
        </>
      }
    >
      {args !== skipToken && (
        <Table1CancelForm key={action.formKey} args={args} presets={presets.currentData} action={action} />
      )}
    </TradeActionPage>
  );
}
