import Alert from '@mui/material/Alert';
import { Outlet, useLocation } from 'react-router-dom';
import { PageTitle } from '@client/components/page-title';
import { useAppSelector } from '@client/store/hooks';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { titleBeforeData } from '@shared/page-titles';

export const CHOOSE_ORGANISATION_MESSAGE = "This page shows one organisation's records. Choose an organisation above.";

/**
 * The pages whose data belong to one organisation. With the empty choice ('No organisation', for the
 * users who may leave it empty) they would only be refused (404, 'Record not found.'), and the master
 * data page would end on the error page: they say what to do instead and ask the server nothing.
 */
export function RequireOrganisation() {
  const chosen = useAppSelector(selectOrganisationChosen);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const { pathname, search } = useLocation();
  if (!chosen || organisationId !== null) return <Outlet />;
  return (
    <>
      <PageTitle title={titleBeforeData(pathname, search) ?? 'Choose an organisation'} />
      <Alert severity="info">{CHOOSE_ORGANISATION_MESSAGE}</Alert>
    </>
  );
}
