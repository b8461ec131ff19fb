import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useGetTransactionSheetQuery } from '@client/api/transaction-sheet-api';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { PageTitle } from '@client/components/page-title';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { TRANSACTION_SHEET_TITLE, transactionSheetRegimes } from '@shared/contract/remit-constants';
import type { TransactionSheetTradeActions } from '@shared/contract/remit-transaction-sheet';
import { readRecordId } from '@shared/contract/bounds';
import { useReturnTo } from '../way-on/return-to';
import { sheetDocumentLink } from './sheet-document-links';
import { SheetLinks } from './sheet-links';
import { ValuesGroup, type SheetValueLink } from './values-group';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';

type Regime = (typeof transactionSheetRegimes)[number];

export interface TransactionSheetRecord {
  regime?: string | undefined;
  recordType?: string | undefined;
  documentType?: string | undefined;
  historyId?: string | undefined;
}

export interface TransactionSheetProps {
  record: TransactionSheetRecord;
  /** Under the title once the sheet is in: a trade's Cancel, Delete and Modify links, those its sheet allows. */
  actions?: ((tradeActions: TransactionSheetTradeActions | undefined) => ReactNode) | undefined;
}

const isRegime = (value: string | undefined): value is Regime =>
  transactionSheetRegimes.some((regime) => regime === value);

/**
 * 'View Trade' (market-reporting spec section 2): the record's value groups in a left and a right
 * column, as the server places them, for the SMT, REMIT, Table 1 and Table 2 views.
 */
export function TransactionSheet({ record, actions }: TransactionSheetProps) {
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const returnTo = useReturnTo();
  const historyId = readRecordId(record.historyId);
  const { regime, documentType, recordType } = record;
  const complete = historyId !== undefined && isRegime(regime) && documentType !== undefined;
  // currentData: after another organisation is chosen, `data` shows the last one's sheet while this one's loads.
  const {
    currentData: data,
    error,
    isFetching,
  } = useGetTransactionSheetQuery(
    complete && organisationChosen ? { regime, documentType, recordType, historyId, organisationId } : skipToken,
    READ_AFRESH_WHEN_SHOWN,
  );

  let body: ReactNode;
  if (!complete) {
    body = (
      <Alert severity="error">The trade sheet needs a regime (SMT or REMIT), a document type and a history id.</Alert>
    );
  } else if (error) {
    body = <Alert severity="error">{describeLoadFailure(error, 'The trade sheet could not be loaded.')}</Alert>;
  } else if (!data) {
    body = isFetching || !organisationChosen ? <CircularProgress aria-label="Loading trade" /> : null;
  } else {
    const left = data.valuesGroups.filter((group) => group.column === 'LEFT');
    const right = data.valuesGroups.filter((group) => group.column === 'RIGHT');
    const linkOf: SheetValueLink = (name, value) =>
      sheetDocumentLink(data.documentType, String(historyId), organisationId, name, value);
    body = (
      <>
        <SheetLinks sheet={data} historyId={String(historyId)} returnTo={returnTo} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
          {[left, right].map((groups, index) => (
            <Stack key={index === 0 ? 'left' : 'right'} spacing={2} data-sheet-column={index === 0 ? 'left' : 'right'}>
              {groups.map((group) => (
                <ValuesGroup key={group.name} group={group} linkOf={linkOf} />
              ))}
            </Stack>
          ))}
        </Box>
      </>
    );
  }

  return (
    <>
      <PageTitle title={TRANSACTION_SHEET_TITLE} overridesMenuTitle />
      {complete && !error && data && actions?.(data.tradeActions)}
      {body}
    </>
  );
}
