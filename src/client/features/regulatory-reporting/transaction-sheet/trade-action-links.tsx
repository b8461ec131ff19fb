import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router-dom';
import { paths } from '@shared/app-paths';
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
}

/** The trade screens of a REMIT trade; each page asks the server whether the action is allowed. */
export function TradeActionLinks({ table, historyId, recordType }: TradeActionLinksProps) {
  // The finder the sheet was opened from stays the way back from the trade screens.
  const state = returnToState(useReturnTo());
  const links =
    table === 'TABLE_1'
      ? (() => {
          const search = { historyId, ...(recordType ? { recordType } : {}) };
          return [
            { label: 'Cancel Trade', to: paths.err.remitTable1Cancel.getHref(search) },
            { label: 'Delete Trade', to: paths.err.remitTable1Error.getHref(search) },
            { label: 'Modify Trade', to: paths.err.remitTable1Modify.getHref({ historyId }) },
          ];
        })()
      : [
          { label: 'Cancel Trade', to: paths.err.remitTable2Cancel.getHref({ historyId }) },
          { label: 'Delete Record(s)', to: paths.err.remitTable2Error.getHref({ historyId }) },
          { label: 'Modify Trade', to: paths.err.remitTable2Modify.getHref({ historyId }) },
        ];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} component="nav" aria-label="Trade actions">
      {links.map(({ label, to }) => (
        <Button key={label} component={Link} to={to} state={state} variant="outlined">
          {label}
        </Button>
      ))}
    </Stack>
  );
}
