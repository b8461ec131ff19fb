import {
  NO_DIALOG,
  positionDialogReducer,
  type PositionDialogState,
} from '@client/features/regulatory-reporting/mifid/dialog-state';
import {
  formatPositionBoolean,
  formatPositionNumber,
  formatPositionTriState,
} from '@client/features/regulatory-reporting/mifid/position-format';

type Record = { id: number };
const reduce = positionDialogReducer<Record>;

describe('position dialog state', () => {
  it('starts at none and opens one dialog at a time', () => {
    let state: PositionDialogState<Record> = NO_DIALOG;
    expect(state.kind).toBe('none');
    state = reduce(state, { type: 'addNew' });
    expect(state).toEqual({ kind: 'ADD_NEW' });
    state = reduce(state, { type: 'edit', record: { id: 7 } });
    expect(state).toEqual({ kind: 'EDIT', record: { id: 7 } });
    state = reduce(state, { type: 'confirmFile' });
    expect(state).toEqual({ kind: 'CONFIRM_FILE' });
    state = reduce(state, { type: 'discardFile' });
    expect(state).toEqual({ kind: 'DISCARD_FILE' });
    expect(reduce(state, { type: 'close' })).toEqual({ kind: 'none' });
  });
});

describe('position cell formats', () => {
  it('shows numbers in the en-US format with up to 15 decimals, exactly', () => {
    expect(formatPositionNumber('1234567.5')).toBe('1,234,567.5');
    expect(formatPositionNumber('-0.000000000000001')).toBe('-0.000000000000001');
    // Rounded at the 15th decimal; the integer part keeps digits a double would lose.
    expect(formatPositionNumber('12345678901234567890.1234567890123456')).toBe(
      '12,345,678,901,234,567,890.123456789012346',
    );
    expect(formatPositionNumber('1000')).toBe('1,000');
    expect(formatPositionNumber('')).toBe('');
    expect(formatPositionNumber('n/a')).toBe('n/a');
  });

  it('reads booleans and TRUE/FALSE/blank as words', () => {
    expect(formatPositionBoolean(true)).toBe('Yes');
    expect(formatPositionBoolean(false)).toBe('No');
    expect(formatPositionTriState('TRUE')).toBe('Yes');
    expect(formatPositionTriState('FALSE')).toBe('No');
    expect(formatPositionTriState('')).toBe('');
  });
});
