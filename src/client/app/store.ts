import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/base-api';
import { errorsMiddleware } from '@client/errors/errors-middleware';
import { organisationPersistence } from '@client/session/organisation-persistence';
import { signedInPrefetch } from '@client/session/signed-in-prefetch';
import { rootReducer, type RootState } from '@client/store/root-reducer';

// The development-only checks warn when one pass takes longer than this; the default 32 ms is crossed
// by a busy test machine or a slow laptop without anything being wrong with the state. 500 ms was
// crossed too (1.4 s on a two-core CI machine running jest beside other work), failing a test on a
// warning about the machine, not the code.
const CHECK_WARN_AFTER_MS = 10_000;

/** A fresh store per call, so every test starts clean. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { warnAfter: CHECK_WARN_AFTER_MS },
        serializableCheck: { warnAfter: CHECK_WARN_AFTER_MS },
      })
        .prepend(organisationPersistence.middleware, signedInPrefetch.middleware)
        .concat(baseApi.middleware, errorsMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
