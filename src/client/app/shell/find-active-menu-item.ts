import type { Navigation, NavigationItem } from '@shared/contract';

export interface ActiveMenuItem {
  groupName: string;
  item: NavigationItem;
}

/**
 * A menu path as a router link: the server writes paths with or without a leading slash, and some
 * carry a query string (settings/datatable/customize?documentType=…) that must survive.
 */
export function toRoutePath(menuPath: string): string {
  const [pathPart = '', ...queryParts] = menuPath.split('?');
  const query = queryParts.join('?');
  const pathname = `/${pathPart.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return query === '' ? pathname : `${pathname}?${query}`;
}

interface MenuTarget {
  pathname: string;
  query: URLSearchParams;
}

function menuTarget(menuPath: string): MenuTarget {
  const href = toRoutePath(menuPath);
  const queryStart = href.indexOf('?');
  if (queryStart < 0) return { pathname: href, query: new URLSearchParams() };
  return { pathname: href.slice(0, queryStart), query: new URLSearchParams(href.slice(queryStart + 1)) };
}

/** How many of the item's query parameters the URL carries with the same value; -1 if one differs. */
function queryScore(itemQuery: URLSearchParams, currentQuery: URLSearchParams): number {
  let score = 0;
  for (const [name, value] of itemQuery) {
    if (!currentQuery.getAll(name).includes(value)) return -1;
    score += 1;
  }
  return score;
}

/**
 * The menu item the URL belongs to. The longest item path the URL equals or lies under wins (so
 * err/remit_table1_trade/cancel keeps its entry highlighted); between items of one path, the one whose
 * query parameters the URL carries wins, and an item whose parameters differ still counts when no
 * other fits (Column Settings stays active when the page switches to another document type).
 */
export function findActiveMenuItem(
  navigation: Navigation | undefined,
  pathname: string,
  search = '',
): ActiveMenuItem | undefined {
  const currentQuery = new URLSearchParams(search);
  let best: ActiveMenuItem | undefined;
  let bestRank: [number, number] = [-1, -2];
  for (const group of navigation?.groups ?? []) {
    for (const item of group.children) {
      const target = menuTarget(item.path);
      const matches = pathname === target.pathname || pathname.startsWith(`${target.pathname.replace(/\/$/, '')}/`);
      if (!matches) continue;
      const rank: [number, number] = [target.pathname.length, queryScore(target.query, currentQuery)];
      if (rank[0] > bestRank[0] || (rank[0] === bestRank[0] && rank[1] > bestRank[1])) {
        best = { groupName: group.name, item };
        bestRank = rank;
      }
    }
  }
  return best;
}
