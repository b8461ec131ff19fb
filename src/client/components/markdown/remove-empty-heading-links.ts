import type { ElementContent, Root, RootContent } from 'hast';

const HEADING = /^h[1-6]$/;

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function prune(nodes: (RootContent | ElementContent)[], inHeading: boolean): void {
  for (let index = nodes.length - 1; index >= 0; index -= 1) {
    const node = nodes[index];
    if (node?.type !== 'element') continue;
    if (inHeading && node.tagName === 'a' && textOf(node).trim() === '') {
      nodes.splice(index, 1);
      continue;
    }
    prune(node.children, inHeading || HEADING.test(node.tagName));
  }
}

/**
 * A rehype plugin, run after the sanitiser: the editor's preview puts an icon-only anchor link into
 * every heading, and once the sanitiser has removed the icon it is a link without a name.
 */
export function removeEmptyHeadingLinks() {
  return (tree: Root) => {
    prune(tree.children, false);
  };
}
