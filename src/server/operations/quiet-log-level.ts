import type { FastifyInstance, LogLevel } from 'fastify';

/** pino's levels, quietest last. */
const LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/**
 * The log level of routes polled every few seconds (probes, scrapes): their per-request lines only at
 * warn and above, so they do not drown the access log. A quieter configured level stays in force.
 */
export function quietLogLevel(app: FastifyInstance): LogLevel {
  const configured = LEVELS.indexOf(app.config.logLevel as LogLevel);
  return configured > LEVELS.indexOf('warn') ? (LEVELS[configured] ?? 'warn') : 'warn';
}
