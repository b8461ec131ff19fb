// The password policy of access spec section 5, without zod, so the reset and change forms can show
// it live and the server enforce it from one definition. The spec's policy (8 to 16 printable ASCII
// characters, history) is weaker than current guidance in places; the README's security section says so.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** Letters, digits and printable ASCII punctuation: every character from '!' (0x21) to '~' (0x7e). */
const PRINTABLE_ASCII_WITHOUT_SPACE = /^[\x21-\x7e]*$/;

export const passwordPolicyMessage = `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters of letters, digits and punctuation.`;

/** The character rule alone, so a live indicator can say which part of the policy is missing. */
export function usesAllowedPasswordCharacters(password: string): boolean {
  return PRINTABLE_ASCII_WITHOUT_SPACE.test(password);
}

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    usesAllowedPasswordCharacters(password)
  );
}

export const passwordMessages = {
  repeatMismatch: 'Repeated password does not match.',
  resetSuccessful: 'Reset successful. Please log in.',
  resetMailSent: 'Please check your emails for further instructions.',
  REQUEST_EXPIRED: 'Your password link has expired.',
  USED_PASSWORD: 'New password has been used before.',
  WEAK_PASSWORD: 'New password does not meet the password policy requirements.',
} as const;
