import { act, fireEvent } from '@test/render-with-providers';

const ROW_HEIGHT = 40;
const LIST_TOP = 100;
/** Between the selected list's last row and the hidden list's first when stacked: the cards' edges, the gap
 * between them and the hidden card's title. */
const STACKED_GAP = 80;
/** Around a list, the card it is drawn in: its padding, and its title above. */
const PANEL_PADDING = 12;
const PANEL_TITLE = 40;

const rectOf = (left: number, top: number, width: number, height: number) =>
  ({
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  }) as DOMRect;

/**
 * jsdom lays nothing out: gives each pick-list row, list and card the place it would have, so dnd-kit's
 * keyboard coordinates can find the row above, below, left and right, and a pointer has somewhere to be.
 * Side by side (the selected list left, the hidden list right) by default; `stacked`, as on a phone, the
 * hidden list below the selected one, moving up or down as the selected list shrinks or grows. Returns
 * the function that puts jsdom's own measuring back.
 */
export function layOutPickList({ stacked = false } = {}): () => void {
  const original = Element.prototype.getBoundingClientRect;
  const listRect = (listElement: Element): DOMRect => {
    const rows = listElement.querySelectorAll(':scope > [data-column]').length;
    const height = Math.max(rows, 1) * ROW_HEIGHT;
    if (listElement.getAttribute('data-list') === 'activeColumns' || !stacked)
      return rectOf(listElement.getAttribute('data-list') === 'activeColumns' ? 0 : 400, LIST_TOP, 300, height);
    const selected = listElement.ownerDocument.querySelector('[data-list="activeColumns"]');
    const above = selected ? listRect(selected).bottom : LIST_TOP;
    return rectOf(0, above + STACKED_GAP, 300, height);
  };
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const panelOf = this.getAttribute('data-pick-list-panel');
    const panelList = panelOf && this.querySelector(`[data-list="${panelOf}"]`);
    if (panelList) {
      const list = listRect(panelList);
      return rectOf(
        list.left - PANEL_PADDING,
        list.top - PANEL_PADDING - PANEL_TITLE,
        list.width + 2 * PANEL_PADDING,
        list.height + 2 * PANEL_PADDING + PANEL_TITLE,
      );
    }
    const listElement = this.closest('[data-list]');
    if (!listElement) return original.call(this);
    const list = listRect(listElement);
    const row = this.closest('[data-column]');
    if (!row) return list;
    const index = Array.from(listElement.querySelectorAll(':scope > [data-column]')).indexOf(row);
    return rectOf(list.left, list.top + index * ROW_HEIGHT, list.width, ROW_HEIGHT);
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

/** A pointer event as a mouse makes it (jsdom has no PointerEvent): the primary pointer, left button. */
function pointerEvent(type: string, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperty(event, 'isPrimary', { value: true });
  return event;
}

/**
 * A mouse drag of a row's handle, picked up at its middle: `path` is where the pointer goes, the last
 * point being where it lets go. Unhurried, each move is drawn before the next; `quick`, the moves and the
 * release come before the page has drawn any of them, as a fast hand on a busy page does.
 */
export async function dragWithPointer(handle: Element, path: { x: number; y: number }[], { quick = false } = {}) {
  const start = handle.getBoundingClientRect();
  const from = { x: start.left + start.width / 2, y: start.top + start.height / 2 };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  await act(async () => {
    handle.dispatchEvent(pointerEvent('pointerdown', from.x, from.y));
    // Past the pick list's activation distance: the drag starts.
    document.dispatchEvent(pointerEvent('pointermove', from.x, from.y + 8));
    await settle();
  });
  const end = path.at(-1) ?? from;
  if (quick) {
    await act(async () => {
      for (const point of path) document.body.dispatchEvent(pointerEvent('pointermove', point.x, point.y));
      document.body.dispatchEvent(pointerEvent('pointerup', end.x, end.y));
      await settle();
    });
    return;
  }
  for (const point of path)
    await act(async () => {
      document.body.dispatchEvent(pointerEvent('pointermove', point.x, point.y));
      await settle();
    });
  await act(async () => {
    document.body.dispatchEvent(pointerEvent('pointerup', end.x, end.y));
    await settle();
  });
}
