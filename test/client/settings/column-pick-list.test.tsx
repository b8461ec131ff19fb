import { useState } from 'react';
import { ColumnPickList } from '@client/features/settings/column-pick-list';
import type { PickLists } from '@client/features/settings/pick-list-state';
import { renderWithProviders, screen, waitFor, within } from '@test/render-with-providers';
import { dragWithPointer, layOutPickList, press, recordAnnouncements } from './pick-list-steps';

const initial: PickLists = { activeColumns: ['a', 'b', 'c', 'd'], inactiveColumns: ['x', 'y'] };
const labels: Record<string, string> = { a: 'Alpha', b: 'Bravo', c: 'Charlie', d: 'Delta', x: 'X-ray', y: 'Yankee' };

function PickListWithState() {
  const [lists, setLists] = useState(initial);
  return <ColumnPickList lists={lists} labelOf={(column) => labels[column]!} onChange={setLists} />;
}

const columnsIn = (name: 'Selected Columns' | 'Hidden Columns') =>
  within(within(screen.getByRole('region', { name })).getByRole('list'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[aria-roledescription="sortable"]')?.getAttribute('aria-label'));

/** The live region of the move buttons (dnd-kit keeps its own for dragging). */
const moveButtonRegion = () => {
  const regions = screen.getAllByRole('status').filter((region) => !region.id.startsWith('DndLiveRegion'));
  expect(regions).toHaveLength(1);
  return regions[0]!;
};

/** Where each row is drawn, top to bottom: its place in the list moved by the drag's transform. */
const drawnIn = (name: 'Selected Columns' | 'Hidden Columns') =>
  within(within(screen.getByRole('region', { name })).getByRole('list'))
    .queryAllByRole('listitem')
    .map((item) => {
      const shift = /translate3d\([^,]+, ([-\d.]+)px/.exec(item.style.transform)?.[1];
      return { column: item.getAttribute('data-column'), top: item.getBoundingClientRect().top + Number(shift ?? 0) };
    })
    .sort((a, b) => a.top - b.top)
    .map((row) => labels[row.column!]);

let restore: () => void;
beforeEach(() => {
  restore = layOutPickList();
});
afterEach(() => restore());

/** The middle of a row as laid out by layOutPickList. */
const middleOf = (label: string) => {
  const rect = screen.getByRole('button', { name: label }).getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

describe('the pick list under the mouse', () => {
  it('moves nothing when a row is let go outside both lists, and says so', async () => {
    const onChange = jest.fn();
    renderWithProviders(<ColumnPickList lists={initial} labelOf={(column) => labels[column]!} onChange={onChange} />);
    const announcements = recordAnnouncements();
    // Below the selected card, far from both, as over the empty page under the cards.
    await dragWithPointer(screen.getByRole('button', { name: 'Alpha' }), [
      { x: 150, y: 200 },
      { x: 150, y: 500 },
      { x: 150, y: 800 },
    ]);
    announcements.stop();
    expect(announcements.said.at(-1)).toBe('Alpha was dropped outside the lists and did not move.');
    expect(onChange).not.toHaveBeenCalled();
    expect(columnsIn('Selected Columns')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(columnsIn('Hidden Columns')).toEqual(['X-ray', 'Yankee']);
  });

  it('lands a quick drag where the pointer was let go, not where the page last drew it', async () => {
    renderWithProviders(<PickListWithState />);
    const delta = middleOf('Delta');
    await dragWithPointer(
      screen.getByRole('button', { name: 'Alpha' }),
      [{ x: delta.x, y: delta.y - 60 }, { x: delta.x, y: delta.y - 30 }, delta],
      { quick: true },
    );
    await waitFor(() => expect(columnsIn('Selected Columns')).toEqual(['Bravo', 'Charlie', 'Delta', 'Alpha']));
  });
});

describe('the pick list tells where a column lands', () => {
  it('announces the position a keyboard drop into the other list really gave the column', async () => {
    renderWithProviders(<PickListWithState />);
    const announcements = recordAnnouncements();
    const handle = screen.getByRole('button', { name: 'Yankee' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowLeft');
    await press(document.activeElement ?? handle, 'Space');
    await waitFor(() => expect(columnsIn('Hidden Columns')).toEqual(['X-ray']));
    announcements.stop();
    const selected = columnsIn('Selected Columns');
    const position = selected.indexOf('Yankee') + 1;
    expect(position).toBeGreaterThan(0);
    expect(announcements.said.at(-1)).toBe(`Yankee was dropped at position ${position} in Selected Columns.`);
    // What was said while it was over the list is where the drop then put it.
    expect(announcements.said).toContain(`Yankee is over position ${position} of 5 in Selected Columns.`);
  });

  it.each([
    ['Alpha', 'ArrowRight', ['Bravo', 'Charlie', 'Delta'], ['Alpha', 'X-ray', 'Yankee']],
    ['Bravo', 'ArrowRight', ['Alpha', 'Charlie', 'Delta'], ['Bravo', 'X-ray', 'Yankee']],
    ['Delta', 'ArrowRight', ['Alpha', 'Bravo', 'Charlie'], ['Delta', 'X-ray', 'Yankee']],
    ['Yankee', 'ArrowLeft', ['Yankee', 'Alpha', 'Bravo', 'Charlie', 'Delta'], ['X-ray']],
  ] as const)(
    'stacked, as on a phone, %s with %s is announced, drawn and dropped at the top of the other list',
    async (label, arrow, selectedAfter, hiddenAfter) => {
      restore();
      restore = layOutPickList({ stacked: true });
      renderWithProviders(<PickListWithState />);
      const into = arrow === 'ArrowRight' ? 'Hidden Columns' : 'Selected Columns';
      const size = (arrow === 'ArrowRight' ? hiddenAfter : selectedAfter).length;
      const announcements = recordAnnouncements();
      const handle = screen.getByRole('button', { name: label });
      handle.focus();
      await press(handle, 'Space');
      await press(handle, arrow);
      await waitFor(() => expect(columnsIn(into)).toContain(label));
      expect(announcements.said.at(-1)).toBe(`${label} is over position 1 of ${size} in ${into}.`);
      expect(drawnIn(into)).toEqual(columnsIn(into));
      await press(document.activeElement ?? handle, 'Space');
      await waitFor(() => expect(announcements.said.at(-1)).toMatch(/dropped/));
      announcements.stop();
      expect(announcements.said.at(-1)).toBe(`${label} was dropped at position 1 in ${into}.`);
      expect(columnsIn('Selected Columns')).toEqual(selectedAfter);
      expect(columnsIn('Hidden Columns')).toEqual(hiddenAfter);
    },
  );

  it('announces each move button through a live region that was on the page before', async () => {
    const { user } = renderWithProviders(<PickListWithState />);
    const region = moveButtonRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Move Bravo down' }));
    expect(columnsIn('Selected Columns')).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta']);
    expect(moveButtonRegion()).toBe(region);
    expect(region).toHaveTextContent('Bravo moved to position 3 of 4 in Selected Columns.');

    await user.click(screen.getByRole('button', { name: 'Move Delta up' }));
    expect(region).toHaveTextContent('Delta moved to position 3 of 4 in Selected Columns.');

    await user.click(screen.getByRole('button', { name: 'Hide Alpha' }));
    expect(columnsIn('Hidden Columns')).toEqual(['X-ray', 'Yankee', 'Alpha']);
    expect(region).toHaveTextContent('Alpha moved to position 3 of 3 in Hidden Columns.');

    await user.click(screen.getByRole('button', { name: 'Show X-ray' }));
    expect(region).toHaveTextContent('X-ray moved to position 4 of 4 in Selected Columns.');
    expect(moveButtonRegion()).toBe(region);
  });
});
