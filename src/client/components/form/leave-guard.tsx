import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { httpErrorDestinationPaths } from '@client/errors/http-error-destinations';
import { DiscardChangesDialog } from '../discard-changes-dialog';
import {
  anyInputUnsaved,
  firstHolder,
  holdUnsavedChanges,
  subscribeToHolders,
  type UnsavedInput,
} from './unsaved-changes';

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
 * while the form holds unsaved input. A router consults one blocker, the last one made: so the guard
 * that began holding first makes it, and it asks for every form on screen, not for its own alone (a
 * form whose success navigates must not take another form's input with it).
 */
export function LeaveGuard({ unsaved, isUnsaved, lostOnOrganisationSwitch = true }: LeaveGuardProps) {
  return unsaved ? (
    <ActiveLeaveGuard isUnsaved={isUnsaved} lostOnOrganisationSwitch={lostOnOrganisationSwitch} />
  ) : null;
}

function ActiveLeaveGuard({ isUnsaved, lostOnOrganisationSwitch }: Required<Omit<LeaveGuardProps, 'unsaved'>>) {
  // Held once for as long as the guard stands, so its place in the order does not move as the form re-renders.
  const readUnsaved = useRef(isUnsaved);
  useEffect(() => {
    readUnsaved.current = isUnsaved;
  }, [isUnsaved]);
  const input = useMemo<UnsavedInput>(
    () => ({ isUnsaved: () => readUnsaved.current(), lostOnOrganisationSwitch }),
    [lostOnOrganisationSwitch],
  );
  useEffect(() => {
    const release = holdUnsavedChanges(input);
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
  }, [input]);
  const asksForAll = useSyncExternalStore(subscribeToHolders, () => firstHolder() === input);
  return asksForAll ? <PageBlocker /> : null;
}

/** The router's one blocker: leaving asks while any form on screen holds unsaved input. */
function PageBlocker() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isLeaving(currentLocation, nextLocation) &&
      // Where the app itself sends the user (login once the session ended, the error pages, a demanded
      // password change) is never held up; the session's end keeps the forms' drafts (unsaved-work.ts).
      !httpErrorDestinationPaths.includes(nextLocation.pathname) &&
      anyInputUnsaved(),
  );
  const leaving = blocker.state === 'blocked';
  return <DiscardChangesDialog open={leaving} onKeep={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />;
}
