import { useLocation } from 'react-router-dom';

/** Navigation state a finder row's or a sheet's link carries: the finder page (with its filters) it came from. */
export interface ReturnToState {
  returnTo: string;
}

/** A path of this app ('/err/...?...'), never another site's address ('//host', 'https:'). */
const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/** The finder URL the user came from, where the link that opened this page named one. */
export function useReturnTo(): string | undefined {
  const { state } = useLocation();
  const returnTo = typeof state === 'object' && state !== null ? (state as Partial<ReturnToState>).returnTo : undefined;
  return isAppPath(returnTo) ? returnTo : undefined;
}

/** The state to hand on to the next page, so its way back still leads to the same finder. */
export const returnToState = (returnTo: string | undefined): ReturnToState | undefined =>
  returnTo ? { returnTo } : undefined;
