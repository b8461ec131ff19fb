import { z } from 'zod';
import { directionControlsMessage, lacksDirectionControls, saidNothingYet } from './direction-controls';
import { isXmlText, trimBlankEdges } from './xml-text';
import { dateBoundsMessage, isIsoCalendarDay, withinDateBounds } from './bounds';
import { int4Within, organisationScopeQuerySchema, positiveId, positiveIdFromText, searchTextSchema } from './common';
import {
  catalogueColumnNames,
  checkCsvColumns,
  columnSettingsKeys,
  csvColumnsSchema,
  unknownColumnMessage,
} from './column-settings-schema';
import { downloadMomentQueryShape } from './download-moment';
import { finderRowLinksSchema } from './finders';
import { pagingSchema, sortingSchema } from './paging';
import {
  PROBLEM_BULK_MAX,
  PROBLEM_DEFAULT_SORT,
  PROBLEM_NOTE_MAX_LENGTH,
  PROBLEM_NOTE_REQUIRED_MESSAGE,
  PROBLEM_TEXT_MAX_LENGTH,
  HOLIDAY_NAME_MAX_LENGTH,
  HOLIDAY_NAME_REQUIRED_MESSAGE,
  problemCategories,
  problemSortColumns,
  problemUrgencies,
} from './problem-solving-constants';

export * from './problem-solving-constants';

/** The queue's query string: the organisation, as every scoped call. */
export const problemScopeQuerySchema = organisationScopeQuerySchema;

/** The CSV export: the organisation, and the zone and date format of its moments. */
export const problemCsvQuerySchema = organisationScopeQuerySchema.extend(downloadMomentQueryShape);

/**
 * The queue's filters: one category, one urgency (overdue, due today...) and a text that searches the
 * record's identifier and text values as the finders do.
 */
export const problemFiltersSchema = z.object({
  category: z.enum(problemCategories).optional(),
  /** The UTC day the problem arose (a bar of the chart). */
  day: z.iso
    .date({ error: 'day must be a date (YYYY-MM-DD).' })
    .refine(withinDateBounds, dateBoundsMessage('day'))
    .optional(),
  urgency: z.enum(problemUrgencies).optional(),
  text: searchTextSchema(PROBLEM_TEXT_MAX_LENGTH).optional(),
});
export type ProblemFilters = z.infer<typeof problemFiltersSchema>;

/** POST /api/problemsolving/problems: `{ paging, sorting, filters }`, one page of the open problems. */
export const problemPageRequestSchema = z.object({
  paging: pagingSchema,
  sorting: sortingSchema(problemSortColumns).default({ ...PROBLEM_DEFAULT_SORT }),
  filters: problemFiltersSchema.default({}),
});
export type ProblemPageRequestInput = z.input<typeof problemPageRequestSchema>;

const problemColumnNames = catalogueColumnNames(columnSettingsKeys.PROBLEM_SOLVING);

/**
 * The CSV of the queue: the same body without paging (every matching row, in the grid's order), or
 * with `problemIds` only the selected problems that are still open; `columns` are the queue's (its
 * column settings key's), as the grid shows them.
 */
export const problemCsvRequestSchema = problemPageRequestSchema
  .extend({
    paging: pagingSchema.optional(),
    problemIds: z
      .array(positiveId('problemIds'))
      .min(1, 'Select at least one problem.')
      .max(PROBLEM_BULK_MAX, `Select at most ${PROBLEM_BULK_MAX} problems at a time.`)
      .optional(),
    columns: csvColumnsSchema(problemColumnNames.length),
  })
  .superRefine((request, context) =>
    checkCsvColumns(problemColumnNames, request.columns, context, unknownColumnMessage),
  );
export type ProblemCsvRequestInput = z.input<typeof problemCsvRequestSchema>;

/**
 * One open problem. `id` is the record's (the links' historyId, fileId...), as a finder row's, so the
 * finders' links serve it; `problemId` and `version` name the problem for mark-handled. `dueBy` is a
 * date (YYYY-MM-DD) or null where the category has no deadline; `urgency` compares it with the
 * server's today (UTC).
 */
export const problemRowSchema = z.object({
  id: z.number().int(),
  problemId: z.number().int(),
  version: z.number().int(),
  category: z.enum(problemCategories),
  documentType: z.string(),
  state: z.string(),
  externalId: z.string(),
  whatHappened: z.string().nullable(),
  since: z.string(),
  dueBy: z.string().nullable(),
  urgency: z.enum(problemUrgencies),
  links: finderRowLinksSchema,
});
export type ProblemRow = z.infer<typeof problemRowSchema>;

export const problemPageSchema = z.object({
  count: z.number().int(),
  currentPage: z.number().int(),
  values: z.array(problemRowSchema),
  /** Whether this user may mark the organisation's problems handled (a member; an observing admin reads). */
  mayChange: z.boolean(),
});
export type ProblemPage = z.infer<typeof problemPageSchema>;

/** GET /api/problemsolving/counts: open problems per category and urgency; the menu shows `urgent`. */
export const problemCountsSchema = z.object({
  total: z.number().int(),
  urgent: z.number().int(),
  byCategory: z.record(z.enum(problemCategories), z.number().int()),
  byUrgency: z.record(z.enum(problemUrgencies), z.number().int()),
});
export type ProblemCounts = z.infer<typeof problemCountsSchema>;

