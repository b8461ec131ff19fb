import { useLocation } from 'react-router-dom';
import { readReturnTo } from '@client/session/return-location';

/** Navigation state a finder row's or a sheet's link carries: the finder page (with its filters) it came from. */
export interface ReturnToState {
  returnTo: string;
}

/** The finder URL the user came from, where the link that opened this page named one (a path of this app). */
export function useReturnTo(): string | undefined {
  return readReturnTo(useLocation().state);
}

/** The state to hand on to the next page, so its way back still leads to the same finder. */
export const returnToState = (returnTo: string | undefined): ReturnToState | undefined =>
  returnTo ? { returnTo } : undefined;
