import { setDownloadMomentFormat } from '@client/preferences/download-moment-format';
import { FINDER_TEXT_MAX_LENGTH } from '@shared/contract/finder-constants';
import { toFinderFilters } from '@client/features/finders/use-finder-rows';

describe('the finder request built from the URL', () => {
  it('sends the filters the controls can show', () => {
    expect(
      toFinderFilters('remitActivity', 'REMIT_TABLE_1', {
        text: 'NWEH',
        from: '2026-02-28',
        to: '2200-12-31',
        state: 'SENT',
      }),
    ).toEqual({
      text: 'NWEH',
      from: '2026-02-28',
      to: '2200-12-31',
      state: 'SENT',
      kind: 'REMIT_TABLE_1',
      timeZone: 'UTC',
    });
  });

  it("names the zone of the user's moments with a day, so the day is the one the grid shows", () => {
    setDownloadMomentFormat({ timeZone: 'Pacific/Auckland', dateFormat: 'dd/mm/yy' });
    try {
      expect(toFinderFilters('deals', null, { text: null, from: null, to: '2026-11-14', state: null })).toEqual({
        to: '2026-11-14',
        timeZone: 'Pacific/Auckland',
      });
      expect(toFinderFilters('deals', null, { text: 'x', from: null, to: null, state: null })).toEqual({ text: 'x' });
    } finally {
      setDownloadMomentFormat({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' });
    }
  });

  it("leaves out another finder's state, a day the calendar lacks and a year the server refuses", () => {
    expect(toFinderFilters('deals', null, { text: null, from: '2027-02-29', to: '9999-01-01', state: 'FOO' })).toEqual(
      {},
    );
    // 'VALIDATED' is a REMIT state, not a confirmation's.
    expect(
      toFinderFilters('deals', null, { text: null, from: '2026-13-45', to: '1899-12-31', state: 'VALIDATED' }),
    ).toEqual({});
  });

  it('leaves out a search the field would not take: too long, or with a character the server cannot keep', () => {
    const filters = { from: null, to: null, state: null };
    expect(toFinderFilters('deals', null, { ...filters, text: 'x'.repeat(FINDER_TEXT_MAX_LENGTH + 1) })).toEqual({});
    expect(toFinderFilters('deals', null, { ...filters, text: 'ECM\u0000-007' })).toEqual({});
    expect(toFinderFilters('deals', null, { ...filters, text: 'x'.repeat(FINDER_TEXT_MAX_LENGTH) })).toEqual({
      text: 'x'.repeat(FINDER_TEXT_MAX_LENGTH),
    });
  });
});
