import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { ColumnPickListRow, type RowControl } from './column-pick-list-row';
import {
  dropTargetAt,
  listOfTargetData,
  PICK_LIST_PANEL_ATTRIBUTE,
  pickListCollision,
  pickListKeyboardCoordinates,
} from './pick-list-collision';
import { listOf, moveColumn, pickListNames, sameLists, type PickListName, type PickLists } from './pick-list-state';
import { usePickListRelease } from './use-pick-list-release';

export const pickListTitles: Record<PickListName, string> = {
  activeColumns: 'Selected Columns',
  inactiveColumns: 'Hidden Columns',
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a column, press Space or Enter. While it is picked up, use the arrow keys: up and down to ' +
    'reorder, left to move it to Selected Columns, right to move it to Hidden Columns. Press Space or Enter ' +
    'to drop it, or Escape to cancel.',
};

export interface ColumnPickListProps {
  lists: PickLists;
  labelOf: (column: string) => string;
  /** A finished move (a drop somewhere else, or a move button): the page's Save becomes possible. */
  onChange: (lists: PickLists) => void;
}

/** Where a column is in the lists, as a place a person hears: 'position 3 of 8 in Selected Columns'. */
function positionOf(lists: PickLists, column: string) {
  const list = listOf(lists, column);
  return list && { list, position: lists[list].indexOf(column) + 1, size: lists[list].length };
}

/**
 * Selected Columns and Hidden Columns (market-reporting spec, 'Personal Column Settings') as two dnd-kit
 * sortable lists: drag a column between them or within them with the mouse, or with the keyboard alone
 * (Space to pick up, arrows to move, Space to drop, each step announced), or use a row's move buttons.
 */
