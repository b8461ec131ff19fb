import { useEffect, type RefObject } from 'react';

/**
 * The keyboard's focus has fallen to the page (its element removed or disabled under it), or, in a
 * dialog, to the dialog's frame: Chromium moves the focus off a button disabled under it, and MUI's
 * focus trap takes it from the page to its frame (`role="presentation"`, `tabIndex={-1}`) within 50 ms,
 * before the answer the button waited for arrives.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    !active.isConnected ||
    (active instanceof HTMLButtonElement && active.disabled) ||
    (active.getAttribute('role') === 'presentation' && active.getAttribute('tabindex') === '-1')
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
