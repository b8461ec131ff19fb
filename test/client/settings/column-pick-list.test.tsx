import { useState } from 'react';
import { ColumnPickList } from '@client/features/settings/column-pick-list';
import type { PickLists } from '@client/features/settings/pick-list-state';
import { renderWithProviders, screen, waitFor, within } from '@test/render-with-providers';
import { layOutPickList, press, recordAnnouncements } from './pick-list-steps';

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

let restore: () => void;
beforeEach(() => {
  restore = layOutPickList();
});
afterEach(() => restore());

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
