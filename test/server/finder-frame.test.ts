import { finderFrameOf } from '@shared/finder-frame';
import { sortNoteText } from '@shared/sort-note-text';

const preferred: Parameters<typeof finderFrameOf>[2] = { dateFormat: 'dd/mm/yy', density: 'standard' };
const frameAt = (finder: Parameters<typeof finderFrameOf>[0], query: string, prefs = preferred) =>
  finderFrameOf(finder, new URLSearchParams(query), prefs);

describe("a finder's frame", () => {
  it('paints the first render of a finder opened without filters: its default sort, by a column it hides', () => {
    expect(frameAt('deals', '')).toEqual({
      kindSelector: null,
      searchLabel: 'Search',
      fromLabel: 'Received from',
      toLabel: 'Received to',
      dateFieldWidth: 170,
      stateLabel: 'State',
      stateValue: 'All states',
      densityLabel: 'Density',
      densityValue: 'Standard',
      customiseColumns: true,
      sortNote: 'Sorted by Last Update, descending: a column not shown.',
    });
  });

  it("says the address's sort, ascending where it names no order, as the grid reads it", () => {
    expect(frameAt('deals', 'sort=externalId').sortNote).toBe(sortNoteText('Confirmation ID', false, true));
    expect(frameAt('deals', 'sort=externalId&order=desc').sortNote).toBe(sortNoteText('Confirmation ID', true, true));
    // A column the finder cannot sort by, or an order alone, leaves the default.
    expect(frameAt('deals', 'sort=nothing&order=asc').sortNote).toBe(sortNoteText('Last Update', true, false));
    expect(frameAt('deals', 'order=asc').sortNote).toBe(sortNoteText('Last Update', true, false));
  });

  it("shows the address's state and density in the selects' words, and ignores ones the finder lacks", () => {
    expect(frameAt('mifidFiles', 'state=EDITING&density=compact')).toMatchObject({
      stateValue: 'Being edited',
      densityValue: 'Compact',
    });
    expect(frameAt('deals', 'state=MATCHED').stateValue).toBe('Matched');
    expect(frameAt('deals', 'state=EDITING&density=tight')).toMatchObject({
      stateValue: 'All states',
      densityValue: 'Standard',
    });
  });

  it("follows the user's date format and density where the address names none", () => {
    expect(frameAt('invoices', '', { dateFormat: 'yyyy-mm-dd', density: 'comfortable' })).toMatchObject({
      dateFieldWidth: 196,
      densityValue: 'Comfortable',
    });
  });

  it("paints the REMIT activity report's kind selector first, with the kind its address names, else Table 1", () => {
    expect(frameAt('remitActivity', '')).toMatchObject({
      kindSelector: { label: 'Record kind', value: 'REMIT Table 1' },
      fromLabel: 'Received from',
      customiseColumns: true,
      sortNote: 'Sorted by Last Update, descending: a column not shown.',
    });
    expect(frameAt('remitActivity', 'kind=GAS_CAPACITY&state=DELETED').kindSelector).toEqual({
      label: 'Record kind',
      value: 'Gas Capacity',
    });
    expect(frameAt('remitActivity', 'kind=GAS_CAPACITY&state=DELETED').stateValue).toBe('Deleted');
    // A kind the selector does not offer leaves the default, as the page does.
    expect(frameAt('remitActivity', 'kind=REMIT_TABLE_9').kindSelector?.value).toBe('REMIT Table 1');
  });

  it('offers no column settings on a file finder, whose columns are all shown', () => {
    expect(frameAt('etmFilesIn', '')).toMatchObject({
      customiseColumns: false,
      sortNote: 'Sorted by Last Update, descending.',
    });
  });
});
