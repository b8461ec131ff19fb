import type { z } from 'zod';

type Path = ReadonlyArray<PropertyKey>;

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * Whether the values at `paths` of the object a superRefine checks passed their own checks. A rule
 * across fields compares only such values: one that already failed (a date out of bounds, 30 February)
 * is told on its own field, and comparing it would mark the correct field beside it wrong.
 */
export function passedOwnChecks(context: z.RefinementCtx, ...paths: Path[]): boolean {
  return !context.issues.some((issue) => paths.some((path) => samePath(issue.path ?? [], path)));
}
