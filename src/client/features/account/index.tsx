// The account pages of the second shell, loaded as one chunk: none is needed to show the login page.
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { ChangePasswordPage } from './change-password-page';
export { SetupTwoFactorPage } from './two-factor/setup-two-factor-page';
