import type { ReactNode } from 'react';
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
 * Always shown, so never read afresh by being shown: the Problem Solving page reads the same counts
 * afresh each time it is shown, and this entry says what that read (a colleague's change meanwhile).
 */
export function menuItemLabel(item: MenuItem, organisationId: number | null): ReactNode {
  return isProblemSolving(item) ? <ProblemSolvingLabel name={item.name} organisationId={organisationId} /> : item.name;
}

/**
 * The entry asks for the counts itself: a query's start and its answer re-render the component that
 * holds it, and held by the shell they rendered the whole shell again, the first time in one blocking
 * task while the page was still mounting.
 */
function ProblemSolvingLabel({ name, organisationId }: { name: string; organisationId: number | null }) {
  // currentData: while another organisation's counts load, the entry says no number rather than the last one's.
  const { currentData: counts } = useGetProblemCountsQuery({ organisationId });
  return counts ? problemSolvingMenuLabel(counts.urgent) : name;
}
