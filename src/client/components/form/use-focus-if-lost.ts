import { useEffect, type RefObject } from 'react';

/** The keyboard's focus has fallen to the page (its element removed or disabled under it). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    !active.isConnected ||
    (active instanceof HTMLButtonElement && active.disabled)
  );
}

/**
 * Takes the focus to `target` (an outcome's message, `tabIndex={-1}`) each time `outcome` changes to a
 * new one, but only when the focus was lost: the button that started the work became disabled by it
 * ("Save Changes" once saved), and the user would otherwise go on from the page's top.
 */
export function useFocusIfLost(target: RefObject<HTMLElement | null>, outcome: unknown): void {
  useEffect(() => {
    if (outcome !== null && outcome !== undefined && focusIsLost()) target.current?.focus();
  }, [outcome, target]);
}
