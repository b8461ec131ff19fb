import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import type { OrganisationGroupOption } from '@shared/contract/contacts';
import { ALL_ORGANISATION_GROUPS_LABEL } from '@shared/contract/contacts-constants';

export interface OrganisationGroupFilterProps {
  groups: OrganisationGroupOption[];
  /** The chosen group's key; '' for all groups. */
  value: string;
  onChange: (key: string) => void;
}

/** The organisation-group filter; its first option is 'All Organisation Groups' (access spec section 2). */
export function OrganisationGroupFilter({ groups, value, onChange }: OrganisationGroupFilterProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 280, alignSelf: 'flex-start' }}>
      <InputLabel id={labelId} shrink>
        Organisation Group
      </InputLabel>
      <Select
        labelId={labelId}
        label="Organisation Group"
        notched
        displayEmpty
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value="">{ALL_ORGANISATION_GROUPS_LABEL}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.key} value={group.key}>
            {group.value}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
