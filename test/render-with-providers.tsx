import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Providers } from '@client/app/providers';
import { LeaveGuardHost } from '@client/components/form/leave-guard-host';
import { routes } from '@client/app/router';
import { makeStore } from '@client/app/store';
import type { RootState } from '@client/store/root-reducer';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  /** The URL the memory router starts at. */
  route?: string;
}

function renderRouter(
  routeObjects: RouteObject[],
  { preloadedState, route = '/', ...renderOptions }: RenderWithProvidersOptions,
) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routeObjects, { initialEntries: [route] });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
    renderOptions,
  );
  return { ...result, store, router, user };
}

/**
 * One component with a fresh store, the theme and a memory router (at `route`, matching any path), under
 * the leave guard's host as the app's root has it.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const element = (
    <>
      <LeaveGuardHost />
      {ui}
    </>
  );
  return renderRouter([{ path: '*', element }], options);
}

/** The real route table at `route`: guards, shells, redirects and lazy areas as in the app. */
export function renderApp(options: RenderWithProvidersOptions = {}) {
  return renderRouter(routes, options);
}

export * from '@testing-library/react';
export { userEvent };
