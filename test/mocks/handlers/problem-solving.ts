import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  markHandledBodySchema,
  problemCategories,
  problemPageRequestSchema,
  holidaySchema,
  problemUrgencies,
  type ProblemOutcome,
} from '@shared/contract/problem-solving';
import { holidayTakenMessage } from '@shared/contract/problem-solving-constants';
import { writeDayText } from '@shared/moment-format';
import { apiUrl } from '../api-url';
import { mockSession } from '../mock-session';
import { pageOfRows } from '../paged-handler';
import { mockHolidays, mockProblems } from '../problem-data';
import { notLoggedIn } from './not-logged-in';

const organisationOf = (request: Request) => Number(new URL(request.url).searchParams.get('organisationId'));
/** Admins observe the organisations of the mock world, as of the real one: they change no problem. */
const mayChange = () => !mockSession.account()?.user.isAdmin;
const openOf = (organisationId: number) =>
  mockProblems.filter((problem) => problem.organisationId === organisationId && problem.handled === null);

/** The problem-solving calls over the mock world's problems: a page, the counts, mark handled. */
export const problemSolvingHandlers = [
  http.post(apiUrl(apiPaths.problemSolvingProblems), async ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const parsed = problemPageRequestSchema.safeParse(await request.json());
    if (!parsed.success) return HttpResponse.json({ errorMessage: 'Invalid request.' }, { status: 400 });
    const { filters } = parsed.data;
    const rows = openOf(organisationOf(request))
      .map(({ row }) => row)
      .filter((row) => !filters.category || row.category === filters.category)
      .filter((row) => !filters.urgency || row.urgency === filters.urgency)
      .filter((row) => !filters.text || row.externalId.toLowerCase().includes(filters.text.toLowerCase()));
    return HttpResponse.json({ ...pageOfRows(rows, parsed.data, (row) => row.problemId), mayChange: mayChange() });
  }),

  http.get(apiUrl(apiPaths.problemSolvingCounts), ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const open = openOf(organisationOf(request)).map(({ row }) => row);
    const countOf = <T extends string>(values: readonly T[], key: (row: (typeof open)[number]) => T) =>
      Object.fromEntries(values.map((value) => [value, open.filter((row) => key(row) === value).length]));
    const byUrgency = countOf(problemUrgencies, (row) => row.urgency);
    return HttpResponse.json({
      total: open.length,
      urgent: (byUrgency.OVERDUE ?? 0) + (byUrgency.DUE_TODAY ?? 0),
      byCategory: countOf(problemCategories, (row) => row.category),
      byUrgency,
    });
  }),

  http.get(apiUrl(apiPaths.problemSolvingDaily), () => {
    if (!mockSession.account()) return notLoggedIn();
    const days = Array.from({ length: 30 }, (_, index) => ({
      day: new Date(Date.UTC(2026, 10, 22 + index)).toISOString().slice(0, 10),
      sent: index % 3,
      accepted: 10 + (index % 5),
      rejected: index === 27 ? 2 : 0,
    }));
    return HttpResponse.json({ days });
  }),

  http.post(apiUrl(apiPaths.problemSolvingHandled), async ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const parsed = markHandledBodySchema.safeParse(await request.json());
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
      return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
    }
    const organisationId = organisationOf(request);
    const outcomes: ProblemOutcome[] = parsed.data.problems.map(({ problemId, version }) => {
      const problem = mockProblems.find(
        (candidate) => candidate.row.problemId === problemId && candidate.organisationId === organisationId,
      );
      if (!problem) return { problemId, externalId: null, outcome: 'notFound', message: 'Problem not found.' };
      const { externalId } = problem.row;
      if (problem.handled || problem.row.version !== version)
        return { problemId, externalId, outcome: 'stale', message: 'This problem was changed after you opened it.' };
      problem.handled = {
        problemId,
        version: version + 1,
        category: problem.row.category,
        handledAt: '2026-12-21T10:00:00.000Z',
        handledBy: 'Anna Lindqvist',
        note: parsed.data.note,
      };
      return { problemId, externalId, outcome: 'handled', message: null };
    });
    return HttpResponse.json({ outcomes });
  }),

  http.get(apiUrl(apiPaths.holidays), () => {
    if (!mockSession.account()) return notLoggedIn();
    return HttpResponse.json({ values: [...mockHolidays].sort((a, b) => a.day.localeCompare(b.day)) });
  }),

  http.post(apiUrl(apiPaths.holidays), async ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const parsed = holidaySchema.safeParse(await request.json());
    if (!parsed.success) return HttpResponse.json({ errorMessage: 'Invalid request.' }, { status: 400 });
    const taken = mockHolidays.find(({ day }) => day === parsed.data.day);
    // As the server: the same day under another name is a conflict, named in the user's format (the default here).
    if (taken && taken.name !== parsed.data.name)
      return HttpResponse.json(
        { errorMessage: holidayTakenMessage(writeDayText(taken.day, 'dd/mm/yy'), taken.name) },
        { status: 409 },
      );
    if (!taken) mockHolidays.push(parsed.data);
    return HttpResponse.json({});
  }),

  http.delete(apiUrl(apiPaths.holiday), ({ params, request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const index = mockHolidays.findIndex(({ day }) => day === params.day);
    const name = new URL(request.url).searchParams.get('name');
    if (index >= 0 && mockHolidays[index]!.name !== name)
      return HttpResponse.json({ errorMessage: 'Changed meanwhile.' }, { status: 409 });
    if (index >= 0) mockHolidays.splice(index, 1);
    return HttpResponse.json({});
  }),

  http.post(apiUrl(apiPaths.problemSolvingReopen), async ({ request, params }) => {
    if (!mockSession.account()) return notLoggedIn();
    const { version } = (await request.json()) as { version: number };
    const problem = mockProblems.find(
      (candidate) =>
        candidate.row.problemId === Number(params.problemId) && candidate.organisationId === organisationOf(request),
    );
    if (!problem) return HttpResponse.json({ errorMessage: 'Problem not found.' }, { status: 404 });
    if (!problem.handled || problem.handled.version !== version)
      return HttpResponse.json({ errorMessage: 'This problem was changed after you opened it.' }, { status: 409 });
    problem.row.version = version + 1;
    problem.handled = null;
    return HttpResponse.json({});
  }),

  http.get(apiUrl(apiPaths.problemSolvingRecordHandled), ({ request, params }) => {
    if (!mockSession.account()) return notLoggedIn();
    const recordId = Number(params.recordId);
    const values = mockProblems
      .filter((problem) => problem.organisationId === organisationOf(request) && problem.row.id === recordId)
      .flatMap((problem) => (problem.handled ? [problem.handled] : []));
    return HttpResponse.json({ values, mayChange: mayChange() });
  }),
];
