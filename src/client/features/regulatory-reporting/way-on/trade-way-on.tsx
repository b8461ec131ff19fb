import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { returnToLabel, returnToState } from './return-to';
import { auditTrailHref, transactionSheetHref, versionXmlHref, type RemitTradeRef } from './trade-links';

export interface TradeWayOnProps {
  trade: RemitTradeRef;
  /** The reported version and its stored XML, when the answer names them. */
  version?: number | undefined;
  dataStoreId?: number | undefined;
  /** The finder (or Problem Solving's queue) the user came from, with its filters. */
  returnTo: string | undefined;
}

/** Where to go after a cancel, delete or modify: the trail with the new XML, the sheet, the list it came from. */
export function TradeWayOn({ trade, version, dataStoreId, returnTo }: TradeWayOnProps) {
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const state = returnToState(returnTo);
  return (
    <Stack
      component="nav"
      aria-label="Next steps"
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}
    >
      <Link component={RouterLink} to={auditTrailHref(trade)} state={state}>
        Audit trail of {trade.uti}
      </Link>
      {dataStoreId !== undefined && (
        <Link href={versionXmlHref(trade, dataStoreId, organisationId)} download="">
          {version !== undefined ? `XML of version ${version}` : 'XML of the new version'}
        </Link>
      )}
      <Link component={RouterLink} to={transactionSheetHref(trade)} state={state}>
        Transaction sheet
      </Link>
      {returnTo && (
        <Link component={RouterLink} to={returnTo}>
          {returnToLabel(returnTo)}
        </Link>
      )}
    </Stack>
  );
}
