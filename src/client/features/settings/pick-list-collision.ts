import {
  closestCorners,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type SensorContext,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Coordinates } from '@dnd-kit/utilities';
import { pickListNames, type PickListName } from './pick-list-state';

/** The list a drop target belongs to: a row's sortable container, or the list itself when empty. */
export function listOfTargetData(data: unknown): PickListName | undefined {
  const target = data as { sortable?: { containerId: unknown }; list?: unknown } | undefined;
  const name = target?.sortable?.containerId ?? target?.list;
  return pickListNames.find((candidate) => candidate === name);
}

/** How far a point is from a rectangle: 0 inside it. */
function distance(point: { x: number; y: number }, rect: ClientRect): number {
  const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
  const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
  return Math.hypot(dx, dy);
}

const around = (a: ClientRect, b: ClientRect): ClientRect => {
  const top = Math.min(a.top, b.top);
  const left = Math.min(a.left, b.left);
  const bottom = Math.max(a.bottom, b.bottom);
  const right = Math.max(a.right, b.right);
  return { top, left, bottom, right, width: right - left, height: bottom - top };
};

/** The attribute naming the list a panel (the titled card around it) holds. */
export const PICK_LIST_PANEL_ATTRIBUTE = 'data-pick-list-panel';

/**
 * The card a list is drawn in, as the user sees the place to drop: a short list leaves most of its card
 * empty below its rows, and a drop there belongs to it, not to the longer list beside it. Read from the
 * page, as dnd-kit measures only droppables, and a filled list is no droppable of its own.
 */
function panelRect(list: PickListName): ClientRect | undefined {
  const panel = document.querySelector(`[${PICK_LIST_PANEL_ATTRIBUTE}="${list}"]`);
  return panel?.getBoundingClientRect() ?? undefined;
}

/** How much nearer the other list must be before a dragged row changes lists (an empty list's target is
 * the list element, a few pixels larger than a row would be: without a margin that difference alone could
 * send the row back). */
const SWITCH_MARGIN = 16;

/** How far outside a list's card the pointer may be and still drop into it: an edge is hard to hit
 * exactly. Beyond it (the side menu, the top bar, the page below the cards) a drop moves nothing. */
const OUTSIDE_MARGIN = 24;

/**
 * The pointer decides, not the dragged row's rectangle: first the list nearest the pointer (its card, with
 * the box around its rows), keeping the row's own list unless the other is clearly nearer, then the row under the pointer,
 * or the nearest one in that list. Moving a row into a list only grows that list's box and shrinks the
 * other's, so the list chosen after the move is the same one: the row is not sent back and forth between
 * the lists (dnd-kit's corner-based detection, fed the row's rectangle that jumps with each move, did that
 * at the edges until React gave up). A pointer well outside both cards is over nothing, so a drop there
 * moves nothing. The keyboard has no pointer and keeps the corner-based detection its arrow-key moves are
 * built on.
 */
export const pickListCollision: CollisionDetection = (args) => {
  const pointer = args.pointerCoordinates;
  if (!pointer) return closestCorners(args);
  const targets = args.droppableContainers.flatMap((container) => {
    const list = listOfTargetData(container.data.current);
    const rect = args.droppableRects.get(container.id);
    return list && rect ? [{ container, list, rect }] : [];
  });
  const ownList = listOfTargetData(args.active.data.current);
  let nearestList: PickListName | undefined;
  let nearestListDistance = Infinity;
  for (const list of pickListNames) {
    const rects = targets.filter((target) => target.list === list).map((target) => target.rect);
    if (rects.length === 0) continue;
    const panel = panelRect(list);
    const area = rects.reduce(around, panel ?? rects[0]!);
    const away = distance(pointer, area);
    if (away > OUTSIDE_MARGIN) continue;
    const gap = away + (list === ownList ? -SWITCH_MARGIN : 0);
    if (gap < nearestListDistance) [nearestList, nearestListDistance] = [list, gap];
  }
  const nearest = targets
    .filter((target) => target.list === nearestList)
    .map((target) => ({ ...target, gap: distance(pointer, target.rect) }))
    .sort((a, b) => a.gap - b.gap)[0];
  if (!nearest) return [];
  return [{ id: nearest.container.id, data: { droppableContainer: nearest.container, value: nearest.gap } }];
};

/**
 * The target under the point where the pointer was released, found as the drag's own collisions are:
 * dnd-kit's `over` comes from an effect after the last pointer move, so a quick release can end the drag
 * before it has caught up with the pointer. Null when the point is over no list.
 */
export function dropTargetAt(
  args: Parameters<CollisionDetection>[0],
  releasedAt: Coordinates,
): DroppableContainer | null {
  const [first] = pickListCollision({ ...args, pointerCoordinates: releasedAt });
  return args.droppableContainers.find((container) => container.id === first?.id) ?? null;
}

/** The list an arrow key sends a picked-up row to, as the instructions say: left Selected, right Hidden. */
const listOfArrow: Partial<Record<string, PickListName>> = {
  ArrowLeft: 'activeColumns',
  ArrowRight: 'inactiveColumns',
};

/**
 * dnd-kit's sortable arrow keys, but left and right reach the other list wherever it is drawn: on a
 * phone the lists are stacked, and dnd-kit's right found nothing to its right, so the row stayed put.
 * Side by side, dnd-kit's own move stands; stacked, the row goes to the top of the other list.
 */
export const pickListKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const toward = listOfArrow[event.code];
  const { active, collisionRect, droppableRects, droppableContainers } = args.context;
  if (!toward || !active || !collisionRect || listOfTargetData(active.data.current) === toward)
    return sortableKeyboardCoordinates(event, args);
  const first = droppableContainers
    .getEnabled()
    .filter((container) => listOfTargetData(container.data.current) === toward)
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is ClientRect => rect !== undefined)
    .sort((a, b) => a.top - b.top)[0];
  const beside =
    first && (toward === 'inactiveColumns' ? first.left > collisionRect.left : first.left < collisionRect.left);
  if (!first || beside) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  // The row is aimed at the place it will have once it is in the other list: leaving a list drawn above
  // lifts the other list by the row's slot. Aimed at the first row's place of now, it would sit on what is
  // then the second row, be drawn and dropped second, while the first arrangement announced the top.
  const own = droppableRects.get(active.id);
  const lift = own && own.bottom <= first.top ? slotOf(own, rowRectsOf(args.context, active.id)) : 0;
  return { x: first.left, y: first.top - lift };
};

/** The other rows of the list a row belongs to, top to bottom. */
function rowRectsOf(
  { droppableRects, droppableContainers }: SensorContext,
  row: DroppableContainer['id'],
): ClientRect[] {
  const list = listOfTargetData(droppableContainers.get(row)?.data.current);
  return droppableContainers
    .getEnabled()
    .filter((container) => container.id !== row && listOfTargetData(container.data.current) === list)
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is ClientRect => rect !== undefined)
    .sort((a, b) => a.top - b.top);
}

/** The height a row takes in its list, the gap to its neighbour included: what the list loses without it. */
function slotOf(row: ClientRect, others: ClientRect[]): number {
  const below = others.find((rect) => rect.top >= row.bottom);
  const above = others.findLast((rect) => rect.bottom <= row.top);
  const gap = below ? below.top - row.bottom : above ? row.top - above.bottom : 0;
  // An only row leaves the list's empty look behind, about as tall: nothing moves to aim for.
  return others.length === 0 ? 0 : row.height + gap;
}
