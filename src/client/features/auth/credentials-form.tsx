import Box from '@mui/material/Box';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LOGIN_NAME_MAX_LENGTH, LOGIN_PASSWORD_INPUT_MAX_LENGTH } from '@shared/contract/auth-rules';
import { FormError } from '@client/components/form/form-error';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';
import { SubmitButton } from '@client/components/form/submit-button';
import {
  credentialFields,
  readCredentialRefusal,
  validateCredentials,
  type CredentialErrors,
  type Credentials,
} from './credential-rules';
import { ForgotPasswordLink } from './forgot-password-link';
import type { useAttemptLogin } from './use-attempt-login';

export type { Credentials } from './credential-rules';

export interface CredentialsFormProps {
  defaultValues: Credentials;
  attemptLogin: ReturnType<typeof useAttemptLogin>;
  onTokenRequired: (credentials: Credentials, tokenEmailAllowed: boolean) => void;
}

/**
 * The first form every visitor loads, so it is plain controlled state rather than react-hook-form
 * (about 11 KB compressed of the login page's budget). It behaves like the other forms: validated on
 * submit, then again on every change; the first invalid field takes the focus; a refusal keeps the
 * input and puts the server's field messages on the fields.
 */
export function CredentialsForm({ defaultValues, attemptLogin, onTokenRequired }: CredentialsFormProps) {
  const [values, setValues] = useState<Credentials>(defaultValues);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [formMessage, setFormMessage] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const focusFirstOf = (invalid: CredentialErrors) => {
    const first = credentialFields.find((field) => invalid[field] !== undefined);
    if (first) (first === 'username' ? usernameInput : passwordInput).current?.focus();
  };

  const change = (field: keyof Credentials) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once submitted, a field's message follows what is typed (a server message goes with the change).
    if (submitted) setErrors((current) => ({ ...current, [field]: validateCredentials(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    setSubmitted(true);
    setFormMessage(undefined);
    const invalid = validateCredentials(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      focusFirstOf(invalid);
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const outcome = await attemptLogin(values);
      if (outcome.kind === 'tokenRequired') onTokenRequired(values, outcome.tokenEmailAllowed);
      if (outcome.kind === 'refused') {
        const refusal = readCredentialRefusal(outcome);
        setErrors(refusal.fieldErrors);
        setFormMessage(refusal.formMessage);
        focusFirstOf(refusal.fieldErrors);
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Login">
      <FormError message={formMessage} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OutlinedTextField
          name="username"
          value={values.username}
          onChange={change('username')}
          errorMessage={errors.username}
          inputRef={usernameInput}
          label="Username"
          autoComplete="username"
          autoFocus
          inputProps={{ maxLength: LOGIN_NAME_MAX_LENGTH }}
        />
        <OutlinedTextField
          name="password"
          value={values.password}
          onChange={change('password')}
          errorMessage={errors.password}
          inputRef={passwordInput}
          label="Password"
          type="password"
          autoComplete="current-password"
          inputProps={{ maxLength: LOGIN_PASSWORD_INPUT_MAX_LENGTH }}
        />
        <SubmitButton submitting={submitting}>Login</SubmitButton>
        <ForgotPasswordLink />
      </Box>
    </form>
  );
}
