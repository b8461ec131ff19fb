import { createFilterOptions } from '@mui/material/Autocomplete';

/**
 * The zones whose city was renamed and that browsers still list under the old name (ICU keeps the
 * first canonical id: Chromium offers Asia/Calcutta, never Asia/Kolkata). Searched and shown by both.
 */
const renamedZones: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** How a zone reads in the list: 'Asia/Kolkata (Asia/Calcutta)' for a renamed city, else its id. */
export const zoneLabel = (zone: string): string => {
  const current = renamedZones[zone];
  return current ? `${current} (${zone})` : zone;
};

/**
 * Any part of either name, with a space for an underscore ('new york', 'kolkata'), in any case; spaces
 * around the text are not part of it (' Berlin' pasted from a mail finds Europe/Berlin).
 */
export const filterZones = createFilterOptions<string>({
  trim: true,
  stringify: (zone) => {
    const label = zoneLabel(zone);
    return `${label} ${label.replace(/_/g, ' ')}`;
  },
});
