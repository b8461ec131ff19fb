import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { paths } from '@shared/app-paths';
import { DiscardChangesDialog } from '../discard-changes-dialog';
import { holdUnsavedChanges } from './unsaved-changes';

/**
 * Where the app itself sends the user is never held up (every destination of the HTTP error
 * navigator): login once the session ended (a submit that met it keeps its draft for after signing in
 * again), the start page a lost XSRF cookie sends to, the error and connection-failure pages, a password
 * change or two-factor setup the server demands. An explicit Logout drops the edits, as it means to.
 */
const PLACES_THE_APP_SENDS_TO: readonly string[] = [
  paths.login.getHref(),
  paths.root.getHref(),
  paths.error.getHref(),
  paths.notFound.getHref(),
  paths.connectionFailure.getHref(),
  paths.changePasswordImmediately.getHref(),
  paths.setupTwoFactor.getHref(),
];

export interface LeaveGuardProps {
  /** Whether the form holds input not saved yet, as last rendered. */
  unsaved: boolean;
  /**
   * The same, read when the user leaves: a form's own success may navigate before it renders again,
   * and by then its input is saved.
   */
  isUnsaved: () => boolean;
  /**
   * Whether switching organisation drops the input (the page reloads its record and form), so the
   * organisation selector asks first too; false for a form the switch leaves as it is.
   */
  lostOnOrganisationSwitch?: boolean;
}

/**
 * Asks before a form's unsaved input is lost by leaving its page: another page of the app asks
 * "Discard your changes?" ("Keep editing" the default), reloading or closing the tab gets the
 * browser's own question, and switching organisation asks too (`unsaved-changes.ts`). Mounted only
 * while the form holds unsaved input: a router consults one blocker, so a page's other forms, as they
 * were filled, must not stand in for this one.
 */
export function LeaveGuard({ unsaved, isUnsaved, lostOnOrganisationSwitch = true }: LeaveGuardProps) {
  return unsaved ? (
    <ActiveLeaveGuard isUnsaved={isUnsaved} lostOnOrganisationSwitch={lostOnOrganisationSwitch} />
  ) : null;
}

function ActiveLeaveGuard({
  isUnsaved,
  lostOnOrganisationSwitch,
}: Pick<LeaveGuardProps, 'isUnsaved'> & { lostOnOrganisationSwitch: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname &&
      !PLACES_THE_APP_SENDS_TO.includes(nextLocation.pathname) &&
      isUnsaved(),
  );
  useEffect(() => {
    const release = lostOnOrganisationSwitch ? holdUnsavedChanges() : () => undefined;
    const askTheBrowser = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the standard's preventDefault ask only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askTheBrowser);
    return () => {
      release();
      window.removeEventListener('beforeunload', askTheBrowser);
    };
  }, [lostOnOrganisationSwitch]);
  const leaving = blocker.state === 'blocked';
  return <DiscardChangesDialog open={leaving} onKeep={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />;
}
