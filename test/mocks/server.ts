import { setupServer } from 'msw/node';
import { ORGANISATION_COOKIE_NAME } from '@shared/organisation-cookie';
import { handlers } from './handlers';
import { resetMockSession } from './mock-session';
import { resetMockProblems } from './problem-data';

export const server = setupServer(...handlers);

// The jest setup imports this module once per test file; every test starts with the default session.
beforeEach(() => {
  resetMockSession();
  resetMockProblems();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = `${ORGANISATION_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});
