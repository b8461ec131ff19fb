import { quotedTrailText } from '@shared/contract/audit-trail-links';
// Marking problems handled and reopening them: each change locks the problems it decides on, so two
// users take turns; a change made from a stale queue is refused, and the same call sent again (a double
// click, a retry) answers as the first did instead of writing twice.
import {
  PROBLEM_EVENT_SOURCE,
  PROBLEM_NOT_FOUND_MESSAGE,
  PROBLEM_NOT_HANDLED_MESSAGE,
  PROBLEM_RECORD_IN_QUEUE_MESSAGE,
  problemAlreadyHandledMessage,
  problemHandledEventText,
  problemReopenedEventText,
  type ProblemOutcome,
} from '@shared/contract/problem-solving';
import { staleChangeMessage, type MomentWriter } from '@shared/contract/stale-change';
import type { ReportingRepository } from '../reporting/repository';
import type { ProblemRow, ProblemsRepository } from './repository';

/** The stores a change writes, in one unit of work (repositories.ts gives them). */
export interface ProblemStores {
  problems: ProblemsRepository;
  reporting: ReportingRepository;
  transaction<T>(work: (stores: ProblemStores) => Promise<T>): Promise<T>;
}

export interface ProblemChangeContext {
  repos: ProblemStores;
  organisationId: number;
  actor: { userId: number; name: string };
  at: Date;
  /** How a refusal writes when the problem last changed: in the reader's zone and date format. */
  writeMoment: MomentWriter;
}

/** An event of a user's words (a name, a note), which link no document (quotedTrailText). */
const userEvent = (at: Date, text: string) => ({
  occurredAt: at,
  severity: 'INFO' as const,
  source: PROBLEM_EVENT_SOURCE,
  text: quotedTrailText(text),
  messagingDetail: false,
  processingDetail: false,
});

/**
 * The latest change of a problem: marked handled, else reopened by a user, unless the record changed
 * since (the triggers of migration 0010 renew `since`, and nobody is on record for that).
 */
function latestChange(problem: ProblemRow): { by: string | null; at: Date } {
  if (problem.handledAt) return { by: problem.handledByName, at: problem.handledAt };
  if (problem.reopenedAt && problem.reopenedAt >= problem.since)
    return { by: problem.reopenedByName, at: problem.reopenedAt };
  return { by: null, at: problem.since };
}

const staleMessage = (problem: ProblemRow, writeMoment: MomentWriter) =>
  staleChangeMessage({ thing: 'problem', version: problem.version, ...latestChange(problem) }, writeMoment);

/**
 * Marks each named problem handled with the note, and says so in its record's trail. Each problem is
 * decided alone: another organisation's or a missing one is not found, a changed one is stale, one
 * already handled is refused, unless it is this very call again (same user, same note, the version
 * it made), which answers handled once more.
 */
export function markProblemsHandled(
  context: ProblemChangeContext,
  input: { problems: readonly { problemId: number; version: number }[]; note: string },
): Promise<ProblemOutcome[]> {
  const { actor, at, note } = { ...context, note: input.note };
  return context.repos.transaction(async (repos) => {
    const ids = input.problems.map(({ problemId }) => problemId);
    const locked = new Map((await repos.problems.lock(context.organisationId, ids)).map((row) => [row.id, row]));
    const outcomes: ProblemOutcome[] = [];
    const accepted: ProblemRow[] = [];
    for (const { problemId, version } of input.problems) {
      const problem = locked.get(problemId);
      const answer = (outcome: ProblemOutcome['outcome'], message: string | null) =>
        outcomes.push({ problemId, externalId: problem?.externalId ?? null, outcome, message });
      if (!problem) {
        answer('notFound', PROBLEM_NOT_FOUND_MESSAGE);
      } else if (problem.handledAt) {
        const sameCall =
          problem.handledBy === actor.userId && problem.handledNote === note && problem.version === version + 1;
        if (sameCall) answer('handled', null);
        else
          answer('stale', problemAlreadyHandledMessage(problem.handledByName, problem.handledAt, context.writeMoment));
      } else if (problem.version !== version) {
        answer('stale', staleMessage(problem, context.writeMoment));
      } else {
        accepted.push(problem);
        answer('handled', null);
      }
    }
    // One statement for all, then each record's trail in the order of the locks taken above.
    await repos.problems.markHandled(
      accepted.map(({ id }) => id),
      { userId: actor.userId, name: actor.name, note, at },
    );
    for (const problem of accepted.sort((a, b) => a.id - b.id))
      await repos.reporting.appendEvents(problem.recordId, [
        userEvent(at, problemHandledEventText(problem.category, actor.name, note)),
      ]);
    return outcomes;
  });
}

export type ReopenOutcome = { ok: true } | { ok: false; reason: 'notFound' | 'stale'; message: string };

/**
 * Puts a handled problem back in the queue, and says so in its record's trail. Sent again after it
 * worked (the version it made, by this user, the problem open), it answers as the first call did.
 */
export function reopenProblem(
  context: ProblemChangeContext,
  input: { problemId: number; version: number },
): Promise<ReopenOutcome> {
  return context.repos.transaction(async (repos) => {
    const [problem] = await repos.problems.lock(context.organisationId, [input.problemId]);
    if (!problem) return { ok: false, reason: 'notFound', message: PROBLEM_NOT_FOUND_MESSAGE };
    if (!problem.handledAt) {
      // This very reopen again: the version it made, by this user (a colleague's reopen is not a retry).
      if (problem.version === input.version + 1 && problem.reopenedBy === context.actor.userId) return { ok: true };
      return { ok: false, reason: 'stale', message: PROBLEM_NOT_HANDLED_MESSAGE };
    }
    if (problem.version !== input.version)
      return { ok: false, reason: 'stale', message: staleMessage(problem, context.writeMoment) };
    // A warning's record whose state is now a problem is in the queue by that: one row a record.
    if (problem.source === 'WARNING' && (await repos.problems.hasOpenStateProblem(problem.recordId)))
      return { ok: false, reason: 'stale', message: PROBLEM_RECORD_IN_QUEUE_MESSAGE };
    await repos.problems.reopen(problem.id, { ...context.actor, at: context.at });
    await repos.reporting.appendEvents(problem.recordId, [
      userEvent(context.at, problemReopenedEventText(problem.category, context.actor.name)),
    ]);
    return { ok: true };
  });
}
