import Alert from '@mui/material/Alert';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useBlocker, type Blocker, type Location } from 'react-router-dom';
import { httpErrorDestinationPaths } from '@client/errors/http-error-destinations';
import { anyInputUnsaved, saveInFlight, savesAnswered } from './unsaved-changes';

/** The question's dialog, fetched once a form first holds unsaved input (`LeaveGuard`). */
export const loadDiscardChangesDialog = () => import('../discard-changes-dialog');

interface QuestionProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Where the dialog could not be fetched (offline, a new release): the user stays, with the input. */
function StayOnPage({ onKeep }: QuestionProps) {
  useEffect(onKeep, [onKeep]);
  return null;
}

// The question is asked on signed-in pages alone; the login page's bundle does without its dialog.
const DiscardChangesDialog = lazy(async (): Promise<{ default: ComponentType<QuestionProps> }> => {
  try {
    return { default: (await loadDiscardChangesDialog()).DiscardChangesDialog };
  } catch {
    return { default: StayOnPage };
  }
});

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
 * The router's one blocker, mounted once at the app's root: leaving a page asks "Discard your
 * changes?" ("Keep editing" the default) while any form on screen holds unsaved input (each form's
 * `LeaveGuard` says so). One for all, and above the forms: a router consults only the last blocker
 * made, and a form whose success navigates, saved and gone by the time the question shows, must not
 * take another form's input with it, nor the question with its own unmounting.
 */
export function LeaveGuardHost() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isLeaving(currentLocation, nextLocation) &&
      // Where the app itself sends the user (login once the session ended, the error pages, a demanded
      // password change) is never held up; the session's end keeps the forms' drafts (unsaved-work.ts).
      !httpErrorDestinationPaths.includes(nextLocation.pathname) &&
      anyInputUnsaved(),
  );
  if (blocker.state !== 'blocked') return null;
  return <HeldMove key={blocker.location.key} blocker={blocker} />;
}

/**
 * A move held by the blocker. While a submit waits for its answer, its input may already be taken, and
 * "Discard" would be untrue: the move waits, and goes without a question once the input is saved; the
 * question comes only if the answer was a refusal. A move of the form's own success releases the hold.
 */
function HeldMove({ blocker }: { blocker: Extract<Blocker, { state: 'blocked' }> }) {
  const [asking, setAsking] = useState(() => !saveInFlight());
  useEffect(() => {
    if (asking) return;
    let held = true;
    void savesAnswered().then(() => {
      if (!held) return;
      if (anyInputUnsaved()) setAsking(true);
      else blocker.proceed();
    });
    return () => {
      held = false;
    };
  }, [asking, blocker]);
  return asking ? (
    <LeaveQuestion onKeep={() => blocker.reset()} onDiscard={() => blocker.proceed()} />
  ) : (
    <HeldMoveNotice />
  );
}

export const MOVE_HELD_MESSAGE = 'Waiting for the save to be answered before leaving this page…';
/** A save answered within this time moves on without the notice flashing up. */
const HELD_MOVE_NOTICE_DELAY_MS = 500;

/**
 * Said while a move waits for a save's answer: on a slow or hung server the click seemed lost (the
 * menu and Back did nothing and said nothing for as long as the save took).
 */
function HeldMoveNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), HELD_MOVE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        mx: 'auto',
        maxWidth: 560,
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      {MOVE_HELD_MESSAGE}
    </Alert>
  );
}

export type LeaveQuestionProps = Omit<QuestionProps, 'open'>;

/**
 * "Discard your changes?" before the unsaved input on screen is left: asked by the blocker above for a
 * move, and by a chosen logout (`useGuardedLogout`), which the blocker lets through to login.
 */
export function LeaveQuestion({ onKeep, onDiscard }: LeaveQuestionProps) {
  return (
    <Suspense fallback={null}>
      <DiscardChangesDialog open onKeep={onKeep} onDiscard={onDiscard} />
    </Suspense>
  );
}
