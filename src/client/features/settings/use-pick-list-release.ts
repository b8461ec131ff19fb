import { getEventCoordinates, getOwnerDocument, isKeyboardEvent, type Coordinates } from '@dnd-kit/utilities';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Where the pointer let go of a dragged row. dnd-kit ends a pointer drag from its own pointerup listener on
 * the document, with what its last render knew; a quick release comes before that render has caught up
 * with the pointer. A listener in the capture phase sees the release first. Keyboard drags have none.
 */
export function usePickListRelease() {
  const releasedAt = useRef<Coordinates | null>(null);
  const stopListening = useRef<(() => void) | null>(null);

  const forget = useCallback(() => {
    stopListening.current?.();
    stopListening.current = null;
    releasedAt.current = null;
  }, []);
  useEffect(() => forget, [forget]);

  /** Starts listening when a drag starts, unless the keyboard started it. */
  const watch = (activatorEvent: Event) => {
    forget();
    if (isKeyboardEvent(activatorEvent)) return;
    const page = getOwnerDocument(activatorEvent.target);
    const record = (event: Event) => {
      releasedAt.current = getEventCoordinates(event);
    };
    page.addEventListener('pointerup', record, true);
    stopListening.current = () => page.removeEventListener('pointerup', record, true);
  };

  /** The release point of the drag that ends now, if a pointer made it; listening stops. */
  const take = () => {
    const point = releasedAt.current;
    forget();
    return point;
  };

  return { watch, take, forget };
}
