import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose values are secrets: reset links (`hash`), any token, codes and passwords. */
const SECRET_QUERY_KEY = /^(hash|code|secret|password)$|token/i;

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * A request URL as it may be written to the log: the reset token of `…/reset/allowed/<token>` and the
 * values of secret query parameters (`hash=`, `token=`, `…token=`) replaced by '[redacted]'. Segments
 * and keys are compared decoded and case-insensitively, so '/%61pi/…/Allowed/<token>' is caught too.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? null : url.slice(queryStart + 1);

  const segments = pathPart.split('/');
  const names = segments.map((segment) => decoded(segment).toLowerCase());
  // The segment after 'reset/allowed' is the token of a reset link, whatever follows it.
  for (let index = 2; index < segments.length; index += 1) {
    if (names[index - 1] === 'allowed' && names.slice(0, index - 1).includes('reset') && segments[index] !== '') {
      segments[index] = REDACTED;
    }
  }
  const path = segments.join('/');
  if (query === null) return path;

  const parameters = query.split('&').map((parameter) => {
    const equals = parameter.indexOf('=');
    if (equals === -1) return parameter;
    const key = parameter.slice(0, equals);
    return SECRET_QUERY_KEY.test(decoded(key.replace(/\+/g, ' '))) ? `${key}=${REDACTED}` : parameter;
  });
  return `${path}?${parameters.join('&')}`;
}

/**
 * pino's `req` serializer for every log line that carries the request: Fastify's own fields, with the
 * URL redacted. Fastify logs the raw URL on 'incoming request' at the default level, so without this
 * every opened reset link put a live token into the log.
 */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    // Absent on some injected requests.
    remotePort: (request.socket as typeof request.socket | undefined)?.remotePort,
  };
}

/** The serializers of the server's logger. */
export const logSerializers = { req: serializeRequest };
