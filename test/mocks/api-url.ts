/** msw matches absolute URLs: the client's base URL is window.location.origin. */
export const apiUrl = (path: string): string => new URL(path, window.location.origin).href;
