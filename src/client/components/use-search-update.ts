import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router-dom';

/** Per router (its navigator): the query last written here, and the location whose render wrote it. */
const lastWritten = new WeakMap<object, { writtenAt: string; search: string }>();

/**
 * Changes the address's query from an event handler, over every change made before it by any part
 * of the page, and replaces the history entry (a filter or a dialog is not a step Back should undo).
 * react-router's `setSearchParams` hands its update the query of the render that made the handler,
 * and a navigation renders in a transition, late on a busy machine: a change made meanwhile (Received
 * to, set before the page had rendered Received from; a density, then a filter) wrote the first one
 * away. A handler of the render at a location builds on the query last written from that location; a
 * handler of a later render (a link followed, Back, the change itself rendered) on its render's own.
 */
export function useSearchUpdate(): (change: (params: URLSearchParams) => void) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { key, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (change: (params: URLSearchParams) => void) => {
      const last = lastWritten.get(navigator);
      const basis = last?.writtenAt === key ? last.search : search.replace(/^\?/, '');
      const params = new URLSearchParams(basis);
      change(params);
      const next = params.toString();
      // Nothing to change is no navigation: an effect that writes would otherwise run again for ever.
      if (next === basis) return;
      lastWritten.set(navigator, { writtenAt: key, search: next });
      void navigate(`?${next}`, { replace: true });
    },
    [navigator, key, search, navigate],
  );
}
