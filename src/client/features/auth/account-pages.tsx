import { BeingBuiltPage } from '@client/components/being-built';

// The rest of the account flow (access spec sections 2 and 4) arrives in later issues.
export const ForgotPasswordPage = () => <BeingBuiltPage title="Forgot password" />;
export const ResetPasswordPage = () => <BeingBuiltPage title="Reset password" />;
export const ChangePasswordImmediatelyPage = () => <BeingBuiltPage title="Change password" />;
export const SetupTwoFactorPage = () => <BeingBuiltPage title="Two-factor authentication setup" />;
