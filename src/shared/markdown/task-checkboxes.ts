import type { Element, Root } from 'hast';

/** What a task list's box says to a screen reader, for a done and an open task. */
export const TASK_DONE_LABEL = 'Done';
export const TASK_OPEN_LABEL = 'Not done';

/**
 * A rehype plugin, run after the sanitiser: a task list's check box (`- [x] task`) gets a name, done or
 * not done. GitHub's markdown writes it as a bare disabled input, which a screen reader announces as an
 * unnamed check box (axe: critical). The same rule for the server's reading text and the editor's preview.
 */
export function labelTaskCheckboxes() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'input' && child.properties.type === 'checkbox') {
          child.properties.ariaLabel = child.properties.checked ? TASK_DONE_LABEL : TASK_OPEN_LABEL;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
