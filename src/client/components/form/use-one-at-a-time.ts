import { useCallback, useRef } from 'react';

/**
 * A submit that runs one at a time: a second click while the first call is under way does nothing.
 * A mutation's `isLoading` cannot promise that: it changes only once React renders again, and a fast
 * double click (or Enter pressed twice) fires its second event before that, which then sent twice.
 */
export function useOneAtATime(): <T>(work: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await work();
    } finally {
      busy.current = false;
    }
  }, []);
}
