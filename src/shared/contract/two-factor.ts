import { z } from 'zod';
import { textField } from './text-field';

export const authenticatorAppSchema = z.enum(['MICROSOFT', 'GOOGLE']);
export type AuthenticatorApp = z.infer<typeof authenticatorAppSchema>;

/** Starting the setup makes a new pending secret, so it is a POST; the app only changes the instructions. */
export const twoFactorSetupRequestSchema = z.object({ app: authenticatorAppSchema.default('MICROSOFT') });

/** Two-factor setup details: the otpauth:// URI the QR code shows, and the secret for typing it in. */
export const twoFactorSetupDetailsSchema = z.object({
  qrCodeUrl: z.string(),
  secret: z.string(),
  accountName: z.string(),
  issuer: z.string(),
  /** Whether this user may cancel the setup (spec: Cancel is disabled for fhaUser or when not allowed). */
  cancelAllowed: z.boolean(),
  fhaUser: z.boolean(),
});
export type TwoFactorSetupDetails = z.infer<typeof twoFactorSetupDetailsSchema>;

export const twoFactorStatusSchema = z.enum(['NOT_VALIDATED', 'VALIDATION_FAILED', 'VALIDATION_SUCCESS', 'CANCELLED']);
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** In setup any text is accepted; the server says whether it was right (access spec section 5). */
export const twoFactorVerifyRequestSchema = z.object({ code: textField('code', 64) });

/** Failure is flagged when there are failure messages or no value (access spec section 5). */
export const twoFactorResultSchema = z.object({
  value: twoFactorStatusSchema.nullable(),
  validationFailureMessages: z.array(z.string()),
});
export type TwoFactorResult = z.infer<typeof twoFactorResultSchema>;

export const twoFactorCancelResponseSchema = z.object({ message: z.string() });

export const TWO_FACTOR_WRONG_CODE_MESSAGE = 'The code was incorrect. Please try again';
/** A code for a QR code that another of the user's sessions has since replaced by starting the setup again. */
export const TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE =
  'The setup was started again in another window or on another device, with a new QR code: reload this page to scan the newest one.';
