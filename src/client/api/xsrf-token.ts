import { XSRF_COOKIE_NAME } from '@shared/api-paths';

/** The value of the readable XSRF cookie the server sets; undefined before the first response. */
export function readXsrfToken(cookieHeader: string = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE_NAME) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
