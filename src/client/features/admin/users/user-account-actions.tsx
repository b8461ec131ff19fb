import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { UserCommand, UserDetails } from '@shared/contract/admin-user-changes';
import { useRunUserCommandMutation } from '@client/api/admin-users-api';
import { describeChangeFailure } from '@client/components/load-failure-alert';
import { formatMailTime } from '../format-mail-time';
import { useOneAtATime } from '@client/components/form/use-one-at-a-time';
import { useFocusIfLost } from '@client/components/form/use-focus-if-lost';
import { useMomentFormat } from '@client/preferences/moment-format-context';
import { OutcomeAlert } from '@client/components/outcome-alert';

interface CommandText {
  button: string;
  /** What the confirmation says will happen. */
  consequence: string;
  done: string;
}

const commandTexts = (name: string, email: string, sessions: number): Record<UserCommand, CommandText> => ({
  lock: {
    button: 'Lock',
    consequence: `${name} is signed out at once and cannot sign in until unlocked.`,
    done: `${name} is locked.`,
  },
  unlock: { button: 'Unlock', consequence: `${name} can sign in again.`, done: `${name} is unlocked.` },
  'reset-two-factor': {
    button: 'Reset second factor',
    consequence: `${name} is signed out and sets up a new second factor at the next sign-in.`,
    done: `${name}'s second factor is reset.`,
  },
  'end-sessions': {
    button: 'End all sessions',
    consequence: `${sessions} active session${sessions === 1 ? '' : 's'} of ${name} end; your own stays.`,
    done: `${name}'s sessions are ended.`,
  },
  'mail-password-link': {
    button: 'Mail a set-password link',
    consequence: `A link to set a new password goes to ${email}. A password already set keeps working until the new one is.`,
    done: `A set-password link was mailed to ${email}.`,
  },
});

/** Where the user stands (lock, second factor, sessions) and what an administrator can do about it. */
export function UserAccountActions({ details, isSelf }: { details: UserDetails; isSelf: boolean }) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const [run, { isLoading }] = useRunUserCommandMutation();
  const oneAtATime = useOneAtATime();
  const [asked, setAsked] = useState<UserCommand | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const commandButtons = useRef(new Map<UserCommand, HTMLButtonElement>());
  // The command whose question was cancelled: its button takes the focus back once it is shown again.
  const cancelled = useRef<UserCommand | null>(null);
  useEffect(() => {
    if (asked) confirmRef.current?.focus();
    else if (cancelled.current) commandButtons.current.get(cancelled.current)?.focus();
    cancelled.current = null;
  }, [asked]);
  // The confirming button is gone with its question: the outcome takes the focus, not the dialog's frame.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useFocusIfLost(outcomeRef, outcome);

  const name = `${details.firstName} ${details.lastName}`;
  const texts = commandTexts(name, details.email, details.activeSessions);
  // Failed sign-ins lock the user out for a while (lockedUntil): Unlock lifts that too, and Lock keeps them out for good.
  const lockCommands: UserCommand[] = details.lockedAt
    ? ['unlock']
    : details.lockedUntil
      ? ['lock', 'unlock']
      : ['lock'];
  const offered: UserCommand[] = [
    ...lockCommands,
    ...(details.twoFactor ? (['reset-two-factor'] as const) : []),
    ...(details.activeSessions > 0 ? (['end-sessions'] as const) : []),
    'mail-password-link',
  ];
  const confirm = (command: UserCommand) =>
    oneAtATime(async () => {
      try {
        await run({ id: details.id, command, version: details.version }).unwrap();
        setOutcome({ severity: 'success', text: texts[command].done });
      } catch (error) {
        setOutcome({ severity: 'error', text: describeChangeFailure(error, 'The change could not be made.') });
      }
      setAsked(null);
    });

  return (
    <section aria-labelledby="user-account-heading">
      <Typography id="user-account-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        Sign-in
      </Typography>
      <Typography variant="body2">
        {details.lockedAt
          ? `Locked by an administrator since ${formatMailTime(details.lockedAt)}.`
          : 'Not locked by an administrator.'}
        {details.lockedUntil ? ` Failed sign-ins keep the user out until ${formatMailTime(details.lockedUntil)}.` : ''}
      </Typography>
      <Typography variant="body2">
        {details.twoFactor ? 'Second factor set up.' : 'No second factor.'}{' '}
        {`${details.activeSessions} active session${details.activeSessions === 1 ? '' : 's'}.`}
      </Typography>
      {outcome && (
        <OutcomeAlert ref={outcomeRef} severity={outcome.severity} sx={{ mt: 1 }}>
          {outcome.text}
        </OutcomeAlert>
      )}
      {asked ? (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button
                onClick={() => {
                  cancelled.current = asked;
                  setAsked(null);
                }}
              >
                Cancel
              </Button>
              <Button ref={confirmRef} variant="contained" disabled={isLoading} onClick={() => void confirm(asked)}>
                {texts[asked].button}
              </Button>
            </Stack>
          }
        >
          {texts[asked].consequence}
        </Alert>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {offered.map((command) => (
            <Button
              key={command}
              variant="outlined"
              ref={(button: HTMLButtonElement | null) => {
                if (button) commandButtons.current.set(command, button);
                else commandButtons.current.delete(command);
              }}
              disabled={command === 'lock' && isSelf}
              onClick={() => {
                setOutcome(null);
                setAsked(command);
              }}
            >
              {texts[command].button}
            </Button>
          ))}
        </Stack>
      )}
    </section>
  );
}
