/**
 * The reason phrase the server's HTTP/1.1 gives each status the API answers (Node's `STATUS_CODES`), for a response that carries
 * none: HTTP/2 has no reason phrase, so behind a proxy that speaks it to the browser
 * `Response.statusText` is empty where HTTP/1.1 said 'Unauthorized' or 'Conflict'.
 */
const reasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The response's own status text, else the standard phrase of its status ('' for a status without one). */
export const statusTextOf = (response: Pick<Response, 'status' | 'statusText'> | undefined): string =>
  response ? response.statusText || (reasonPhrases[response.status] ?? '') : '';
