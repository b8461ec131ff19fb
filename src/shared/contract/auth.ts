import { z } from 'zod';
import { LOGIN_NAME_MAX_LENGTH, LOGIN_TOKEN_MAX_LENGTH, loginMessages } from './auth-rules';

export * from './auth-rules';

const requiredWhenAbsent = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? message : undefined;

/** Login credentials (access spec section 3). The form limits the password input to 16 characters. */
export const loginRequestSchema = z.object({
  // Left out of the body is as missing as left empty: the same words (only then: zod's `error` of the
  // type would also name every check without a message of its own, such as the length).
  username: z
    .string({ error: requiredWhenAbsent(loginMessages.usernameRequired) })
    .trim()
    .min(1, loginMessages.usernameRequired)
    .max(LOGIN_NAME_MAX_LENGTH, loginMessages.usernameTooLong),
  password: z
    .string({ error: requiredWhenAbsent(loginMessages.passwordRequired) })
    .min(1, loginMessages.passwordRequired)
    .max(256),
  token: z.string().max(LOGIN_TOKEN_MAX_LENGTH).optional(),
  mail_token: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What a refused login answers (access spec section 3, "Login error response"). */
export const loginErrorResponseSchema = z.object({
  errorMessage: z.string(),
  tokenRequired: z.boolean(),
  tokenEmailAllowed: z.boolean(),
  tokenEmailSent: z.boolean(),
});
export type LoginErrorResponse = z.infer<typeof loginErrorResponseSchema>;

/** What a successful login answers: where the user must go next is decided from these flags. */
export const loginResponseSchema = z.object({
  userName: z.string(),
  changePasswordImmediately: z.boolean(),
  setupTwoFactor: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
