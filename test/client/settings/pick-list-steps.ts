import { act, fireEvent } from '@test/render-with-providers';

/**
 * jsdom lays nothing out: gives each pick-list row the place it would have, so dnd-kit's keyboard
 * coordinates can find the row above, below, left and right (the selected list left, the hidden list
 * right). Returns the function that puts jsdom's own measuring back.
 */
export function layOutPickList(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('[data-column]');
    const listElement = this.closest('[data-list]');
    if (!listElement) return original.call(this);
    const left = listElement.getAttribute('data-list') === 'activeColumns' ? 0 : 400;
    const rows = Array.from(listElement.querySelectorAll(':scope > [data-column]'));
    const index = row ? rows.indexOf(row) : 0;
    const height = row ? 40 : Math.max(rows.length, 1) * 40;
    const top = 100 + index * 40;
    return {
      x: left,
      y: top,
      left,
      top,
      width: 300,
      height,
      right: left + 300,
      bottom: top + height,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

/** A key press on the pick list; dnd-kit moves on the next frame. */
export const press = (element: Element, code: string) =>
  act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

/** Everything dnd-kit's live region says, in order (it keeps only the latest text). */
export function recordAnnouncements() {
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    const region = document.querySelector('[id^="DndLiveRegion"]');
    const text = region?.textContent ?? '';
    if (text && said.at(-1) !== text) said.push(text);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}
