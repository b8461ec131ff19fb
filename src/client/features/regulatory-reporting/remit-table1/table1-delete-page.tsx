import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import {
  useDeleteTable1TradeMutation,
  useLoadTable1DeletionPresetsQuery,
  type DeleteTable1TradeArgs,
} from '@client/api/remit-table1-api';
import { remitMessages } from '@shared/contract/remit-constants';
import { DeleteTradeForm } from '../trade-action/delete-trade-form';
import { TradeActionPage } from '../trade-action/trade-action-page';
import { TradeSummary } from '../trade-action/trade-summary';
import { useTradeActionOf } from '../trade-action/use-trade-action';
import { useTradeParameters } from '../trade-action/use-trade-parameters';

/** Delete Trade for REMIT Table 1: an error record (action type E), the trade's logical delete. */
export function Table1DeletePage() {
  const parameters = useTradeParameters();
  const { args } = parameters;
  const presets = useLoadTable1DeletionPresetsQuery(args, READ_AFRESH_WHEN_SHOWN);
  const [deleteTrade] = useDeleteTable1TradeMutation();
  const action = useTradeActionOf(parameters, presets, { successMessage: remitMessages.deletionSubmitted });
  return (
    <TradeActionPage
      title="Delete Trade"
      action={action}
      table="TABLE_1"
      trade={presets.currentData?.trade}
      intro={<TradeSummary trade={presets.currentData?.trade} />}
    >
      {args !== skipToken && (
        <DeleteTradeForm<DeleteTable1TradeArgs>
          key={action.formKey}
          args={{ ...args, expectedVersion: action.expectedVersion ?? 0 }}
          uti={presets.currentData?.trade?.uti}
          action={action}
          mutation={deleteTrade}
          submitLabel="Delete Trade"
        >
          <Typography>
            Deleting reports an error record for this trade to the regulator: a logical delete, after which nothing more
            can be reported for it.
          </Typography>
        </DeleteTradeForm>
      )}
    </TradeActionPage>
  );
}
