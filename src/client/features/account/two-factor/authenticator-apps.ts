import type { AuthenticatorApp } from '@shared/contract';

export const authenticatorAppNames: Record<AuthenticatorApp, string> = {
  MICROSOFT: 'Microsoft Authenticator',
  GOOGLE: 'Google Authenticator',
};

/** Stage 0 preselects Microsoft (access spec section 2). */
export const DEFAULT_AUTHENTICATOR_APP: AuthenticatorApp = 'MICROSOFT';
