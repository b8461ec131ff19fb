import { focusIsLost } from './use-focus-if-lost';

/**
 * Where the keyboard's focus goes as rows come and go in a list of a form (a container marked with
 * `rowListProps`, its rows with `rowProps`, its Add button with `addButtonProps`). After a Remove, whose
 * button is then gone or disabled (the list at its minimum), the focus would fall to the page's top; after
 * an Add by `setValue` (useFieldArray's rows focus themselves), it would stay on Add, away from the new row.
 */
export const rowListProps = { 'data-row-list': '' } as const;
export const rowProps = { 'data-row': '' } as const;
export const addButtonProps = { 'data-row-add': '' } as const;

const FIELD = 'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, [role="combobox"]';

/** After the rows are drawn again (a click's render is done by then). */
const afterRender = (work: () => void) => setTimeout(work, 0);

/** Call from a Remove's click: the list's Add takes the focus if it was lost. */
export function keepFocusAfterRemove(removeButton: Element): void {
  const list = removeButton.closest('[data-row-list]');
  afterRender(() => {
    if (focusIsLost()) list?.querySelector<HTMLElement>('[data-row-add]')?.focus();
  });
}

/** Call from an Add's click: the new (last) row's first field takes the focus. */
export function focusNewRow(addButton: Element): void {
  const list = addButton.closest('[data-row-list]');
  afterRender(() => {
    const rows = list?.querySelectorAll('[data-row]');
    rows?.[rows.length - 1]?.querySelector<HTMLElement>(FIELD)?.focus();
  });
}
