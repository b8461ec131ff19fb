export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@shared/api-paths';

export const SESSION_COOKIE_NAME = 'ept_session';
export const PRESESSION_COOKIE_NAME = 'ept_presession';
