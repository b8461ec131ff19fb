import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageLoader } from '@client/components/full-page-loader';
import { LeaveGuardHost } from '@client/components/form/leave-guard-host';
import { paths } from '@shared/app-paths';
import { RequireLogin } from './guards/require-login';
import { HttpErrorNavigator } from './http-error-navigator';
import { RootRedirect } from './root-redirect';
import { RouteErrorPage } from './route-error-page';
import { loadMainLayout } from './routes/area-loaders';
import { lazyPage } from './routes/lazy-page';
import { mainShellRoutes } from './routes/main-shell-routes';
import { secondShellRoutes } from './routes/second-shell-routes';
import { SecondShell } from './second-shell';

function AppRoot() {
  return (
    <>
      <HttpErrorNavigator />
      <LeaveGuardHost />
      <Outlet />
    </>
  );
}

/** The whole route table; the app's browser router and the tests' memory routers share it. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    // Shown while a lazily loaded area arrives on the very first navigation.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: (
          <RequireLogin>
            <Outlet />
          </RequireLogin>
        ),
        children: [{ lazy: lazyPage(loadMainLayout, 'MainLayout'), children: mainShellRoutes }],
      },
      { element: <SecondShell />, children: secondShellRoutes },
      { path: paths.root.path, element: <RootRedirect /> },
      { path: '*', element: <Navigate to={paths.login.getHref()} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
