import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { dropTargetAt, pickListCollision } from '@client/features/settings/pick-list-collision';
import type { PickListName } from '@client/features/settings/pick-list-state';

const rect = (left: number, top: number): ClientRect => ({
  left,
  top,
  width: 300,
  height: 40,
  right: left + 300,
  bottom: top + 40,
});

/** Two rows a list, side by side as on a desktop: the selected list at x 0-300, the hidden at x 400-700. */
const rows: { id: string; list: PickListName; rect: ClientRect }[] = [
  { id: 'a', list: 'activeColumns', rect: rect(0, 100) },
  { id: 'b', list: 'activeColumns', rect: rect(0, 140) },
  { id: 'x', list: 'inactiveColumns', rect: rect(400, 100) },
  { id: 'y', list: 'inactiveColumns', rect: rect(400, 140) },
];
const containers = rows.map(
  ({ id, list }) =>
    ({
      id,
      key: id,
      disabled: false,
      data: { current: { sortable: { containerId: list } } },
      node: { current: null },
      rect: { current: null },
    }) as DroppableContainer,
);
const measured = {
  active: { id: 'a', data: containers[0]!.data, rect: { current: { initial: null, translated: null } } },
  collisionRect: rows[0]!.rect,
  droppableRects: new Map(rows.map((row) => [row.id, row.rect])),
  droppableContainers: containers,
  pointerCoordinates: null,
};
const collidesAt = (x: number, y: number) => pickListCollision({ ...measured, pointerCoordinates: { x, y } });

describe('the pick list under the pointer', () => {
  it('is over the nearest row of the list the pointer is in, or just beside', () => {
    expect(collidesAt(150, 150)[0]?.id).toBe('b');
    expect(collidesAt(550, 110)[0]?.id).toBe('x');
    // A little past an edge still counts: a card's edge is hard to hit exactly.
    expect(collidesAt(-10, 115)[0]?.id).toBe('a');
    expect(collidesAt(550, 195)[0]?.id).toBe('y');
  });

  it('is over nothing well outside both lists: the side menu, the top bar, the page below', () => {
    expect(collidesAt(-200, 120)).toEqual([]);
    expect(collidesAt(150, 20)).toEqual([]);
    expect(collidesAt(150, 600)).toEqual([]);
    expect(collidesAt(1000, 120)).toEqual([]);
  });

  it('finds the drop target at the release point, whatever the last collision was', () => {
    expect(dropTargetAt(measured, { x: 550, y: 150 })?.id).toBe('y');
    expect(dropTargetAt(measured, { x: 150, y: 600 })).toBeNull();
  });
});
