import { useState, type ReactNode } from 'react';
import { LeaveQuestion } from './leave-guard-host';
import { afterSavesAnswered, anyInputUnsaved } from './unsaved-changes';
import { useLogout } from '@client/session/use-logout';

export interface GuardedLogout {
  /** Logs out at once, or first asks while a form on screen holds unsaved input. */
  requestLogout: () => void;
  isLoggingOut: boolean;
  /** The question, to render beside the Logout control. */
  question: ReactNode;
}

/**
 * The Logout a user clicks: with unsaved input on screen it asks "Discard your changes?" first, as
 * leaving the page does, and logs out only on "Discard changes". The router's blocker cannot ask for
 * it: it lets every move to login through, since a session that ended must get there, and by the move
 * the session is already over. Where no form can be on screen (the error page, the 2FA setup's Close),
 * `useLogout` serves alone.
 */
export function useGuardedLogout(): GuardedLogout {
  const { logout, isLoggingOut } = useLogout();
  const [asking, setAsking] = useState(false);
  // Input a submit has sent may be taken: the question waits for its answer, and is not asked once saved.
  const requestLogout = () =>
    afterSavesAnswered(() => {
      if (anyInputUnsaved()) setAsking(true);
      else void logout();
    });
  const question = asking ? (
    <LeaveQuestion
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        void logout();
      }}
    />
  ) : null;
  return { requestLogout, isLoggingOut, question };
}
