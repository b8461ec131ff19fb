import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { contactsApi, useGetOrganisationGroupsQuery } from '@client/api/contacts-api';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { PageTitle } from '@client/components/page-title';
import { useOrganisationChangeCount } from '@client/session/use-organisation-change-count';
import { useAppDispatch } from '@client/store/hooks';
import type { OrganisationContact } from '@shared/contract/contacts';
import { OrganisationContactsGrid } from './organisation-contacts-grid';
import { OrganisationGroupFilter } from './organisation-group-filter';
import { UserContactsGrid } from './user-contacts-grid';
import { helpPageTitles } from '@shared/page-titles';

/**
 * help/contacts (access spec sections 2 and 4). All state is local: leaving the page resets the
 * tables. Another organisation in the top bar starts the directory afresh: filter, selection and
 * tables reset, and the data loads again.
 */
export default function ContactsPage() {
  const organisationChanges = useOrganisationChangeCount();
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Cached pages would come back unasked; the directory of a new organisation is read again.
    if (organisationChanges > 0) {
      dispatch(contactsApi.util.invalidateTags(['OrganisationGroups', 'OrganisationContacts', 'UserContacts']));
    }
  }, [organisationChanges, dispatch]);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageTitle title={helpPageTitles.contacts} />
      <ContactDirectory key={organisationChanges} />
    </Stack>
  );
}

/** The filter and both tables. A filter change clears the selection; each selection gets a fresh people table. */
function ContactDirectory() {
  const { data: groups = [], error: groupsError, isFetching: groupsLoading } = useGetOrganisationGroupsQuery();
  const [groupKey, setGroupKey] = useState('');
  const [selected, setSelected] = useState<OrganisationContact | null>(null);

  return (
    <>
      <LoadFailureAlert
        error={groupsError}
        loading={groupsLoading}
        fallback="The organisation groups could not be loaded."
      />
      <OrganisationGroupFilter
        groups={groups}
        value={groupKey}
        onChange={(key) => {
          setGroupKey(key);
          setSelected(null);
        }}
      />
      <OrganisationContactsGrid
        groupId={groupKey === '' ? null : groupKey}
        selected={selected}
        onSelect={setSelected}
      />
      {selected && <UserContactsGrid key={selected.organisationId} organisation={selected} />}
    </>
  );
}
