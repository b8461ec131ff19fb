import { z } from 'zod';
import { LOGIN_NAME_MAX_LENGTH, loginMessages } from './auth-rules';
import { requiredTextField, textField } from './text-field';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordPolicyMessage,
  meetsPasswordPolicy,
} from './password-policy';

export * from './password-policy';

/** Password status response (access spec section 3). */
export const passwordStatusSchema = z.enum(['SUCCESS', 'REQUEST_EXPIRED', 'USED_PASSWORD', 'WEAK_PASSWORD']);
export type PasswordStatus = z.infer<typeof passwordStatusSchema>;
export const passwordStatusResponseSchema = z.object({ response: passwordStatusSchema });
export type PasswordStatusResponse = z.infer<typeof passwordStatusResponseSchema>;

// A password longer than any the policy allows is still read (the policy answers it, not a 400), up to a bound.
const PASSWORD_INPUT_MAX_LENGTH = 256;
/** The reset link's hash, in the reset request's body and in the check of the link. */
const resetHashSchema = requiredTextField('hash', 256);

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordPolicyMessage)
  .max(PASSWORD_MAX_LENGTH, passwordPolicyMessage)
  .refine(meetsPasswordPolicy, passwordPolicyMessage);

/**
 * Password reset request (access spec section 3). The new password is checked against the policy
 * by the route, which answers WEAK_PASSWORD rather than 400, as the spec's response codes say (an
 * empty one too: it is too short).
 */
export const passwordResetRequestSchema = z.object({
  newPassword: textField('new password', PASSWORD_INPUT_MAX_LENGTH),
  hash: resetHashSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The forced change (change_password_immediately) of a logged-in user: the current password proves it is them. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: requiredTextField('current password', PASSWORD_INPUT_MAX_LENGTH),
  newPassword: textField('new password', PASSWORD_INPUT_MAX_LENGTH),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** A failed reset-mail request answers `{ response: message }`: the spec shows response.error.response. */
export const passwordResetMailErrorSchema = z.object({ response: z.string() });

/** Forgot password: the login name is required, with the login form's message (access spec section 5). */
export const usernameParamsSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, loginMessages.usernameRequired)
    .max(LOGIN_NAME_MAX_LENGTH, loginMessages.usernameTooLong),
});
export const resetHashParamsSchema = z.object({ hash: resetHashSchema });
