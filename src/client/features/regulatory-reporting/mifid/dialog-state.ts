/**
 * Which dialog the positions page shows (market spec section 4): none, adding a record, editing one,
 * confirming the file or discarding its changes. Only one is open at a time.
 */
export type PositionDialogState<TRecord> =
  | { kind: 'none' }
  | { kind: 'ADD_NEW' }
  | { kind: 'EDIT'; record: TRecord }
  | { kind: 'CONFIRM_FILE' }
  | { kind: 'DISCARD_FILE' };

export type PositionDialogAction<TRecord> =
  | { type: 'addNew' }
  | { type: 'edit'; record: TRecord }
  | { type: 'confirmFile' }
  | { type: 'discardFile' }
  | { type: 'close' };

export const NO_DIALOG = { kind: 'none' } as const;

export function positionDialogReducer<TRecord>(
  _state: PositionDialogState<TRecord>,
  action: PositionDialogAction<TRecord>,
): PositionDialogState<TRecord> {
  switch (action.type) {
    case 'addNew':
      return { kind: 'ADD_NEW' };
    case 'edit':
      return { kind: 'EDIT', record: action.record };
    case 'confirmFile':
      return { kind: 'CONFIRM_FILE' };
    case 'discardFile':
      return { kind: 'DISCARD_FILE' };
    case 'close':
      return NO_DIALOG;
  }
}
