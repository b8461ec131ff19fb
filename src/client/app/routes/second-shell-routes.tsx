import type { RouteObject } from 'react-router-dom';
import {
  ChangePasswordImmediatelyPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  SetupTwoFactorPage,
} from '@client/features/auth/account-pages';
import { LoginPage } from '@client/features/auth/login-page';
import { NotFoundPage } from '@client/features/error-pages/not-found-page';
import { paths } from '@client/paths';
import { RedirectIfAuthenticated } from '../guards/redirect-if-authenticated';
import { RequireLogin } from '../guards/require-login';
import { RequireResetHash } from '../guards/require-reset-hash';
import { RequireTwoFactorSetup } from '../guards/require-two-factor-setup';
import { loadAdmin } from './area-loaders';
import { ErrorRoute } from './error-route';
import { lazyPage } from './lazy-page';

type AdminPageName = keyof Awaited<ReturnType<typeof loadAdmin>>;

/** Admin pages of the second shell: lazy like the admin area, behind the login guard. */
function guardedAdminPage(path: string, pageName: AdminPageName): RouteObject {
  return {
    path,
    lazy: async () => {
      const { Component: Page } = await lazyPage(loadAdmin, pageName)();
      return {
        Component: () => (
          <RequireLogin>
            <Page />
          </RequireLogin>
        ),
      };
    },
  };
}

/** Pages without the menu. */
export const secondShellRoutes: RouteObject[] = [
  { path: paths.error.path, element: <ErrorRoute /> },
  { path: paths.notFound.path, element: <NotFoundPage /> },
  {
    path: paths.login.path,
    element: (
      <RedirectIfAuthenticated>
        <LoginPage />
      </RedirectIfAuthenticated>
    ),
  },
  {
    path: paths.setupTwoFactor.path,
    element: (
      <RequireTwoFactorSetup>
        <SetupTwoFactorPage />
      </RequireTwoFactorSetup>
    ),
  },
  {
    path: paths.changePasswordImmediately.path,
    element: (
      <RequireLogin>
        <ChangePasswordImmediatelyPage />
      </RequireLogin>
    ),
  },
  guardedAdminPage(paths.admin.billingHistory.path, 'BillingHistoryPage'),
  guardedAdminPage(paths.admin.mailingDetails.path, 'MailingDetailsPage'),
  guardedAdminPage(paths.admin.mailsReport.path, 'MailsReportPage'),
  { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
  {
    path: paths.resetPassword.path,
    element: (
      <RequireResetHash>
        <ResetPasswordPage />
      </RequireResetHash>
    ),
  },
];
