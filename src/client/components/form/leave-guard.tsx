import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { httpErrorDestinationPaths } from '@client/errors/http-error-destinations';
import { DiscardChangesDialog } from '../discard-changes-dialog';
import { holdUnsavedChanges } from './unsaved-changes';

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
 * The query parameters that name the record a page's form edits (a trade's historyId and recordType, a
 * MiFID file's fileId, the grid whose column settings are open): another value shows another record, and
 * the page starts its form afresh. Other parameters (a grid's page, a filter) leave the form as it is.
 */
const RECORD_PARAMETERS = ['historyId', 'recordType', 'fileId', 'documentType'] as const;

/** Another page, or the same page for another record (Back and Forward between two trades' forms). */
function isLeaving(current: Location, next: Location): boolean {
  if (next.pathname !== current.pathname) return true;
  const [now, then] = [new URLSearchParams(current.search), new URLSearchParams(next.search)];
  return RECORD_PARAMETERS.some((name) => now.get(name) !== then.get(name));
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

function ActiveLeaveGuard({ isUnsaved, lostOnOrganisationSwitch }: Required<Omit<LeaveGuardProps, 'unsaved'>>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isLeaving(currentLocation, nextLocation) &&
      // Where the app itself sends the user (login once the session ended, the error pages, a demanded
      // password change) is never held up; a submit that met the session's end keeps its draft.
      !httpErrorDestinationPaths.includes(nextLocation.pathname) &&
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
