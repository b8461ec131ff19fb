import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useGetOrganisationGroupsQuery } from '@client/api/contacts-api';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { PageTitle } from '@client/components/page-title';
import type { OrganisationContact } from '@shared/contract/contacts';
import { OrganisationContactsGrid } from './organisation-contacts-grid';
import { OrganisationGroupFilter } from './organisation-group-filter';
import { UserContactsGrid } from './user-contacts-grid';

/**
 * help/contacts (access spec sections 2 and 4). All state is local: leaving the page resets the
 * tables. A filter change clears the selection; each selection gets a fresh people table.
 */
export default function ContactsPage() {
  const { data: groups = [], error: groupsError, isFetching: groupsLoading } = useGetOrganisationGroupsQuery();
  const [groupKey, setGroupKey] = useState('');
  const [selected, setSelected] = useState<OrganisationContact | null>(null);

  return (
    <Stack spacing={2}>
      <PageTitle title="Organisation Contact Directory" />
      <LoadFailureAlert error={groupsError} loading={groupsLoading} fallback="The organisation groups could not be loaded." />
      <OrganisationGroupFilter
        groups={groups}
        value={groupKey}
        onChange={(key) => {
          setGroupKey(key);
          setSelected(null);
        }}
      />
      <OrganisationContactsGrid groupId={groupKey === '' ? null : groupKey} selected={selected} onSelect={setSelected} />
      {selected && <UserContactsGrid key={selected.organisationId} organisation={selected} />}
    </Stack>
  );
}
