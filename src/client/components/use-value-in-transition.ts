import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, each change after the first rendered in a transition. A store's update is rendered in one
 * blocking task, which for the answer that shows a whole page (the signed-in user, their preferences)
 * is the page's longest. In a transition that render is interruptible, and the deferred values of what
 * it mounts stay deferred: a grid rendered after its page's request has left (useDeferredValue instead
 * would render them in the same pass, the request leaving only after the grid).
 */
export function useValueInTransition<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (!Object.is(shown, value)) startTransition(() => setShown(() => value));
  }, [value, shown]);
  return shown;
}
