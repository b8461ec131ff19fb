/**
 * Every API path, written once: the server registers its routes with these, the client's RTK Query
 * endpoints call them, and the msw handlers of the component tests answer them.
 */
export const apiPaths = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  userInformation: '/api/user/information',
  selectableOrganisations: '/api/user/organisations',
  navigation: '/api/navigation',
  systemInformation: '/api/system/information',
  docs: '/api/docs',
} as const;

/** Angular-style XSRF names: the server sets the cookie, the client echoes it in the header. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
