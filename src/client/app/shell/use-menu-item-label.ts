import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import type { Navigation } from '@shared/contract';
import { paths } from '@shared/app-paths';
import { problemSolvingMenuLabel } from '@shared/contract/problem-solving-constants';
import { useGetProblemCountsQuery } from '@client/api/problem-solving-api';
import { toRoutePath } from './find-active-menu-item';

type MenuItem = Navigation['groups'][number]['children'][number];

const isProblemSolving = (item: MenuItem) => toRoutePath(item.path) === paths.problemSolving.path;

/**
 * What a menu entry says: the server's name, and for Problem Solving the number of problems overdue or
 * due today ("Problem Solving (3)"), read from the server and refetched after every change to the queue.
 */
export function useMenuItemLabel(navigation: Navigation | undefined, organisationId: number | null) {
  const hasQueue = navigation?.groups.some((group) => group.children.some(isProblemSolving)) ?? false;
  // currentData: while another organisation's counts load, the entry says no number rather than the last one's.
  const { currentData: counts } = useGetProblemCountsQuery(hasQueue ? { organisationId } : skipToken);
  return useCallback(
    (item: MenuItem) => (isProblemSolving(item) && counts ? problemSolvingMenuLabel(counts.urgent) : item.name),
    [counts],
  );
}
