import { isRefusal, type HandledLocally } from './handled-locally';
import type { problemSolvingApi } from './problem-solving-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/** Refusals are said where they happen (the queue, the dialog, the trail); a 401 still ends the session. */
export const problemSolvingHandledLocally: HandledLocally<typeof problemSolvingApi> = {
  searchProblems: isRefusal,
  getProblemCounts: isRefusal,
  getProblemDaily: isRefusal,
  getHandledProblems: isRefusal,
  markProblemsHandled: isRefusal,
  reopenProblem: isRefusal,
  exportProblemsCsv: (status) => status !== 401,
  listHolidays: isRefusal,
  addHoliday: isRefusal,
  removeHoliday: isRefusal,
};
