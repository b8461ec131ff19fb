import type { Navigation, NavigationItem } from '@shared/contract';

export interface ActiveMenuItem {
  groupName: string;
  item: NavigationItem;
}

/** Menu paths come from the server with or without a leading slash; routes always have one. */
export function toRoutePath(menuPath: string): string {
  return `/${menuPath.replace(/^\/+/, '').replace(/\/+$/, '')}`;
}

/**
 * The menu item the URL belongs to: an exact match, else the longest item path the URL lies under
 * (so err/remit_table1_trade/cancel keeps its menu entry highlighted).
 */
export function findActiveMenuItem(navigation: Navigation | undefined, pathname: string): ActiveMenuItem | undefined {
  let best: ActiveMenuItem | undefined;
  let bestLength = -1;
  for (const group of navigation?.groups ?? []) {
    for (const item of group.children) {
      const itemPath = toRoutePath(item.path);
      const matches = pathname === itemPath || pathname.startsWith(`${itemPath}/`);
      if (matches && itemPath.length > bestLength) {
        best = { groupName: group.name, item };
        bestLength = itemPath.length;
      }
    }
  }
  return best;
}
