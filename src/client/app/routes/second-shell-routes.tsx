import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ConnectionFailurePage } from '@client/features/error-pages/connection-failure-page';
import { LoginPage } from '@client/features/auth/login-page';
import { paths } from '@shared/app-paths';
import { RedirectIfAuthenticated } from '../guards/redirect-if-authenticated';
import { RequireLogin } from '../guards/require-login';
import { loadAccount, loadAdmin, loadErrorPages, loadErrorRoute } from './area-loaders';
import { lazyPage } from './lazy-page';
import { PrefetchSignedInShell } from './prefetch-signed-in-shell';
import { wideLayout } from '../second-shell-layout';

type Guard = ComponentType<{ children: ReactNode }>;
type PageModule = Record<string, ComponentType>;

// Guards only these pages use come with the account chunk, keeping them out of the first bundle.
const loadResetHashGuard = async (): Promise<Guard> =>
  (await import(/* webpackChunkName: "area-account" */ '../guards/require-reset-hash')).RequireResetHash;
const loadTwoFactorSetupGuard = async (): Promise<Guard> =>
  (await import(/* webpackChunkName: "area-account" */ '../guards/require-two-factor-setup')).RequireTwoFactorSetup;

/**
 * A lazily loaded page of the second shell behind an optional guard; a guard needing its own API
 * family is loaded with the page's chunk rather than put in the first bundle.
 */
function secondShellPage<TModule extends PageModule>(
  path: string,
  load: () => Promise<TModule>,
  pageName: keyof TModule,
  loadGuard: () => Guard | Promise<Guard> = () => Fragment,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const [module, PageGuard] = await Promise.all([load(), loadGuard()]);
      const Page: ComponentType | undefined = module[pageName];
      if (!Page) throw new Error(`The area module has no page ${String(pageName)}.`);
      return {
        Component: () => (
          <PageGuard>
            <Page />
          </PageGuard>
        ),
      };
    },
  };
}

/**
 * Pages without the menu. Only login and the connection-failure screen are in the first bundle: the
 * login page is what a first visit shows, and with the server unreachable no chunk could be loaded.
 */
export const secondShellRoutes: RouteObject[] = [
  { path: paths.error.path, lazy: lazyPage(loadErrorRoute, 'ErrorRoute') },
  { path: paths.notFound.path, lazy: lazyPage(loadErrorPages, 'NotFoundPage') },
  { path: paths.connectionFailure.path, element: <ConnectionFailurePage /> },
  {
    path: paths.login.path,
    element: (
      <RedirectIfAuthenticated>
        <LoginPage />
        <PrefetchSignedInShell />
      </RedirectIfAuthenticated>
    ),
  },
  secondShellPage(paths.setupTwoFactor.path, loadAccount, 'SetupTwoFactorPage', loadTwoFactorSetupGuard),
  secondShellPage(paths.changePasswordImmediately.path, loadAccount, 'ChangePasswordPage', () => RequireLogin),
  // Admin reports are tables: they ask the shell for the wide layout.
  {
    ...secondShellPage(paths.admin.billingHistory.path, loadAdmin, 'BillingHistoryPage', () => RequireLogin),
    handle: wideLayout,
  },
  {
    ...secondShellPage(paths.admin.mailingDetails.path, loadAdmin, 'MailingDetailsPage', () => RequireLogin),
    handle: wideLayout,
  },
  {
    ...secondShellPage(paths.admin.mailsReport.path, loadAdmin, 'MailsReportPage', () => RequireLogin),
    handle: wideLayout,
  },
  secondShellPage(paths.forgotPassword.path, loadAccount, 'ForgotPasswordPage'),
  secondShellPage(paths.resetPassword.path, loadAccount, 'ResetPasswordPage', loadResetHashGuard),
];
