// Problem solving without zod: the categories of an open problem, their labels, the queue's columns
// and messages. The page's chunk needs these, not the schema library; problem-solving.ts builds the
// schemas from them. Relative imports only: drizzle-kit loads this file through the schema.

import { utcMinute, type MomentWriter } from './stale-change';

/**
 * What kind of problem a row is. The database derives it from a record's family and state (migration
 * 0010, `problem_category`), or from a warning in its trail; the order is the filter's.
 */
export const problemCategories = [
  'REJECTED_REPORT',
  'INVALID_RECORD',
  'UNMATCHED_CONFIRMATION',
  'REJECTED_SETTLEMENT',
  'UNCONFIRMED_POSITION_FILE',
  'WARNING',
] as const;
export type ProblemCategory = (typeof problemCategories)[number];

export const problemCategoryLabels = {
  REJECTED_REPORT: 'Rejected report',
  INVALID_RECORD: 'Invalid record',
  UNMATCHED_CONFIRMATION: 'Unmatched confirmation',
  REJECTED_SETTLEMENT: 'Rejected invoice or netting',
  UNCONFIRMED_POSITION_FILE: 'Unconfirmed position file',
  WARNING: 'Warning',
} as const satisfies Record<ProblemCategory, string>;

/** Where a problem stands against its deadline on the server's today (UTC). */
export const problemUrgencies = ['OVERDUE', 'DUE_TODAY', 'DUE_LATER', 'NO_DEADLINE'] as const;
export type ProblemUrgency = (typeof problemUrgencies)[number];

export const problemUrgencyLabels = {
  OVERDUE: 'Overdue',
  DUE_TODAY: 'Due today',
  DUE_LATER: 'Due later',
  NO_DEADLINE: 'No deadline',
} as const satisfies Record<ProblemUrgency, string>;

/** The chart of the last days: the REMIT reports of each day by their outcome. */
export const PROBLEM_CHART_DAYS = 30;
export const reportOutcomes = ['sent', 'accepted', 'rejected'] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];
export const reportOutcomeLabels = {
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
} as const satisfies Record<ReportOutcome, string>;

/** The queue's sortable columns; due by first is the default: overdue, then due today, then later. */
export const problemSortColumns = ['dueBy', 'since', 'category', 'externalId'] as const;
export type ProblemSortColumn = (typeof problemSortColumns)[number];
export const PROBLEM_DEFAULT_SORT = { columnName: 'dueBy', sortOrder: 'ASCENDING' } as const;
export const PROBLEM_DEFAULT_PAGE_SIZE = 25;
export const PROBLEM_TEXT_MAX_LENGTH = 200;

/** What one mark-handled may carry: a page of selected rows, and a note a person writes. */
export const PROBLEM_BULK_MAX = 100;
export const PROBLEM_NOTE_MAX_LENGTH = 1000;
export const PROBLEM_NOTE_REQUIRED_MESSAGE = 'Please say how the problem was handled.';
export const PROBLEM_NOT_FOUND_MESSAGE = 'Problem not found.';
export const problemAlreadyHandledMessage = (by: string | null, at: Date, writeMoment: MomentWriter = utcMinute) =>
  `This problem was already marked as handled${by ? ` by ${by}` : ''} on ${writeMoment(at)}.`;
export const PROBLEM_NOT_HANDLED_MESSAGE = 'This problem is open: there is nothing to reopen.';
export const PROBLEM_RECORD_IN_QUEUE_MESSAGE = "The record's current problem is already in the queue: solve it there.";

export const PROBLEM_SOLVING_TITLE = 'Problem Solving';
/** The menu entry with the number of overdue and due-today problems: "Problem Solving (3)". */
export const problemSolvingMenuLabel = (urgent: number) =>
  urgent > 0 ? `${PROBLEM_SOLVING_TITLE} (${urgent})` : PROBLEM_SOLVING_TITLE;

/** The audit-trail event texts the queue writes (source 'Problem solving'). */
export const PROBLEM_EVENT_SOURCE = 'Problem solving';
export const problemHandledEventText = (category: ProblemCategory, by: string, note: string) =>
  `${problemCategoryLabels[category]} marked as handled by ${by}: ${note}`;
export const problemReopenedEventText = (category: ProblemCategory, by: string) =>
  `${problemCategoryLabels[category]} reopened by ${by}`;

/** The holiday calendar's bounds and messages (admin). */
export const HOLIDAY_NAME_MAX_LENGTH = 100;
export const HOLIDAY_NAME_REQUIRED_MESSAGE = 'Please name the holiday.';
export const holidayTakenMessage = (day: string, name: string) => `${day} is already a holiday: ${name}.`;
/** A Remove from a calendar shown before the day was removed and added again under another name. */
export const holidayChangedMessage = (day: string, name: string) =>
  `${day} was changed meanwhile and is now a holiday named ${name}: nothing was removed.`;
