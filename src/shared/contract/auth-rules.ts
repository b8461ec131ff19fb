/**
 * Login limits and messages without zod, so the login page can use them without loading the schema
 * library (about 25 KB gzipped) on its first visit. The schemas in auth.ts are built from these.
 */
export const LOGIN_PASSWORD_INPUT_MAX_LENGTH = 16;
/** The longest login name a sign-in or a reset mail takes (a user name has at most 32; a field stops here). */
export const LOGIN_NAME_MAX_LENGTH = 100;
/** The longest verification code the login takes: the code form's input stops there too. */
export const LOGIN_TOKEN_MAX_LENGTH = 32;
export const LOGIN_DENIED_DEFAULT_MESSAGE = 'Login denied.';

export const loginMessages = {
  usernameRequired: "Field 'username' is required.",
  passwordRequired: "Field 'password' is required.",
  codeRequired: "Field 'code' is required.",
  usernameTooLong: `A login name has at most ${LOGIN_NAME_MAX_LENGTH} characters.`,
} as const;
