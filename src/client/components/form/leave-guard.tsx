import { useEffect, useMemo, useRef } from 'react';
import { loadDiscardChangesDialog } from './leave-guard-host';
import { holdUnsavedChanges, type UnsavedInput } from './unsaved-changes';

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
 * Asks before a form's unsaved input is lost: leaving its page asks "Discard your changes?" (the app
 * root's `LeaveGuardHost`), reloading or closing the tab gets the browser's own question, and switching
 * organisation asks too (`unsaved-changes.ts`). Holds only while the form holds unsaved input.
 */
export function LeaveGuard({ unsaved, isUnsaved, lostOnOrganisationSwitch = true }: LeaveGuardProps) {
  return unsaved ? (
    <ActiveLeaveGuard isUnsaved={isUnsaved} lostOnOrganisationSwitch={lostOnOrganisationSwitch} />
  ) : null;
}

function ActiveLeaveGuard({ isUnsaved, lostOnOrganisationSwitch }: Required<Omit<LeaveGuardProps, 'unsaved'>>) {
  // Held once for as long as the guard stands, not again at each render of the form.
  const readUnsaved = useRef(isUnsaved);
  useEffect(() => {
    readUnsaved.current = isUnsaved;
  }, [isUnsaved]);
  const input = useMemo<UnsavedInput>(
    () => ({ isUnsaved: () => readUnsaved.current(), lostOnOrganisationSwitch }),
    [lostOnOrganisationSwitch],
  );
  useEffect(() => {
    // Fetched now, not when the user leaves: the question then shows at once, and without the network.
    void loadDiscardChangesDialog().catch(() => undefined);
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
  return null;
}
