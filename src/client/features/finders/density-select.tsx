import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { GridDensity } from '@mui/x-data-grid';
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePreferences } from '@client/api/preferences-api';
import { useSearchUpdate } from '@client/components/use-search-update';
import type { AddressRules } from '@client/components/data-grid/use-grid-state';
import { gridDensities, gridDensityLabels, isGridDensity } from '@shared/contract/preferences-defaults';
import { finderControlLabels } from '@shared/finder-frame';

const DENSITY_PARAM = 'density';
const densities: { value: GridDensity; label: string }[] = gridDensities.map((value) => ({
  value,
  label: gridDensityLabels[value],
}));

/** The density a link may name; any other leaves the address with a word (`AddressLeftOutNotice`). */
export const DENSITY_ADDRESS_RULES: AddressRules = { [DENSITY_PARAM]: isGridDensity };
export const DENSITY_ADDRESS_LABELS = { [DENSITY_PARAM]: finderControlLabels.density };

/**
 * The grid's density in the URL beside its paging and filters, so a shared link looks the same. A
 * change keeps the page: density changes how rows look, not which rows are shown.
 */
export function useUrlDensity(): [GridDensity, (density: GridDensity) => void] {
  const [searchParams] = useSearchParams();
  const param = searchParams.get(DENSITY_PARAM);
  const preferences = usePreferences();
  const preferred = preferences.version > 0 ? preferences.density : 'standard';
  const density = isGridDensity(param) ? param : preferred;
  const updateSearch = useSearchUpdate();
  const setDensity = useCallback(
    (next: GridDensity) =>
      updateSearch((params) => {
        if (next === preferred) params.delete(DENSITY_PARAM);
        else params.set(DENSITY_PARAM, next);
      }),
    [updateSearch, preferred],
  );
  return [density, setDensity];
}

/** How much room a cell takes around its text, per density (the rows grow with wrapped text). */
export const densityCellPadding: Record<GridDensity, number> = { compact: 0.25, standard: 1, comfortable: 2 };

export interface DensitySelectProps {
  density: GridDensity;
  onChange: (density: GridDensity) => void;
}

export function DensitySelect({ density, onChange }: DensitySelectProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel id={labelId}>Density</InputLabel>
      <Select
        labelId={labelId}
        label="Density"
        value={density}
        onChange={(event) => onChange(event.target.value as GridDensity)}
      >
        {densities.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
