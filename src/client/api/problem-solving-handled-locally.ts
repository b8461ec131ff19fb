import { isReadRefusal, isRefusal, type HandledLocally } from './handled-locally';
import type { problemSolvingApi } from './problem-solving-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/** Refusals are said where they happen (the queue, the dialog, the trail); a 401 still ends the session. */
export const problemSolvingHandledLocally: HandledLocally<typeof problemSolvingApi> = {
  searchProblems: isReadRefusal,
  getProblemCounts: isReadRefusal,
  getProblemDaily: isReadRefusal,
  getHandledProblems: isReadRefusal,
  markProblemsHandled: isRefusal,
  reopenProblem: isRefusal,
  exportProblemsCsv: (status) => status !== 401,
  listHolidays: isReadRefusal,
  addHoliday: isRefusal,
  removeHoliday: isRefusal,
};
