import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router-dom';
import { paths } from '@shared/app-paths';
import type { TransactionSheetTradeActions } from '@shared/contract/remit-transaction-sheet';
import { returnToState, useReturnTo } from '../way-on/return-to';

export type RemitTable = 'TABLE_1' | 'TABLE_2';

/** Which REMIT table a sheet shows, from its document type (or record type). */
export function remitTableOf(documentType: string | undefined, recordType: string | undefined): RemitTable | undefined {
  if (documentType === 'REMIT_TABLE_1' || recordType === 'TABLE_1') return 'TABLE_1';
  if (documentType === 'REMIT_TABLE_2' || recordType === 'TABLE_2') return 'TABLE_2';
  return undefined;
}

export interface TradeActionLinksProps {
  table: RemitTable;
  historyId: string;
  recordType: string | undefined;
  /** What the trade's sheet allows (its history and the reader's standing), as its finder row offers them. */
  allowed: TransactionSheetTradeActions | undefined;
}

/**
 * The trade screens of a REMIT trade that its sheet allows (a cancelled trade only takes Delete, a
 * deleted one nothing); each page asks the server again before it submits.
 */
export function TradeActionLinks({ table, historyId, recordType, allowed }: TradeActionLinksProps) {
  // The finder the sheet was opened from stays the way back from the trade screens.
  const state = returnToState(useReturnTo());
  const links =
    table === 'TABLE_1'
      ? (() => {
          const search = { historyId, ...(recordType ? { recordType } : {}) };
          return [
            { label: 'Cancel Trade', to: paths.err.remitTable1Cancel.getHref(search), enabled: allowed?.cancelEnabled },
            { label: 'Delete Trade', to: paths.err.remitTable1Error.getHref(search), enabled: allowed?.deleteEnabled },
            {
              label: 'Modify Trade',
              to: paths.err.remitTable1Modify.getHref({ historyId }),
              enabled: allowed?.modifyEnabled,
            },
          ];
        })()
      : [
          {
            label: 'Cancel Trade',
            to: paths.err.remitTable2Cancel.getHref({ historyId }),
            enabled: allowed?.cancelEnabled,
          },
          {
            label: 'Delete Record(s)',
            to: paths.err.remitTable2Error.getHref({ historyId }),
            enabled: allowed?.deleteEnabled,
          },
          {
            label: 'Modify Trade',
            to: paths.err.remitTable2Modify.getHref({ historyId }),
            enabled: allowed?.modifyEnabled,
          },
        ];
  const offered = links.filter((link) => link.enabled === true);
  if (offered.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap' }}
      component="nav"
      aria-label="Trade actions"
    >
      {offered.map(({ label, to }) => (
        <Button key={label} component={Link} to={to} state={state} variant="outlined">
          {label}
        </Button>
      ))}
    </Stack>
  );
}
