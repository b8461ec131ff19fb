import type { UserEvent } from '@testing-library/user-event';
import { screen, waitFor, within } from '@test/render-with-providers';

/**
 * Unticks every data column in a grid's Manage columns, opened from `column`'s menu, as a user would:
 * the columns named in `notData` (a links or actions column) and the rows' own selection boxes stay.
 */
export async function hideEveryDataColumn(
  user: UserEvent,
  grid: HTMLElement,
  column: string,
  notData: readonly string[],
): Promise<void> {
  await user.click(within(grid).getByLabelText(`${column} column menu`));
  await user.click(await screen.findByRole('menuitem', { name: /manage columns/i }));
  await screen.findByRole('checkbox', { name: column });
  const kept = new Set(['Show/Hide All', '__check__', ...notData]);
  for (const box of screen.getAllByRole('checkbox')) {
    const field = box.getAttribute('name');
    // The rows' own boxes are checkboxes too; the menu's name the columns.
    const isColumn = field !== null && !field.startsWith('select_') && !kept.has(field);
    if (isColumn && (box as HTMLInputElement).checked) await user.click(box);
  }
  await user.keyboard('{Escape}');
  await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: column })).not.toBeInTheDocument());
}
