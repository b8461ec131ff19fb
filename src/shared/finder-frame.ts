import {
  DEFAULT_REMIT_ACTIVITY_KIND,
  FINDER_DEFAULT_SORT,
  finderColumns,
  finderDateLabel,
  finderSettingsDocumentType,
  finderStateOptionLabel,
  finderStates,
  isRemitActivityKind,
  remitActivityKindLabels,
  type FinderKind,
} from './contract/finder-constants';
import {
  gridDensityLabels,
  isGridDensity,
  type DateFormat,
  type GridDensityPreference,
} from './contract/preferences-defaults';
import { gridAddressParameters } from './grid-address';
import { sortNoteText } from './sort-note-text';

/** A finder's date field, in px from the sm breakpoint up: a four-digit year needs more room. */
export const finderDateFieldWidths: Record<DateFormat, number> = { 'dd/mm/yy': 170, 'yyyy-mm-dd': 196 };

/** The frame part (`data-frame-part`) a finder shows again until its own controls have rendered. */
export const FINDER_FRAME_PART = 'finder';

/** The names of a finder's controls, on the page and in its frame. */
export const finderControlLabels = {
  recordKind: 'Record kind',
  search: 'Search',
  state: 'State',
  allStates: 'All states',
  density: 'Density',
  customiseColumns: 'Customise columns',
  exportCsv: 'Export CSV',
} as const;

/**
 * A finder's controls and sort note as its first render shows them (features/finders/finder.tsx), for
 * the server's frame to paint where they will be: the note, a full line of the phone's width, is the
 * page's largest paint, and it could only come after every script had run (Lighthouse's mobile LCP
 * 4.0-4.7 s on the Deal, Invoice and Netting Finders and Files In, where the title's was 0.7 s).
 */
export interface FinderFrame {
  /** The REMIT activity report's kind selector, first: its name and the kind the address names, else the default; null elsewhere. */
  kindSelector: { label: string; value: string } | null;
  searchLabel: string;
  fromLabel: string;
  toLabel: string;
  /** The date fields' width from the sm breakpoint up, by the user's date format (finderDateFieldWidths). */
  dateFieldWidth: number;
  stateLabel: string;
  /** The state the address names, in the select's words, or 'All states'. */
  stateValue: string;
  densityLabel: string;
  /** The density the address names, else the user's preferred one, in the select's words. */
  densityValue: string;
  /** Whether the finder offers 'Customise columns' (the file finders' columns are fixed). */
  customiseColumns: boolean;
  sortNote: string;
}

/**
 * The frame of a finder opened at an address with `query`, for a user who prefers `dateFormat` and
 * `density`. The REMIT activity report's kind is the address's `kind`, else its default. The sort is
 * the address's (its `sort` and `order`) or the finder's default, and the note says whether its column
 * is shown as the default layout has it: the page's first render, before the user's column settings
 * have answered, says the same.
 */
export function finderFrameOf(
  finder: FinderKind,
  query: URLSearchParams,
  preferred: { dateFormat: DateFormat; density: GridDensityPreference },
): FinderFrame {
  const addressKind = query.get('kind');
  const kind =
    finder !== 'remitActivity' ? null : isRemitActivityKind(addressKind) ? addressKind : DEFAULT_REMIT_ACTIVITY_KIND;
  const columns = finderColumns(finder, kind);
  const dateLabel = finderDateLabel(finder, kind);
  const state = query.get('state');
  const density = query.get('density');
  const sortColumn = columns.find(({ name }) => name === query.get(gridAddressParameters.sort));
  const order = query.get(gridAddressParameters.order);
  const sorted = sortColumn ?? columns.find(({ name }) => name === FINDER_DEFAULT_SORT.columnName);
  const descending = sortColumn ? order === 'desc' : FINDER_DEFAULT_SORT.sortOrder === 'DESCENDING';
  return {
    kindSelector:
      kind === null ? null : { label: finderControlLabels.recordKind, value: remitActivityKindLabels[kind] },
    searchLabel: finderControlLabels.search,
    fromLabel: `${dateLabel} from`,
    toLabel: `${dateLabel} to`,
    dateFieldWidth: finderDateFieldWidths[preferred.dateFormat],
    stateLabel: finderControlLabels.state,
    stateValue:
      state !== null && (finderStates[finder] as readonly string[]).includes(state)
        ? finderStateOptionLabel(finder, state)
        : finderControlLabels.allStates,
    densityLabel: finderControlLabels.density,
    densityValue: gridDensityLabels[isGridDensity(density) ? density : preferred.density],
    customiseColumns: finderSettingsDocumentType(finder, kind) !== null,
    sortNote: sortNoteText(sorted?.label ?? FINDER_DEFAULT_SORT.columnName, descending, sorted?.shownByDefault ?? true),
  };
}
