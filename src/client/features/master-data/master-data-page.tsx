import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { masterDataKindLabels } from '@shared/contract/master-data';
import { useGetMasterDataQuery } from '@client/api/master-data-api';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { GlobalMessages } from '@client/components/global-messages';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { PageTitle } from '@client/components/page-title';
import { formatMoment } from '@client/preferences/moment-format';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { AddCodeForm } from './add-code-form';
import { CodeTable } from './code-table';
import { useMomentFormat } from '@client/preferences/moment-format-context';

const actionLabels = {
  ADDED: 'Added',
  RENAMED: 'Renamed',
  RETIRED: 'Retired',
  REINSTATED: 'Reinstated',
  DELETED: 'Deleted',
} as const;

/**
 * masterdata: the selected organisation's identifiers, Trader IDs, delivery points and market places.
 * Members read; an editor or administrator who is a member adds, retires, reinstates and deletes, and
 * REMIT modify's value sets offer what is active here.
 */
export function MasterDataPage() {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const {
    currentData: data,
    error,
    isFetching,
  } = useGetMasterDataQuery({ organisationId }, { skip: !organisationChosen, ...READ_AFRESH_WHEN_SHOWN });
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Master data" />
      <GlobalMessages />
      <Typography variant="body2" sx={{ mb: 2 }}>
        The organisation&apos;s codes (EIC, ACER code, LEI, BIC, VAT number), the Trader IDs its reports name, and the
        delivery points or zones and market places its REMIT value sets offer. A code an open report names can be
        retired but not deleted.
      </Typography>
      <LoadFailureAlert error={error} loading={isFetching} fallback="The master data could not be loaded." />
      {data && (
        <>
          {data.mayChange ? (
            // One form per organisation: a code typed for one must not be added to the next.
            <AddCodeForm key={organisationId ?? 'none'} organisationId={organisationId} />
          ) : (
            <Typography variant="body2" sx={{ mb: 2 }}>
              You can read the master data; editors and administrators of the organisation change it.
            </Typography>
          )}
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
            Codes
          </Typography>
          {/* Always there, empty or not: its outcome (the last code deleted) outlives the list emptying. */}
          <CodeTable codes={data.codes} organisationId={organisationId} mayChange={data.mayChange} />
          <Typography id="master-data-history" variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
            Changes
          </Typography>
          {data.history.length === 0 ? (
            <Typography variant="body2">Nobody has changed the master data yet.</Typography>
          ) : (
            <List dense aria-labelledby="master-data-history">
              {data.history.map((event, index) => (
                <ListItem key={`${event.occurredAt}-${index}`} disableGutters>
                  <ListItemText
                    primary={`${actionLabels[event.action]} ${masterDataKindLabels[event.kind]} ${event.code} by ${event.actorName}, ${formatMoment(new Date(event.occurredAt))}`}
                    secondary={event.detail}
                    // A 100-character code or a 200-character name has no space to break at.
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </Paper>
  );
}