const noteSchema = z
  .string({ error: PROBLEM_NOTE_REQUIRED_MESSAGE })
  .overwrite(trimBlankEdges)
  .min(1, PROBLEM_NOTE_REQUIRED_MESSAGE)
  .max(PROBLEM_NOTE_MAX_LENGTH, `The note must be at most ${PROBLEM_NOTE_MAX_LENGTH} characters.`)
  // The note goes into the record's audit trail, and with it into the trail's XML and text downloads.
  .refine(isXmlText, 'The note may not contain control characters.');

const problemVersionSchema = z.object({
  problemId: positiveId('problemId'),
  /** The problem's version as the queue showed it: a newer one is refused (409). */
  version: int4Within(1),
});

/**
 * POST /api/problemsolving/handled: mark the selected problems handled with one note. Each problem is
 * decided alone; the answer lists which were handled and which were refused and why. Sending the same
 * call again (a double click, a retry) answers the same.
 */
export const markHandledBodySchema = z.object({
  problems: z
    .array(problemVersionSchema)
    .min(1, 'Select at least one problem.')
    .max(PROBLEM_BULK_MAX, `Select at most ${PROBLEM_BULK_MAX} problems at a time.`)
    .refine((items) => new Set(items.map(({ problemId }) => problemId)).size === items.length, {
      error: 'Each problem may be named once.',
    }),
  note: noteSchema,
});
export type MarkHandledBody = z.infer<typeof markHandledBodySchema>;

export const problemOutcomeSchema = z.object({
  problemId: z.number().int(),
  externalId: z.string().nullable(),
  /** 'handled', or why not: 404 (not one of the organisation's problems) or 409 (changed, or already handled). */
  outcome: z.enum(['handled', 'notFound', 'stale']),
  message: z.string().nullable(),
});
export type ProblemOutcome = z.infer<typeof problemOutcomeSchema>;
export const markHandledResultSchema = z.object({ outcomes: z.array(problemOutcomeSchema) });
export type MarkHandledResult = z.infer<typeof markHandledResultSchema>;

/** POST /api/problemsolving/problems/:problemId/reopen: a handled problem back in the queue. */
export const problemParamsSchema = z.object({ problemId: positiveIdFromText('problemId') });
export const reopenBodySchema = z.object({ version: int4Within(1) });

/** GET /api/problemsolving/records/:recordId/handled: a record's handled problems, for its trail's Reopen. */
export const recordParamsSchema = z.object({ recordId: positiveIdFromText('recordId') });
export const handledProblemSchema = z.object({
  problemId: z.number().int(),
  version: z.number().int(),
  category: z.enum(problemCategories),
  handledAt: z.string(),
  handledBy: z.string().nullable(),
  note: z.string(),
});
export type HandledProblem = z.infer<typeof handledProblemSchema>;
export const handledProblemsSchema = z.object({
  values: z.array(handledProblemSchema),
  /** Whether this user may reopen them (a member; an observing admin reads). */
  mayChange: z.boolean(),
});
export type HandledProblems = z.infer<typeof handledProblemsSchema>;

/**
 * GET /api/problemsolving/daily: the last PROBLEM_CHART_DAYS days up to the server's today (UTC), oldest
 * first, each with the organisation's REMIT reports whose latest outcome came that day: sent and waiting
 * for ACER's answer, accepted, rejected.
 */
export const problemDailySchema = z.object({
  days: z.array(
    z.object({ day: z.string(), sent: z.number().int(), accepted: z.number().int(), rejected: z.number().int() }),
  ),
});
export type ProblemDaily = z.infer<typeof problemDailySchema>;

// Named as the holiday calendar labels the field, under which the messages are shown.
const HOLIDAY_DAY_MESSAGE = 'Day must be a date (YYYY-MM-DD).';
/** One message a day: a browser's date field takes a year of up to six digits, which is a day out of bounds. */
const holidayDaySchema = z.string({ error: HOLIDAY_DAY_MESSAGE }).superRefine((value, context) => {
  const fail = (message: string) => context.addIssue({ code: 'custom', message });
  if (/^\d{5,6}-\d{2}-\d{2}$/.test(value)) fail(dateBoundsMessage('Day'));
  else if (!isIsoCalendarDay(value)) fail(HOLIDAY_DAY_MESSAGE);
  else if (!withinDateBounds(value)) fail(dateBoundsMessage('Day'));
});

/** A holiday's name as the calendar shows it and a Remove names it. */
const holidayNameSchema = z
  .string({ error: HOLIDAY_NAME_REQUIRED_MESSAGE })
  .overwrite(trimBlankEdges)
  .min(1, HOLIDAY_NAME_REQUIRED_MESSAGE)
  .max(HOLIDAY_NAME_MAX_LENGTH, `The name must be at most ${HOLIDAY_NAME_MAX_LENGTH} characters.`)
  .refine(isXmlText, 'The name may not contain control characters.');

/** A day the deadlines skip besides weekends: GET /api/admin/holidays lists them, oldest first. */
export const holidaySchema = z.object({
  day: holidayDaySchema,
  // A Remove asks about the name inside a sentence with the day after it: an override would turn the day around.
  name: holidayNameSchema.refine(lacksDirectionControls, {
    message: directionControlsMessage('name'),
    when: saidNothingYet,
  }),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysSchema = z.object({ values: z.array(holidaySchema) });
export const holidayParamsSchema = z.object({ day: holidayDaySchema });
/**
 * A Remove names the holiday as the calendar showed it: one added again since under another name stays.
 * A name saved before direction controls were refused can still be removed.
 */
export const holidayRemovalQuerySchema = z.object({ name: holidayNameSchema });
