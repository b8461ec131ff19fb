import Alert from '@mui/material/Alert';
import { Outlet, useLocation } from 'react-router-dom';
import { useGetSelectableOrganisationsQuery } from '@client/api/user-api';
import { PageTitle } from '@client/components/page-title';
import { useAppSelector } from '@client/store/hooks';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { titleBeforeData } from '@shared/page-titles';

export const CHOOSE_ORGANISATION_MESSAGE = "This page shows one organisation's records. Choose an organisation above.";
export const NO_ORGANISATION_MESSAGE =
  "This page shows one organisation's records, and there is no organisation you may choose. Ask your administrator for access.";

/**
 * The pages whose data belong to one organisation. With the empty choice ('No organisation', for the
 * users who may leave it empty) they would only be refused (404, 'Record not found.'), and the master
 * data page would end on the error page: they say what to do instead and ask the server nothing.
 */
export function RequireOrganisation() {
  const chosen = useAppSelector(selectOrganisationChosen);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const { pathname, search } = useLocation();
  const { data: selectable } = useGetSelectableOrganisationsQuery();
  if (!chosen || organisationId !== null) return <Outlet />;
  const noneToChoose = selectable !== undefined && selectable.organisations.length === 0;
  return (
    <>
      <PageTitle title={titleBeforeData(pathname, search) ?? 'Choose an organisation'} />
      <Alert severity="info">{noneToChoose ? NO_ORGANISATION_MESSAGE : CHOOSE_ORGANISATION_MESSAGE}</Alert>
    </>
  );
}
