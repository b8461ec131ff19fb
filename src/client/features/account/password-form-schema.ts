import { z } from 'zod';
import { passwordMessages, passwordPolicyMessage, meetsPasswordPolicy } from '@shared/contract/password-policy';

export const CURRENT_PASSWORD_REQUIRED = "Field 'current password' is required.";

/** New password and its repeat (access spec section 5); the current password only for a change. */
export function passwordFormSchema(askCurrentPassword: boolean) {
  return z
    .object({
      currentPassword: askCurrentPassword ? z.string().min(1, CURRENT_PASSWORD_REQUIRED) : z.string(),
      newPassword: z.string().refine(meetsPasswordPolicy, passwordPolicyMessage),
      repeatPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.repeatPassword, {
      message: passwordMessages.repeatMismatch,
      path: ['repeatPassword'],
    });
}

export type PasswordFormValues = z.output<ReturnType<typeof passwordFormSchema>>;