export function ColumnPickList({ lists, labelOf, onChange }: ColumnPickListProps) {
  // While dragging, the lists as the drag currently arranges them; committed on drop, dropped on cancel.
  const [dragLists, setDragLists] = useState<PickLists | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ column: string; control: RowControl } | null>(null);
  const shown = dragLists ?? lists;
  // The announcements read the lists of the moment, not of the render that created them.
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  });
  const arrangeDrag = (next: PickLists | null) => {
    shownRef.current = next ?? lists;
    setDragLists(next);
  };
  const startListRef = useRef<PickListName | undefined>(undefined);
  const lastPlaceRef = useRef('');
  const lastCrossingRef = useRef('');
  // Where the column would land and where the drop put it, for the announcements, which dnd-kit makes
  // after onDragOver and onDragEnd have run (and moved the row).
  const landingRef = useRef<ReturnType<typeof positionOf>>(undefined);
  const droppedRef = useRef<ReturnType<typeof positionOf>>(undefined);
  // What a move button did; the live region is always on the page, so a screen reader hears each change.
  const [moveMessage, setMoveMessage] = useState('');

  // The last collision's measurements, to find the target under the release point with (see onDragEnd).
  const collisionArgsRef = useRef<Parameters<CollisionDetection>[0] | null>(null);
  const collisionDetection: CollisionDetection = (args) => {
    collisionArgsRef.current = args;
    return pickListCollision(args);
  };
  const release = usePickListRelease();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: pickListKeyboardCoordinates }),
  );

  /** The lists as a drop on `over` would leave them; undefined when `over` belongs to no list. */
  const arrangedBy = (column: string, over: Pick<Over, 'id' | 'data'> | null) => {
    const list = listOfTargetData(over?.data.current);
    if (!list || !over) return undefined;
    const current = shownRef.current;
    const overIndex = current[list].indexOf(String(over.id));
    return moveColumn(current, column, list, overIndex >= 0 ? overIndex : current[list].length);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const column = String(active.id);
      const start = positionOf(shownRef.current, column);
      if (!start) return undefined;
      lastPlaceRef.current = `${start.list}:${start.position - 1}`;
      return `Picked up ${labelOf(column)}, position ${start.position} of ${start.size} in ${pickListTitles[start.list]}.`;
    },
    onDragOver: ({ active }) => {
      const landing = landingRef.current;
      // The live region keeps one text: repeating the place just announced (the start, where the row
      // is over itself) would overwrite "Picked up" before a screen reader reads it.
      const where = landing ? `${landing.list}:${landing.position - 1}` : 'none';
      if (where === lastPlaceRef.current) return undefined;
      lastPlaceRef.current = where;
      if (!landing) return `${labelOf(String(active.id))} is no longer over a list.`;
      return `${labelOf(String(active.id))} is over position ${landing.position} of ${landing.size} in ${pickListTitles[landing.list]}.`;
    },
    onDragEnd: ({ active }) => {
      const dropped = droppedRef.current;
      if (!dropped) return `${labelOf(String(active.id))} was dropped outside the lists and did not move.`;
      return `${labelOf(String(active.id))} was dropped at position ${dropped.position} in ${pickListTitles[dropped.list]}.`;
    },
    onDragCancel: ({ active }) => {
      const list = startListRef.current;
      return `Moving ${labelOf(String(active.id))} was cancelled. It stays in ${list ? pickListTitles[list] : 'its list'}.`;
    },
  };

  const onDragOver = ({ active, over, delta }: DragOverEvent) => {
    const column = String(active.id);
    const current = shownRef.current;
    const arranged = arrangedBy(column, over);
    landingRef.current = arranged && positionOf(arranged, column);
    // Into the other list at once, so the row shows where it will land; reordering waits for the drop.
    if (!arranged || listOf(current, column) === listOf(arranged, column)) return;
    // At most one change of list per pointer position: a change the new layout alone asks for, with the
    // pointer still, would be a feedback loop between the lists.
    const pointerAt = `${delta.x},${delta.y}`;
    if (pointerAt === lastCrossingRef.current) return;
    lastCrossingRef.current = pointerAt;
    arrangeDrag(arranged);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const column = String(active.id);
    // A pointer drop lands where the pointer was let go, not where dnd-kit last saw it.
    const releasedAt = release.take();
    const measured = collisionArgsRef.current;
    const target = releasedAt && measured ? dropTargetAt(measured, releasedAt) : over;
    const arranged = arrangedBy(column, target);
    droppedRef.current = arranged && positionOf(arranged, column);
    arrangeDrag(null);
    if (arranged && !sameLists(arranged, lists)) onChange(arranged);
  };

  const moveBy = (column: string, list: PickListName, to: PickListName, index: number, control: RowControl) => {
    const next = moveColumn(lists, column, to, index);
    if (next === lists) return;
    setFocusAfterMove({ column, control: list === to ? control : 'handle' });
    const moved = positionOf(next, column)!;
    setMoveMessage(
      `${labelOf(column)} moved to position ${moved.position} of ${moved.size} in ${pickListTitles[moved.list]}.`,
    );
    onChange(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={({ active, activatorEvent }) => {
        release.watch(activatorEvent);
        // A release before this drag's first collision falls back to `over`, never to the last drag's rows.
        collisionArgsRef.current = null;
        startListRef.current = listOf(lists, String(active.id));
        lastCrossingRef.current = '';
        arrangeDrag(lists);
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        release.forget();
        arrangeDrag(null);
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        {pickListNames.map((list) => (
          <PickListPanel key={list} list={list} columns={shown[list]}>
            {shown[list].map((column, index) => (
              <ColumnPickListRow
                key={column}
                column={column}
                label={labelOf(column)}
                list={list}
                first={index === 0}
                last={index === shown[list].length - 1}
                focusControl={focusAfterMove?.column === column ? focusAfterMove.control : undefined}
                onFocused={() => setFocusAfterMove(null)}
                onMoveUp={() => moveBy(column, list, list, index - 1, 'up')}
                onMoveDown={() => moveBy(column, list, list, index + 1, 'down')}
                onMoveAcross={() => {
                  const other = list === 'activeColumns' ? 'inactiveColumns' : 'activeColumns';
                  moveBy(column, list, other, lists[other].length, 'handle');
                }}
              />
            ))}
          </PickListPanel>
        ))}
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {moveMessage}
      </Box>
    </DndContext>
  );
}

interface PickListPanelProps {
  list: PickListName;
  columns: string[];
  children: ReactNode;
}

/** One titled list; an empty list is a drop target itself, so it can be filled again. */
function PickListPanel({ list, columns, children }: PickListPanelProps) {
  const titleId = useId();
  // A target only while empty: around its rows it would catch the keyboard's left/right moves (its
  // edge lies beyond the rows'), and a filled list is reached through its rows anyway.
  const { setNodeRef, isOver } = useDroppable({ id: `list:${list}`, data: { list }, disabled: columns.length > 0 });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      {...{ [PICK_LIST_PANEL_ATTRIBUTE]: list }}
      sx={{ flex: 1, minWidth: 0, p: 1.5 }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {pickListTitles[list]}
      </Typography>
      <SortableContext id={list} items={columns} strategy={verticalListSortingStrategy}>
        <Stack
          component="ul"
          ref={setNodeRef}
          aria-labelledby={titleId}
          data-list={list}
          spacing={0.5}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0.5,
            minHeight: 56,
            borderRadius: 1,
            outline: isOver ? '2px dashed' : 'none',
            outlineColor: 'primary.main',
          }}
        >
          {children}
        </Stack>
      </SortableContext>
      {columns.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {list === 'activeColumns' ? 'No column selected.' : 'No hidden column.'}
        </Typography>
      )}
    </Paper>
  );
}
