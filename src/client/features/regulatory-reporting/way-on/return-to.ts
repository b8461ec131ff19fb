import { useLocation } from 'react-router-dom';
import { paths, withoutTrailingSlash } from '@shared/app-paths';
import { PROBLEM_SOLVING_TITLE } from '@shared/contract/problem-solving-constants';
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

/**
 * What the way back says: where it leads. Problem Solving's queue opens records as the finders do, but
 * is no finder, and a link named 'Back to the finder' there sent the user somewhere it did not say.
 */
export function returnToLabel(returnTo: string): string {
  const [pathname = ''] = returnTo.split(/[?#]/, 1);
  // The router matches paths whatever their case, so a link typed in capitals is the same page.
  const backToProblemSolving = withoutTrailingSlash(pathname).toLowerCase() === paths.problemSolving.path;
  return backToProblemSolving ? `Back to ${PROBLEM_SOLVING_TITLE}` : 'Back to the finder';
}
