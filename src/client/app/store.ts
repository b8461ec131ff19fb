import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/base-api';
import { errorsMiddleware } from '@client/errors/errors-middleware';
import { organisationPersistence } from '@client/session/organisation-persistence';
import { rootReducer, type RootState } from '@client/store/root-reducer';

/** A fresh store per call, so every test starts clean. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(organisationPersistence.middleware)
        .concat(baseApi.middleware, errorsMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
