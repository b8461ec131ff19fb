import type { UserInformation } from '@shared/contract';
import { paths } from '@shared/app-paths';

/** Where the login guard sent the visitor from; kept in the router's location state. */
export interface RememberedLocation {
  pathname: string;
  search: string;
  /** Whose page it was, when a session ended there: another user signing in does not go there. */
  userName?: string;
  /**
   * The organisation the page was under when the session ended there (null: the empty choice). Signing in
   * again resumes it, not the choice another tab cached meanwhile, so kept forms come back where they were typed.
   */
  organisationId?: number | null;
}

export interface LoginLocationState {
  from?: RememberedLocation;
}

const isOrganisationChoice = (value: unknown): boolean =>
  value === undefined || value === null || Number.isInteger(value);

function isRememberedLocation(value: unknown): value is RememberedLocation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RememberedLocation).pathname === 'string' &&
    typeof (value as RememberedLocation).search === 'string' &&
    ['string', 'undefined'].includes(typeof (value as RememberedLocation).userName) &&
    isOrganisationChoice((value as RememberedLocation).organisationId)
  );
}

export function readRememberedLocation(state: unknown): RememberedLocation | undefined {
  const from: unknown = typeof state === 'object' && state !== null ? (state as LoginLocationState).from : undefined;
  return isRememberedLocation(from) ? from : undefined;
}

/** The page of the step the user must complete before anything else, or null when none is pending. */
export function pendingStepPath(
  user: Pick<UserInformation, 'changePasswordImmediately' | 'setupTwoFactor'>,
): string | null {
  if (user.changePasswordImmediately) return paths.changePasswordImmediately.path;
  if (user.setupTwoFactor) return paths.setupTwoFactor.path;
  return null;
}

/**
 * Where a logged-in visitor of the login page goes (access spec section 2): a pending forced password
 * change first, then a pending 2FA setup, then the page the login guard remembered or the session
 * ended on (only for the user it was), else the page the user picked to start on (Preferences; the
 * welcome page unless they chose a finder, or the query string holds a reference link for the welcome page
 * to follow). The login page's own query string is kept, or for a pending step the remembered page's reference link.
 */
export function postLoginTarget(
  user: Pick<UserInformation, 'userName' | 'changePasswordImmediately' | 'setupTwoFactor'>,
  loginSearch: string,
  remembered: RememberedLocation | undefined,
  landingPage?: string,
): string {
  const rememberedForUser =
    remembered && (remembered.userName === undefined || remembered.userName === user.userName) ? remembered : undefined;
  // The step keeps the login's query, or else the reference link of the page the login guard
  // remembered, for the welcome page after it (the step leads there, not to that page).
  const rememberedReference = new URLSearchParams(rememberedForUser?.search).get('ref');
  const stepSearch =
    loginSearch || (rememberedReference === null ? '' : `?${new URLSearchParams({ ref: rememberedReference })}`);
  if (user.changePasswordImmediately) return paths.changePasswordImmediately.getHref(stepSearch);
  if (user.setupTwoFactor) return paths.setupTwoFactor.getHref(stepSearch);
  if (rememberedForUser) return `${rememberedForUser.pathname}${rememberedForUser.search}`;
  // A reference link (`?ref=`) is resolved by the welcome page alone: on any other page it would be lost.
  const followsReference = new URLSearchParams(loginSearch).has('ref');
  return landingPage && !followsReference ? `/${landingPage}${loginSearch}` : paths.help.welcome.getHref(loginSearch);
}
