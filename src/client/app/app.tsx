import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ store, router }: AppProps) {
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
