/** What an administrator can do to a user; each is one event of the user's history. */
export const userAdministrationActions = [
  'CREATED',
  'CHANGED',
  'LOCKED',
  'UNLOCKED',
  'TWO_FACTOR_RESET',
  'SESSIONS_ENDED',
  'PASSWORD_MAIL_SENT',
] as const;
export type UserAdministrationAction = (typeof userAdministrationActions)[number];

/** The history's words for each action. */
export const userAdministrationActionLabels: Record<UserAdministrationAction, string> = {
  CREATED: 'Created',
  CHANGED: 'Changed',
  LOCKED: 'Locked',
  UNLOCKED: 'Unlocked',
  TWO_FACTOR_RESET: 'Second factor reset',
  SESSIONS_ENDED: 'Sessions ended',
  PASSWORD_MAIL_SENT: 'Set-password mail sent',
};

/** The actions the user dialog's buttons send besides saving the form. */
export const userCommands = ['lock', 'unlock', 'reset-two-factor', 'end-sessions', 'mail-password-link'] as const;
export type UserCommand = (typeof userCommands)[number];

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const userAdministrationMessages = {
  username: 'A user name has 3 to 32 characters: letters, digits, dots, hyphens and underscores.',
  usernameTaken: 'This user name is taken.',
  email: 'Enter an e-mail address such as name@example.com.',
  /** A well-formed address that is too long is told its length, not that its form is wrong. */
  emailTooLong: `The e-mail address has at most ${EMAIL_MAX_LENGTH} characters.`,
  organisations: 'Pick at least one organisation.',
  unknownOrganisation: 'An organisation picked does not exist any more. Reload and pick again.',
  lastAdmin: 'You are the last administrator: give another user the Administrator role first.',
  ownLock: 'You cannot lock yourself out.',
} as const;

/**
 * What a stale command's 409 advises: the dialog reads the user again after a refused command and shows
 * them as they are now, with no Reload button to send the administrator to.
 */
export const USER_COMMAND_STALE_ADVICE = 'The dialog now shows the user as they are.';
