import type { Element, Root } from 'hast';

/** The class of the box each table of a help text scrolls sideways in, for the places that show help. */
export const TABLE_REGION_CLASS = 'markdown-table';

/** A table's box as a screen reader names it: numbered when the text has more than one. */
export function tableRegionName(index: number, count: number): string {
  return count === 1 ? 'Table' : `Table ${index + 1} of ${count}`;
}

/**
 * A rehype plugin, run after the sanitiser: each table is wrapped in a box of its own that scrolls
 * sideways, so a table wider than a phone's screen no longer makes the whole page scroll. The box is a
 * named region in the focus order (axe: scrollable-region-focusable), so a keyboard reaches what is
 * beside the screen. The same rule for the server's reading text and the editor's preview.
 */
export function wrapTablesInRegions() {
  return (tree: Root) => {
    const tables: { parent: Root | Element; table: Element }[] = [];
    const find = (parent: Root | Element) => {
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'table') tables.push({ parent, table: child });
        else find(child);
      }
    };
    find(tree);
    tables.forEach(({ parent, table }, index) => {
      const region: Element = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: [TABLE_REGION_CLASS],
          role: 'region',
          tabIndex: 0,
          ariaLabel: tableRegionName(index, tables.length),
        },
        children: [table],
      };
      parent.children[parent.children.indexOf(table)] = region;
    });
  };
}
