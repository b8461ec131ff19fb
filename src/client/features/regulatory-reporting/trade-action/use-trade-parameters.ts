import { skipToken } from '@reduxjs/toolkit/query';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { readRecordId } from '@shared/contract/bounds';
import { useRouteParameters } from '../route-parameters';

const tradeParameterNames = ['recordType', 'historyId'] as const;

export const MISSING_HISTORY_ID_MESSAGE = 'The page needs the historyId of a reported trade.';

export interface TradeParameters {
  /** The call's arguments once the organisation is chosen and the URL names a trade; else skipToken. */
  args: { historyId: number; recordType: string | undefined; organisationId: number | null } | typeof skipToken;
  /** Why no call can be made, shown as the page's error. */
  parameterProblem: string | undefined;
}

/** The trade a cancel, delete or modify page acts on: historyId (and recordType) and the organisation. */
export function useTradeParameters(): TradeParameters {
  const parameters = useRouteParameters(tradeParameterNames);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const historyId = readRecordId(parameters.historyId);
  if (historyId === undefined) return { args: skipToken, parameterProblem: MISSING_HISTORY_ID_MESSAGE };
  return {
    args: organisationChosen ? { historyId, recordType: parameters.recordType, organisationId } : skipToken,
    parameterProblem: undefined,
  };
}
