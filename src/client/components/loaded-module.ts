import { useEffect, useReducer, useState } from 'react';

/**
 * A module loaded on demand and kept once loaded, for a component that must not suspend. React holds back
 * what a Suspense boundary reveals until 300 ms after the boundary last showed its fallback (its
 * throttle for retries), so a `lazy` component behind a loader held every signed-in page back by up to
 * 300 ms after its user was known, even with its chunk already downloaded.
 */
export interface LoadedModule<T> {
  load(): Promise<T>;
  current(): T | undefined;
}

export function loadedModule<T>(load: () => Promise<T>): LoadedModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          // A later render may try again (a chunk that failed on a flaky network).
          loading = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * The module, or undefined until it has loaded; loading starts once `wanted`. A failed load is thrown
 * during render, to the route's error boundary, as `lazy` would.
 */
export function useLoadedModule<T>(module: LoadedModule<T>, wanted: boolean): T | undefined {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  if (failure) throw failure.error;
  const current = module.current();
  useEffect(() => {
    if (!wanted || current !== undefined) return;
    let mounted = true;
    module.load().then(
      () => mounted && loaded(),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [module, wanted, current]);
  return current;
}
