import type { LoginRequest } from '@shared/contract';
import { loginMessages } from '@shared/contract/auth-rules';

export type Credentials = Pick<LoginRequest, 'username' | 'password'>;

/** In the form's order: the first one with a message takes the focus. */
export const credentialFields = ['username', 'password'] as const satisfies readonly (keyof Credentials)[];

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/**
 * The login form's own checks, with the shared contract's messages, so the server's loginRequestSchema
 * and the form cannot drift apart. Not zod: it would add about 25 KB gzipped to the login page.
 */
export function validateCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (username.trim() === '') errors.username = loginMessages.usernameRequired;
  if (password === '') errors.password = loginMessages.passwordRequired;
  return errors;
}

export interface CredentialRefusal {
  fieldErrors: CredentialErrors;
  formMessage: string | undefined;
}

/**
 * Where a refusal's messages go, by the rule of the other forms (applyFieldErrors): the server's
 * `fieldErrors` onto the fields, those for fields the form does not have to the form-level message,
 * and the refusal's own message only when no field message came with it.
 */
export function readCredentialRefusal(refusal: {
  message: string;
  fieldErrors: Record<string, string[]> | undefined;
}): CredentialRefusal {
  const fieldErrors: CredentialErrors = {};
  const unmatched: string[] = [];
  for (const [field, messages] of Object.entries(refusal.fieldErrors ?? {})) {
    const message = messages.join(' ');
    if (message === '') continue;
    const formField = credentialFields.find((name) => name === field);
    if (formField) fieldErrors[formField] = message;
    else unmatched.push(message);
  }
  const anyFieldMessage = Object.keys(fieldErrors).length > 0 || unmatched.length > 0;
  return {
    fieldErrors,
    formMessage: anyFieldMessage ? (unmatched.length > 0 ? unmatched.join(' ') : undefined) : refusal.message,
  };
}
