import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { memo, useMemo, useState } from 'react';
import { useGetSelectableOrganisationsQuery } from '@client/api/user-api';
import { DiscardChangesDialog } from '@client/components/discard-changes-dialog';
import { afterSavesAnswered, hasUnsavedChanges } from '@client/components/form/unsaved-changes';
import { organisationSelected, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';
import { filterOrganisationOptions, toOrganisationOptions, type OrganisationOption } from './organisation-options';
import { focusRing } from '@client/components/focus-ring';

/** Organisation list height (access spec section 9). */
const LIST_MAX_HEIGHT = 300;
/** The small outlined input's height: kept free while the list loads, so nothing below moves when it comes. */
const INPUT_HEIGHT = 40;

/**
 * Choosing stores the id (and, through the persistence listener, localStorage); the navigation and
 * every organisation-scoped query are keyed by it, so they refetch by themselves. A form on the page
 * with unsaved input would be dropped with its record, so choosing then asks first.
 * Memoised: the top bar renders it again with every render of the shell (a route change, the menu's
 * answer), and the Autocomplete is the shell's heaviest part, reading its anchor's width on each render.
 * It has no props; its own data and the chosen id are what change it.
 */
export const OrganisationSelector = memo(function OrganisationSelector() {
  const { data: selectable } = useGetSelectableOrganisationsQuery();
  const selectedId = useAppSelector(selectSelectedOrganisationId);
  const dispatch = useAppDispatch();
  const options = useMemo(() => (selectable ? toOrganisationOptions(selectable) : []), [selectable]);
  const value = options.find((option) => option.organisationId === selectedId);
  const [asked, setAsked] = useState<OrganisationOption | null>(null);
  const choose = (option: OrganisationOption) => dispatch(organisationSelected(option.organisationId));

  // Until the default rule has chosen, there is nothing to show (and a controlled value must exist);
  // its place is kept, or on a phone, where the selector has a line of its own, the page would jump.
  if (!value) return <Box sx={{ height: INPUT_HEIGHT }} />;
  return (
    <>
      <Autocomplete<OrganisationOption, false, true>
        sx={{ width: '100%' }}
        size="small"
        options={options}
        value={value}
        disableClearable
        filterOptions={filterOrganisationOptions}
        getOptionLabel={(option) => option.displayName}
        getOptionKey={(option) => option.organisationId ?? 'none'}
        isOptionEqualToValue={(option, chosen) => option.organisationId === chosen.organisationId}
        onChange={(_event, option) =>
          // A form's submit on its way may be taken: the switch waits for the answer before it asks.
          afterSavesAnswered(() => (hasUnsavedChanges() ? setAsked(option) : choose(option)))
        }
        slotProps={{ listbox: { style: { maxHeight: LIST_MAX_HEIGHT } } }}
        renderInput={(params) => (
          // A floating label would be cut off against the app bar: the name is for assistive technology.
          <TextField
            {...params}
            hiddenLabel
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Organisation' },
            }}
            // The focused outline is the app bar's own blue: the ring every other control shows instead.
            sx={{ bgcolor: 'background.paper', borderRadius: 1, '& .MuiOutlinedInput-root.Mui-focused': focusRing }}
          />
        )}
      />
      <DiscardChangesDialog
        open={asked !== null}
        onKeep={() => setAsked(null)}
        onDiscard={() => {
          if (asked) choose(asked);
          setAsked(null);
        }}
      />
    </>
  );
});
